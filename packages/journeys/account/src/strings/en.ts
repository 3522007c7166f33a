import type { LocaleStrings } from '@carrier/storefront/kit';

/** The account pages' words in English: the keys every language has. */
export const en = {
  title: (firstName: string | undefined) => (firstName ? `Hi, ${firstName}` : 'Your account'),
  intro: 'Your lines, your orders and your saved phones, in one place.',
  signInTitle: 'Your account',
  signInBody: 'Sign in to see your lines, your orders and your favorites.',
  signIn: 'Sign in',
  loadFailed: 'Your account could not be loaded.',
  lines: 'Your wireless lines',
  line: (number: string) => `Line ${number}`,
  plan: (plan: string) => `Plan: ${plan}`,
  upgradeReady: 'Ready to upgrade',
  upgradeLater: 'Not eligible to upgrade yet',
  upgrade: (number: string) => `Upgrade the phone on ${number}`,
  upgradeShort: 'Upgrade',
  noLines: 'You have no wireless lines yet.',
  wirelessOffer: 'Add wireless to your home services: save on every line with your Fios internet.',
  shopPhones: 'Shop phones',
  seePlans: 'See plans',
  home: 'Your home services',
  orders: 'Recent orders',
  noOrders: 'You have no orders yet.',
  ordersFailed: 'Your orders could not be loaded.',
  allOrders: 'See all your orders',
  favorites: 'Favorites',
  favoritesCount: (n: number) =>
    n === 0
      ? 'You have no favorites yet.'
      : n === 1
        ? '1 phone or accessory saved'
        : `${n} phones and accessories saved`,
  seeFavorites: 'See your favorites',
  offers: 'Offers and quotes',
  offersIntro: 'Offers kept for your account, and the carts you saved as quotes to compare.',
  myOffers: 'See your offers',
  savedQuotes: 'See your saved quotes',
  signOut: 'Sign out',
  historyTitle: 'Your orders',
  historyIntro: 'Every order you placed while signed in, newest first.',
  backToAccount: 'Back to your account',
  order: (number: string) => `Order ${number}`,
  placed: (date: string) => `Placed ${date}`,
  status: { PLACED: 'Placed' },
  dueToday: 'Paid today',
  monthly: 'Monthly',
  whatYouPaid: 'What you paid, item by item',
  noDelivery: 'Nothing to ship',
  esimOnline: 'eSIM, activated online',
  delivery: { SHIPPING: 'Shipping', ISPU: 'Store pickup', SDD: 'Same-day delivery' },
  accessories: (n: number) => (n === 1 ? '1 accessory' : `${n} accessories`),
  // Every flow name of spec 3.5 an order can be placed in.
  intent: {
    NSE: 'New account',
    NAO: 'New account',
    EUP: 'Upgrade',
    AAL: 'New line',
    NSO: 'New line with your own phone',
    buySim: 'SIM for your own phone',
    NSEACC: 'Accessories',
    ESO: 'Accessories',
  },
  upgradeEarly: (number: string) => `Upgrade the phone on ${number} early`,
  upgradeEarlyShort: 'Upgrade early',
} as const;

/** The account pages' words, as every language gives them. */
export type AccountStrings = LocaleStrings<typeof en>;
