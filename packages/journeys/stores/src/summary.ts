// What an app's first script holds of the stores journey: written from its manifest by the journey's
// summary test (`npx vitest run -u` in the package writes it again); not edited by hand.
import type { JourneySummary } from '@carrier/storefront/kit';

export const STORES_SUMMARY: JourneySummary = {
  key: { name: 'stores' },
  source: 'packages/journeys/stores/src',
  preload: ['./manifest.ts'],
  footer: [{ path: '/stores.html', label: { en: 'Find a store', es: 'Encuentra una tienda' } }],
  pages: [
    { path: '/stores.html', pageName: 'stores', component: 'StoreFinderPage' },
    { path: '/stores/store.html', pageName: 'stores/store', component: 'StorePage' },
    { path: '/stores/visit.html', pageName: 'stores/visit', component: 'VisitPage' },
    { path: '/stores/video-assist', pageName: 'stores/video-assist', component: 'VideoAssistPage', chrome: 'focused' },
  ],
};
