// What an app's first script holds of the checkout journey: written from its manifest by the journey's
// summary test (`npx vitest run -u` in the package writes it again); not edited by hand.
import type { JourneySummary } from '@carrier/storefront/kit';

export const CHECKOUT_SUMMARY: JourneySummary = {
  key: { name: 'checkout' },
  pages: [
    ['/checkout.html', 'checkout', { chrome: 'focused', visitState: true, appNav: 'flow', protectedInApp: true }],
    [
      '/numberselection.html',
      'numberselection',
      { chrome: 'focused', visitState: true, appNav: 'flow', protectedInApp: true },
    ],
    ['/newnumber.html', 'newnumber', { chrome: 'focused', visitState: true }],
    ['/assignMTN.html', 'assignMTN', { chrome: 'focused', visitState: true }],
    ['/portInPrompt.html', 'portInPrompt', { chrome: 'focused', visitState: true }],
    ['/portin.html', 'portin', { chrome: 'focused', visitState: true, privateData: true }],
    ['/oldnumber.html', 'oldnumber', { chrome: 'focused', visitState: true, privateData: true }],
    [
      '/aboutyourself.html',
      'aboutyourself',
      { chrome: 'focused', visitState: true, appNav: 'flow', protectedInApp: true },
    ],
    [
      '/creditcheck.html',
      'creditcheck',
      { chrome: 'focused', visitState: true, appNav: 'flow', protectedInApp: true, privateData: true },
    ],
    [
      '/creditresult.html',
      'creditresult',
      { chrome: 'focused', visitState: true, appNav: 'flow', protectedInApp: true },
    ],
    ['/credithold.html', 'credithold', { chrome: 'focused', visitState: true, appNav: 'flow', protectedInApp: true }],
    [
      '/creditquestionnaire.html',
      'creditquestionnaire',
      { chrome: 'focused', visitState: true, appNav: 'flow', protectedInApp: true },
    ],
    [
      '/internationalcreditcheck.html',
      'internationalcreditcheck',
      { chrome: 'focused', visitState: true, appNav: 'flow', protectedInApp: true, privateData: true },
    ],
    ['/downpay.html', 'downpay', { chrome: 'focused', visitState: true }],
    ['/downpayment.html', 'downpayment', { chrome: 'focused', visitState: true }],
    ['/dppagreement.html', 'dppagreement', { chrome: 'focused', visitState: true }],
    ['/agreement.html', 'agreement', { chrome: 'focused', visitState: true, appNav: 'flow', protectedInApp: true }],
    [
      '/viewAgreement.html',
      'viewAgreement',
      { chrome: 'focused', visitState: true, appNav: 'flow', protectedInApp: true },
    ],
    ['/dppineligible.html', 'dppineligible', { chrome: 'focused', visitState: true }],
    ['/e911.html', 'e911', { chrome: 'focused', visitState: true, appNav: 'flow', protectedInApp: true }],
    ['/delivery.html', 'delivery', { chrome: 'focused', visitState: true, appNav: 'flow', protectedInApp: true }],
    ['/ISPU_SHOP.html', 'ISPU_SHOP', { chrome: 'focused', visitState: true }],
    ['/sddInterstitial.html', 'sddInterstitial', { chrome: 'focused', visitState: true }],
    [
      '/payment.html',
      'payment',
      { chrome: 'focused', visitState: true, appNav: 'flow', protectedInApp: true, privateData: true },
    ],
    ['/giftcard.html', 'giftcard', { chrome: 'focused', visitState: true, privateData: true }],
    ['/orderreview.html', 'orderreview', { chrome: 'focused', visitState: true, appNav: 'flow', protectedInApp: true }],
    ['/orderconfirmation.html', 'orderconfirmation', { chrome: 'focused', visitState: true }],
    ['/guestlogin.html', 'guestlogin', { chrome: 'focused' }],
    [
      '/guestcheckout.html',
      'guestcheckout',
      { chrome: 'focused', visitState: true, appNav: 'flow', protectedInApp: true },
    ],
    ['/guestconfirmation.html', 'guestconfirmation', { chrome: 'focused', visitState: true }],
    ['/prospectCheckout.html', 'prospectCheckout', { chrome: 'focused', visitState: true }],
    [
      '/expresscheckout.html',
      'expresscheckout',
      { chrome: 'focused', visitState: true, appNav: 'flow', protectedInApp: true, express: true },
    ],
    ['/prospectbyodoptions.html', 'prospectbyodoptions'],
    ['/orderstatus.html', 'orderStatus', { visitState: true }],
  ],
};
