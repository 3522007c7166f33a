import type { StorefrontDeps } from '../context.js';
import { deviceKind, type Language } from '../site.js';
import { detachedStore } from './world.js';

/** The world of a store story: a signed-in visitor on this browser (its real user agent), session flags in
 * sessionStorage, no services; a story replaces the parts it shows. */
export function browserDeps(language: Language, overrides: Partial<StorefrontDeps> = {}): StorefrontDeps {
  const visitor = { loggedIn: true, prospect: false, prepay: false };
  return {
    ...detachedStore(visitor),
    site: { base: '/sales/digital', language, channelId: 'VZW-DOTCOM-MOB', device: deviceKind(navigator.userAgent) },
    errors: {
      report: () => ({ errorClass: 'scriptError', suffix: 'J', category: 'UIError', name: 'Error', message: '' }),
      handleServiceError: () => ({ type: 'notify' }),
    },
    navigate: (url) => window.location.assign(url),
    now: Date.now,
    currentHref: () => window.location.href,
    page: { setTitle: () => undefined, setLanguage: () => undefined, print: () => undefined },
    shell: {
      production: false,
      inApp: false,
      userAgent: navigator.userAgent,
      loggedIn: () => true,
      sessionFlags: {
        get: (key) => window.sessionStorage.getItem(key),
        set: (key, value) => window.sessionStorage.setItem(key, value),
      },
      signInUrl: '/sandbox/signin',
      appLinks: {
        ios: 'https://apps.apple.com/app/my-carrier/id1000000001',
        android: 'https://play.google.com/store/apps/details?id=example.carrier.app',
        web: 'https://www.carrier.example/',
      },
      openExternal: (url) => void window.open(url, '_blank', 'noopener,noreferrer'),
      recentResponses: () => [],
    },
    ...overrides,
  };
}
