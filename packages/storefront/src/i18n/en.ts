import type { Strings } from './strings.js';

export const en: Strings = {
  brandName: 'Carrier',
  homeLabel: 'Carrier home',
  skipLink: 'Skip to main content',
  footerNote: '© 2026 Carrier Wireless. All rights reserved.',
  otherLanguage: { label: 'Español', lang: 'es' },
  retry: 'Try again',
  scheduledOrderTitle: 'You have an order scheduled',
  scheduledOrderBody:
    'An order on your account is scheduled and being processed, so your cart can’t be changed right now. Once it’s done you can shop again; to change the scheduled order, contact us.',
  genericErrorTitle: 'Something went wrong',
  genericErrorBody: 'We couldn’t finish what you asked. Please try again in a moment.',
  backToStore: 'Back to the store',
  notFoundTitle: 'We can’t find that page',
  notFoundBody: 'The link may be old or mistyped.',
  notFoundLink: 'Go to the shop',
  miniCart: {
    title: 'Your cart',
    added: (name) => `${name} was added to your cart.`,
    view: 'View cart',
    continue: 'Keep shopping',
  },
  shell: {
    footerShopTitle: 'Shop',
    signIn: 'Sign in',
    appBannerTitle: 'My Carrier app',
    appBannerDescription: 'Shop, pay and manage your account in the app.',
    debugButton: 'Debug',
    debugTitle: 'Debug information',
    debugSite: 'Site',
    debugVisitor: 'Visitor',
    debugLoggedIn: 'signed in',
    debugGuest: 'not signed in',
    debugCalls: 'Last service calls',
    debugNoCalls: 'No service calls yet.',
  },
};
