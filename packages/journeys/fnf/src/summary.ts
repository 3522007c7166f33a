// What an app's first script holds of the fnf journey: written from its manifest by the journey's
// summary test (`npx vitest run -u` in the package writes it again); not edited by hand.
import type { JourneySummary } from '@carrier/storefront/kit';

export const FNF_SUMMARY: JourneySummary = {
  key: { name: 'fnf' },
  source: 'packages/journeys/fnf/src',
  preload: ['./services.ts', './manifest.ts'],
  nav: [
    {
      path: '/friendsandfamily.html',
      match: '/friendsandfamily',
      label: { en: 'Friends and Family', es: 'Amigos y Familia' },
    },
  ],
  footer: [
    { path: '/friendsandfamily.html', label: { en: 'Friends and Family savings', es: 'Ahorros de Amigos y Familia' } },
  ],
  pages: [
    {
      path: '/friendsandfamily.html',
      pageName: 'applyFriendsAndFamilyPromotion',
      appNav: 'promo',
      component: 'PromoPage',
    },
    {
      path: '/friendsandfamily/validpromo.html',
      pageName: 'applyFriendsAndFamilyPromotion',
      appNav: 'promo',
      component: 'NumberPage',
    },
    {
      path: '/friendsandfamily/landing.html',
      pageName: 'applyFriendsAndFamilyPromotion',
      appNav: 'promo',
      component: 'LandingPage',
    },
  ],
};
