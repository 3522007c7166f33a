import { defineJourney, depsOnFirstUse } from '@carrier/storefront/kit';
import { STORE_PATHS } from './paths.js';
import { STORES } from './key.js';

const P = STORE_PATHS;

const text = (value: unknown, pattern: RegExp) =>
  typeof value === 'string' && pattern.test(value.trim().toUpperCase()) ? value.trim().toUpperCase() : undefined;
/**
 * A search parameter the page reads, or undefined when it is not one: the key is always there, so a value refused
 * here is not read from the address as typed (the store's search keeps every parameter for the spec's readers).
 */
const only = <K extends string>(key: K, value: string | undefined) => ({ [key]: value }) as Partial<Record<K, string>>;

/**
 * The stores journey (spec 2.4): stores near a ZIP (`?device=` adds a phone's stock), a store's hours and the
 * booking of a visit, the booked visit, and the video-assist page the store opens as a popup at the origin's
 * `/stores/video-assist` (outside the sales bases: the router finds it there, since its base is not in the path).
 */
export const storesJourney = defineJourney({
  key: STORES,
  modules: import.meta.glob('./*Page.tsx'),
  source: 'packages/journeys/stores/src',
  paths: STORE_PATHS,
  deps: depsOnFirstUse(() => import('./deps.js').then((m) => (world) => m.createStoresDeps(world))),
  footer: [{ path: P.finder, label: { en: 'Find a store', es: 'Encuentra una tienda' } }],
  pages: [
    {
      path: P.finder,
      pageName: 'stores',
      component: 'StoreFinderPage',
      validateSearch: (s) => {
        const device =
          typeof s['device'] === 'string' && /^[a-z0-9-]{1,120}$/.test(s['device']) ? s['device'] : undefined;
        // The ZIP searched (5 digits; anything else is dropped and the form asks again).
        const zip = typeof s['zip'] === 'string' && /^\d{5}$/.test(s['zip']) ? s['zip'] : undefined;
        return { ...only('device', device), ...only('zip', zip) };
      },
    },
    {
      path: P.store,
      pageName: 'stores/store',
      entry: { ledBy: 'stores' },
      component: 'StorePage',
      validateSearch: (s) => only('store', text(s['store'], /^ST-[A-Z]{3}-[A-Z0-9]{3}$/)),
    },
    {
      path: P.visit,
      pageName: 'stores/visit',
      entry: { ledBy: 'stores/store' },
      noindex: true,
      component: 'VisitPage',
      validateSearch: (s) => only('visit', text(s['visit'], /^SV-[A-Z0-9]{8}$/)),
    },
    {
      path: P.videoAssist,
      pageName: 'stores/video-assist',
      entry: { ledBy: 'stores/store' },
      noindex: true,
      component: 'VideoAssistPage',
      chrome: 'focused',
      validateSearch: (s) => ({
        ...(s['type'] === 'videochat' ? { type: 'videochat' } : {}),
        ...(typeof s['locationCode'] === 'string' ? { locationCode: s['locationCode'].slice(0, 20) } : {}),
      }),
    },
  ],
});
