/** Content labels of the promo page, read from the content service (spec 3.10). */
export const PROMO_PAGE_LABEL_KEYS = [
  'FriendsAndFamilyTitle',
  'FriendsAndFamilyLable',
  'TextRequired',
  'buttonText',
  'NotValidPromoEntry',
  'PromoExpired',
  'maxUsed',
  'FNF_NO_DATA_FOUND',
  'FNF_SYSTEM_ERROR',
  'FNF_INVALID_PROMO',
] as const;

/** Content labels of the number page, read from the content service (spec 3.10). */
export const NUMBER_PAGE_LABEL_KEYS = [
  'NumberPageTitle',
  'NumberPageSubtitle',
  'NumberPageSubtext',
  'NumberSuccessLabel',
  'buttonText',
  'InvalidNumber',
  'PortinValid',
  'NumberRequired',
  'FNF_SYSTEM_ERROR',
] as const;

export type PromoPageLabelKey = (typeof PROMO_PAGE_LABEL_KEYS)[number];
export type NumberPageLabelKey = (typeof NUMBER_PAGE_LABEL_KEYS)[number];
export type PromoPageLabels = Record<PromoPageLabelKey, string>;
export type NumberPageLabels = Record<NumberPageLabelKey, string>;
