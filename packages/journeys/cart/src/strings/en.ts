import type { LocaleStrings } from '@carrier/storefront/kit';

/** The cart page's words in English: the keys every language has. */
export const en = {
  title: 'Your cart',
  empty: 'Your cart is empty.',
  emptyAction: 'Shop phones',
  line: (n: number) => `Line ${n}`,
  plan: 'Plan',
  noPlan: 'No plan chosen yet',
  protection: 'Protection',
  upgradeFor: 'Upgrades line',
  payoff: 'Phone paid off early',
  detailsNotFound:
    'We could not find the details of your checkout, so it starts again from your cart. Everything in your cart is still here.',
  tradeIn: 'Trade-in',
  accessories: 'Accessories',
  quantity: 'Quantity',
  remove: 'Remove',
  removing: 'Removing…',
  confirmRemove: (line: string) => `Remove ${line} from your cart? Its plan and protection go with it.`,
  confirmRemoveAction: 'Remove line',
  keepLine: 'Keep it',
  removedLine: (line: string) => `${line} was removed from your cart.`,
  undo: 'Undo',
  dueToday: 'Due today',
  dueMonthly: 'Due monthly',
  perMonth: '/mo',
  readFailed: 'We couldn’t load your cart. Check your connection and try again.',
  changeFailed: 'We couldn’t change your cart. Nothing was lost; please try again.',
  lockedNotice: 'Your cart can’t be changed right now.',
  choosePlan: 'Choose a plan',
  changePlan: 'Change',
  noProtection: 'None',
  changeProtection: 'Change',
  device: 'Phone',
  devicePayment: (monthly: string, months: number) => `${monthly}/mo for ${months} months`,
  paidToday: (price: string) => `${price} today`,
  offerCredit: 'Offer credit',
  lineSubtotal: 'Line total',
  taxesNote: 'Taxes and fees are added at checkout, where you see them before you pay.',
  checkout: 'Checkout',
  checkoutBlocked: 'Fix what is marked above to continue to checkout.',
} as const;

/** The cart page's words, as every language gives them. */
export type CartStrings = LocaleStrings<typeof en>;
