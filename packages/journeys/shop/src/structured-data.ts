// The parts of schema.org's `Product` the shop's pages share (the phone's and the accessory's).

export const IN_STOCK = 'https://schema.org/InStock';
export const OUT_OF_STOCK = 'https://schema.org/OutOfStock';
export const NEW_CONDITION = 'https://schema.org/NewCondition';

/** A price as schema.org writes it: a number with two decimals, as text. */
export const price = (amount: number) => amount.toFixed(2);

/** A rating out of five, as an `AggregateRating` (none for a product nobody rated). */
export const aggregateRating = (rating: { readonly average: number; readonly count: number }) =>
  rating.count > 0
    ? {
        aggregateRating: {
          '@type': 'AggregateRating',
          ratingValue: rating.average,
          reviewCount: rating.count,
          bestRating: 5,
          worstRating: 1,
        },
      }
    : {};
