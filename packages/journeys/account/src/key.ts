import { journeyKey } from '@carrier/storefront/kit';
import type { AccountDeps } from './deps.js';

// The key is a module of its own: the manifest (in every first visit's code) names the journey by it, while the
// services it names load on first use.
/** The account journey's name and services: `useAccount()` in its pages. */
export const ACCOUNT = journeyKey<AccountDeps>('account');
