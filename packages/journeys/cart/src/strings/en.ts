import type { LocaleStrings } from '@carrier/storefront/kit';

/** The cart page's words in English: the keys every language has. */
export const en = {
  title: 'Your cart',
  empty: 'Your cart is empty.',
  emptyAction: 'Shop phones',
  emptyTitle: 'Your cart is empty',
  emptyIntro: 'Nothing is in your cart yet. Here is where to start.',
  starts: {
    smartphones: {
      title: 'A new phone',
      text: 'The latest phones, with monthly payments and trade-in credit.',
      action: 'Shop phones',
    },
    promohub: {
      title: 'This week’s deals',
      text: 'Savings on phones, plans and home internet.',
      action: 'See the deals',
    },
    'dvm/eligibility': {
      title: 'Bring your phone',
      text: 'Keep the phone you have: check it works on our network, then choose a plan.',
      action: 'Check your phone',
    },
    plans: {
      title: 'A plan',
      text: 'Unlimited plans for one line or the whole family.',
      action: 'Compare plans',
    },
  },
  keptCart: 'Put something in your cart while signed in? It comes back when you sign in.',
  signIn: 'Sign in',
  line: (n: number) => `Line ${n}`,
  /** A line's same-day-delivery error by its code (spec 8.6). */
  sameDayNote: (code: string) =>
    code === '10023'
      ? 'Same-day delivery is not available in this area.'
      : code === '10027'
        ? 'This item is not available for same-day delivery.'
        : 'Same-day delivery is not available for this line.',
  plan: 'Plan',
  currentPlan: 'the plan this line has now',
  noPlan: 'No plan chosen yet',
  protection: 'Protection',
  upgradeFor: 'Upgrades line',
  payoff: 'Phone paid off early',
  detailsNotFound:
    'We could not find the details of your checkout, so it starts again from your cart. Everything in your cart is still here.',
  expressTitle: 'Your order',
  hubTitle: 'Before you check out',
  summary: 'Order summary',
  expressCheckout: 'Express checkout',
  expressOffer: 'Express checkout: fewer steps, with what your account already has',
  newHubOffer: 'We are trying a new design of this page, with what is due first.',
  tryNewHub: 'Try the new design',
  newHubNote: 'This is the new design of this page.',
  classicHub: 'Back to the usual design',
  editCart: 'Edit your cart',
  completeTitle: 'Complete your order',
  protect: (phone: string) => `Protect your ${phone}`,
  accessoriesFor: (phone: string) => `Cases, chargers and more for your ${phone}`,
  accessoryCount: (count: number) => (count === 1 ? 'And 1 accessory.' : `And ${count} accessories.`),
  tradeIn: 'Trade-in',
  tradeInCredit: {
    instant: (total: string) => `−${total} instant credit`,
    promo: (monthly: string, months: number) => `−${monthly}/mo for ${months} months`,
    prepaidCard: (total: string) => `${total} prepaid card, mailed to you`,
  },
  promoNeedsMonthly:
    'Promotion credits come with monthly payments only: remove this phone and add it again with monthly payments to get them.',
  removeTradeIn: 'Remove trade-in',
  removeTradeInFor: (phone: string) => `Remove the trade-in from your ${phone}`,
  useTradeIn: (make: string, model: string, number: string) => `Use your trade-in: ${make} ${model} (${number})`,
  useTradeInFor: (button: string, phone: string) => `${button}, for your ${phone}`,
  addTradeIn: 'Add a trade-in',
  addTradeInFor: (phone: string) => `Add a trade-in for your ${phone}`,
  accessories: 'Accessories',
  bundlePrice: (price: string, list: string) => `${price} with your bundle (was ${list})`,
  quantity: 'Quantity',
  remove: 'Remove',
  removing: 'Removing…',
  confirmRemove: (line: string) => `Remove ${line} from your cart? Its plan and protection go with it.`,
  confirmRemoveAction: 'Remove line',
  keepLine: 'Keep it',
  removedLine: (line: string) => `${line} was removed from your cart.`,
  undo: 'Undo',
  perMonth: '/mo',
  readFailed: 'We couldn’t load your cart. Check your connection and try again.',
  changeFailed: 'We couldn’t change your cart. Nothing was lost; please try again.',
  lockedNotice: 'Your cart can’t be changed right now.',
  choosePlan: 'Choose a plan',
  changePlan: 'Change',
  noProtection: 'None',
  changeProtection: 'Change',
  // The links' names for screen readers: which line's plan or protection each changes.
  choosePlanFor: (device: string) => `Choose a plan for ${device}`,
  changePlanFor: (device: string) => `Change plan for ${device}`,
  changeProtectionFor: (device: string) => `Change protection for ${device}`,
  device: 'Phone',
  devicePayment: (monthly: string, months: number) => `${monthly}/mo for ${months} months`,
  paidToday: (price: string) => `${price} today`,
  offerCredit: 'Offer credit',
  onThePlan: 'off the plan',
  lineSubtotal: 'Line total',
  taxesNote: 'Delivery is added at checkout, when you choose it, before you pay.',
  checkout: 'Checkout',
  checkoutBlocked: 'Fix what is marked above to continue to checkout.',
} as const;

/** The cart page's words, as every language gives them. */
export type CartStrings = LocaleStrings<typeof en>;
