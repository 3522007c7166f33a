import type { LocaleStrings } from '@carrier/storefront/kit';

/** The Friends and Family words that do not come from the content service, in English: the keys every language has. */
export const en = {
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
  loading: 'Loading…',
  contentFailed: 'We could not load this page. Check your connection and try again.',
} as const;

/** The Friends and Family words, as every language gives them. */
export type FnfStrings = LocaleStrings<typeof en>;
