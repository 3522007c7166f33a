import { classify } from '@carrier/error-catalogue';
import { NUMBER_PAGE_LABEL_KEYS, PROMO_PAGE_LABEL_KEYS } from '@carrier/fnf-validation';
import { vi } from 'vitest';
import { createPageAnalytics } from '../analytics.js';
import type { ShellDeps, StorefrontDeps } from '../context.js';
import type { FnfContent } from '../services.js';
import { createFnfSession } from '../fnf/session.js';
import type { Site } from '../site.js';
import {
  detachedAssist,
  detachedCart,
  detachedSessionTimer,
  detachedShop,
  detachedShopServices,
} from '../testing/world.js';

/** A desktop visitor on the English dotcom site. */
export const TEST_SITE: Site = { base: '/sales/digital', language: 'en', channelId: 'VZW-DOTCOM', device: 'desktop' };

const labels = <K extends string>(keys: readonly K[]) =>
  Object.fromEntries(keys.map((k) => [k, `${k} text`])) as Record<K, string>;
/** Friends and Family content whose every label reads `<key> text`. */
export const FNF_CONTENT: FnfContent = {
  promoPage: labels(PROMO_PAGE_LABEL_KEYS),
  numberPage: labels(NUMBER_PAGE_LABEL_KEYS),
};

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
    site: TEST_SITE,
    services: { loadContent: vi.fn(), validatePromo: vi.fn(), checkPortIn: vi.fn() },
    session: createFnfSession(memoryStorage()),
    analytics: createPageAnalytics({}),
    errors: {
      report: vi.fn(() => classify(new Error('x'))),
      handleServiceError: vi.fn(() => ({ type: 'notify' as const })),
    },
    navigate: vi.fn(),
    now: () => 0,
    currentHref: () => 'http://localhost/sales/digital/cart.html',
    page: { setTitle: vi.fn(), setLanguage: vi.fn() },
    shell: testShell(),
    sessionTimer: detachedSessionTimer(PROSPECT),
    visitor: () => PROSPECT,
    cart: detachedCart(),
    shop: detachedShop(detachedShopServices({})),
    assist: detachedAssist(),
    ...overrides,
  };
}
