import { classify } from '@carrier/error-catalogue';
import { vi } from 'vitest';
import type { ShellDeps, StorefrontDeps } from '../context.js';
import type { Journey } from '../journey.js';
import type { Site } from '../site.js';
import { detachedStore } from './world.js';

/** A desktop visitor on the English dotcom site. */
export const TEST_SITE: Site = { base: '/sales/digital', language: 'en', channelId: 'VZW-DOTCOM', device: 'desktop' };

/** A visitor who is not signed in. */
export const PROSPECT = { loggedIn: false, prospect: true, prepay: false } as const;

/** A storage in memory, as session storage behaves. */
export function memoryStorage() {
  const map = new Map<string, string>();
  return {
    map,
    getItem: (k: string) => map.get(k) ?? null,
    setItem: (k: string, v: string) => void map.set(k, v),
    removeItem: (k: string) => void map.delete(k),
  };
}

/** The shell of a logged-out desktop visitor outside production. */
export function testShell(overrides: Partial<ShellDeps> = {}): ShellDeps {
  const flags = memoryStorage();
  return {
    production: false,
    inApp: false,
    userAgent: 'Mozilla/5.0 (X11; Linux x86_64) Chrome/130',
    loggedIn: () => false,
    sessionFlags: { get: flags.getItem, set: flags.setItem },
    signInUrl: '/sandbox/signin',
    appLinks: {
      ios: 'https://apps.apple.com/app/id1',
      android: 'https://play.google.com/store/apps/details?id=x',
      web: 'https://www.carrier.example/',
    },
    openExternal: vi.fn(),
    recentResponses: () => [],
    ...overrides,
  };
}

/** The world of the store's pages, with fakes a test can inspect; every part can be replaced. */
export function testDeps(overrides: Partial<StorefrontDeps> = {}): StorefrontDeps {
  return {
    ...detachedStore(PROSPECT),
    site: TEST_SITE,
    errors: {
      report: vi.fn(() => classify(new Error('x'))),
      handleServiceError: vi.fn(() => ({ type: 'notify' as const })),
    },
    navigate: vi.fn(),
    now: () => 0,
    currentHref: () => 'http://localhost/sales/digital/cart.html',
    page: { setTitle: vi.fn(), setLanguage: vi.fn(), print: vi.fn() },
    shell: testShell(),
    ...overrides,
  };
}

/** The store's world serving one journey, with the services given for it. */
export function withJourney<Deps>(
  journey: Journey<Deps>,
  deps: Deps,
): Pick<StorefrontDeps, 'journeys' | 'journeyDeps'> {
  return { journeys: [journey], journeyDeps: { [journey.key.name]: deps } };
}
