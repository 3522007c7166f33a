import type { Strings } from './strings.js';

export const en: Strings = {
  brandName: 'Carrier',
  homeLabel: 'Carrier home',
  skipLink: 'Skip to main content',
  footerNote: '© 2026 Carrier Wireless. All rights reserved.',
  otherLanguage: { label: 'Español', lang: 'es' },
  loading: 'Loading…',
  contentFailed: 'We could not load this page. Check your connection and try again.',
  retry: 'Try again',
  phoneLabel: 'Wireless number',
  phoneHelper: '10-digit number, like 201-555-0123.',
  promoHelper: '7 letters or digits, sometimes followed by 4 digits.',
  landingTitle: 'Your Friends and Family savings are ready',
  landingIntro: 'We confirmed your promo code and the number that referred you. The savings apply when you check out.',
  landingPromo: 'Promo code',
  landingNumber: 'Referring number',
  numberEndingIn: 'Number ending in',
  landingLines: 'Lines',
  landingNext: 'Pick a phone and a plan to use your savings.',
  shopSmartphones: 'Shop smartphones',
  useAnotherCode: 'Use a different code',
  scheduledOrderTitle: 'You have an order scheduled',
  scheduledOrderBody:
    'An order on your account is scheduled and being processed, so your cart can’t be changed right now. Once it’s done you can shop again; to change the scheduled order, contact us.',
  genericErrorTitle: 'Something went wrong',
  genericErrorBody: 'We couldn’t finish what you asked. Please try again in a moment.',
  backToStore: 'Back to the store',
  notFoundTitle: 'We can’t find that page',
  notFoundBody: 'The link may be old or mistyped.',
  notFoundLink: 'Go to Friends and Family savings',
  shell: {
    nav: { friendsAndFamily: 'Friends and Family' },
    footerGroups: [
      {
        title: 'Shop',
        links: [{ label: 'Friends and Family savings', path: '/friendsandfamily.html' }],
      },
    ],
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
  session: {
    warningTitle: 'Are you still there?',
    warningBody: (timeLeft) =>
      `For your security, your session ends in ${timeLeft}. Choose Stay signed in to keep your cart and keep going.`,
    warningAnnounce: (timeLeft) => `Your session ends in ${timeLeft}.`,
    stay: 'Stay signed in',
    extending: 'Extending your session…',
    signOut: 'Sign out',
    startOver: 'Start over',
    timedOutTitle: 'Your session has ended',
    timedOutCustomer:
      'For your security we signed you out after 30 minutes without activity. Sign in again to pick up where you left off.',
    timedOutGuest: 'Your session ended after 30 minutes without activity. We’re taking you back to the store.',
    signInAgain: 'Sign in again',
    continueShopping: 'Continue shopping',
    endedElsewhereTitle: 'You signed out in another tab',
    endedElsewhereBody: 'Your session ended in another window of this browser, so we signed you out here too.',
    extendFailedNetwork: 'We couldn’t reach the store to extend your session. Check your connection and try again.',
    leaving: 'Taking you there…',
  },
  cartLock: {
    title: {
      assisted: 'A representative is working on your cart',
      digital: 'Your cart is open somewhere else',
    },
    where: (channel) => {
      switch (channel) {
        case 'VZW-CHAT':
          return 'A chat representative has your cart open right now.';
        case 'VZW-RPS':
          return 'Your cart is open in one of our stores right now.';
        case 'VZW-TELESALES':
          return 'A representative on the phone has your cart open right now.';
        case 'VZW-MFA-IOS':
        case 'VZW-MFA-ANDROID':
          return 'Your cart is open in the My Carrier app right now.';
        case 'VZW-DOTCOM':
        case 'VZW-DOTCOM-MOB':
        case 'VZW-DOTCOM-TAB':
          return 'Your cart is open on our website on another device right now.';
        default:
          return 'Your cart is open in another channel right now.';
      }
    },
    why: 'To keep your changes safe, it can’t be changed here until that’s done. Nothing in it is lost.',
    assistedNext:
      'Finish with your representative in your chat or at the store, or call us and we’ll pick it up with you.',
    digitalNext: 'Finish there, or wait a few minutes and check again.',
    callUs: 'Call 1-800-555-0199',
    callNumber: '+18005550199',
    checkAgain: 'Check again',
    checking: 'Checking your cart…',
    stillLocked: 'Your cart is still being worked on. Try again in a few minutes.',
    keepShopping: 'Keep shopping',
  },
  cart: {
    title: 'Your cart',
    empty: 'Your cart is empty.',
    emptyAction: 'See Friends and Family savings',
    line: (n) => `Line ${n}`,
    plan: 'Plan',
    noPlan: 'No plan chosen yet',
    protection: 'Protection',
    tradeIn: 'Trade-in',
    accessories: 'Accessories',
    quantity: 'Quantity',
    remove: 'Remove',
    removing: 'Removing…',
    dueToday: 'Due today',
    dueMonthly: 'Due monthly',
    perMonth: '/mo',
    readFailed: 'We couldn’t load your cart. Check your connection and try again.',
    changeFailed: 'We couldn’t change your cart. Nothing was lost; please try again.',
    lockedNotice: 'Your cart can’t be changed right now.',
  },
};
