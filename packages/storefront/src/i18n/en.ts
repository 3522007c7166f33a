import type { Strings } from './strings.js';

export const en: Strings = {
  brandName: { wireless: 'Carrier', prepaid: 'Carrier Prepaid' },
  homeLabel: { wireless: 'Carrier home', prepaid: 'Carrier Prepaid home' },
  skipLink: 'Skip to main content',
  footerNote: '© 2026 Carrier Wireless. All rights reserved.',
  otherLanguage: { label: 'Español', lang: 'es' },
  retry: 'Try again',
  stillFailing: 'This page still can’t be shown. Please come back in a few minutes: your cart is kept.',
  learnMore: 'Learn more',
  scheduledOrderTitle: 'You have an order scheduled',
  scheduledOrderBody:
    'An order on your account is scheduled and being processed, so your cart can’t be changed right now. Once it’s done you can shop again; to change the scheduled order, contact us.',
  genericErrorTitle: 'Something went wrong',
  genericErrorBody: 'We couldn’t finish what you asked. Please try again in a moment.',
  backToStore: 'Back to the store',
  notFoundTitle: 'We can’t find that page',
  notFoundBody: 'The link may be old or mistyped.',
  notFoundLink: 'Go to the shop',
  shell: {
    footerShopTitle: 'Shop',
    signIn: 'Sign in',
    signedIn: 'You’re signed in. Your account’s offers and lines are with you as you shop.',
    greeting: (name) => (name ? `Hi, ${name}` : 'Account'),
    callLabel: (number) => `Call ${number}`,
    callName: (number) => `Call ${number} to order`,
    accountName: (name) => (name ? `Your account, ${name}` : 'Your account'),
  },
};
