import { journeyKey } from '@carrier/storefront/kit';
import type { FnfDeps } from './deps.js';

// The key is a module of its own: the manifest (in every first visit's code) names the journey by it, while the
// services it names load on first use.
/** The Friends and Family journey's name and services: `useFnf()` in its pages. */
export const FNF = journeyKey<FnfDeps>('fnf');
