// What an app's first script holds of the stores journey: written from its manifest by the journey's
// summary test (`npx vitest run -u` in the package writes it again); not edited by hand.
import type { JourneySummary } from '@carrier/storefront/kit';

export const STORES_SUMMARY: JourneySummary = {
  key: { name: 'stores' },
  footer: [{ path: '/stores.html', label: { en: 'Find a store', es: 'Encuentra una tienda' } }],
  pages: [
    ['/stores.html', 'stores'],
    ['/stores/store.html', 'stores/store'],
    ['/stores/visit.html', 'stores/visit'],
    ['/stores/video-assist', 'stores/video-assist', { chrome: 'focused' }],
  ],
};
