// What an app's first script holds of the fnf journey: written from its manifest by the journey's
// summary test (`npx vitest run -u` in the package writes it again); not edited by hand.
import type { JourneySummary } from '@carrier/storefront/kit';

export const FNF_SUMMARY: JourneySummary = {
  key: { name: 'fnf' },
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
    ['/friendsandfamily.html', 'applyFriendsAndFamilyPromotion', { appNav: 'promo' }],
    ['/friendsandfamily/validpromo.html', 'applyFriendsAndFamilyPromotion', { appNav: 'promo' }],
    ['/friendsandfamily/landing.html', 'applyFriendsAndFamilyPromotion', { appNav: 'promo' }],
  ],
};
