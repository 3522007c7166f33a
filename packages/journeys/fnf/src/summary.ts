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
  traits: { appNav: 'promo' },
  pages: [
    ['/friendsandfamily.html', 'applyFriendsAndFamilyPromotion'],
    ['/friendsandfamily/validpromo.html', 'applyFriendsAndFamilyPromotion'],
    ['/friendsandfamily/landing.html', 'applyFriendsAndFamilyPromotion'],
  ],
};
