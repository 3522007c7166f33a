import type { LocaleStrings } from '@carrier/storefront/kit';

/** The Friends and Family words that do not come from the content service, in English: the keys every language has. */
export const en = {
  phoneLabel: 'Wireless number',
  phoneHelper: '10-digit number, like 201-555-0123.',
  promoHelper: '7 letters or digits, sometimes followed by 4 digits.',
  landingTitle: 'Your Friends and Family savings are in your cart',
  landingIntro: 'We confirmed your promo code and the number that referred you, and added the savings to your cart.',
  landingPromo: 'Promo code',
  landingNumber: 'Referring number',
  numberEndingIn: 'Number ending in',
  savingsTitle: 'What you save',
  savingsOff: (amount: string) => `${amount} off`,
  savingsPer: 'each line’s plan, every month',
  savingsTerms: (lines: number, plans: string) =>
    `On up to ${lines} new lines with ${plans}. The savings last as long as the line keeps one of these plans; upgrades of lines you already have are not included.`,
  savingsUnknown: 'The savings show on each plan they apply to, in your cart and on your monthly bill.',
  stepsTitle: 'How to use them',
  stepPhone: 'Pick a new phone, or bring the one you have.',
  stepPlan: (plans: string) => `Choose ${plans} for each new line.`,
  stepAnyPlan: 'Choose a plan for each new line.',
  stepCart: 'Your cart shows the savings under each plan, and so will every monthly bill.',
  comparePlans: 'Compare the plans',
  shopSmartphones: 'Shop smartphones',
  useAnotherCode: 'Use a different code',
  loading: 'Loading…',
  contentFailed: 'We could not load this page. Check your connection and try again.',
  applyFailed: 'We could not add your savings to your cart. Your code and number are kept: try again.',
} as const;

/** The Friends and Family words, as every language gives them. */
export type FnfStrings = LocaleStrings<typeof en>;
