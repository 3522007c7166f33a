import { journeyKey } from '@carrier/storefront/kit';
import type { ByodDeps } from './deps.js';

// The key is a module of its own: the manifest (in every first visit's code) names the journey by it, while the
// services it names load on first use.
/** The journey's name and services: `useByod()` in its pages. */
export const BYOD = journeyKey<ByodDeps>('byod');
