import { formatDecimal, useLanguage, useStrings } from '../../i18n/strings.js';
import * as styles from './StarRating.css.js';

/** The top of the rating scale. */
export const RATING_MAX = 5;

export interface StarRatingProps {
  /** The average rating, from 0 to 5; out-of-range values are clamped. */
  readonly value: number;
  /** How many reviews make the average; shown after it. */
  readonly count?: number;
  /** Shows the number next to the stars. */
  readonly showValue?: boolean;
}

/** Clamps a rating to 0…5 and rounds it to one decimal. */
export function normaliseRating(value: number): number {
  if (!Number.isFinite(value)) return 0;
  return Math.round(Math.min(RATING_MAX, Math.max(0, value)) * 10) / 10;
}

/**
 * Stars filled to the rating, e.g. 4.1 of 5, read as "Rated 4.1 out of 5".
 * @example <StarRating value={4.1} count={312} />
 */
export function StarRating({ value, count, showValue = true }: StarRatingProps) {
  const strings = useStrings();
  const language = useLanguage();
  const rating = normaliseRating(value);
  const shown = formatDecimal(rating, language);
  return (
    <span className={styles.rating}>
      <span role="img" aria-label={strings.rating(shown, RATING_MAX)} className={styles.stars}>
        <span className={styles.fill} style={{ width: `${(rating / RATING_MAX) * 100}%` }} aria-hidden="true" />
      </span>
      {showValue ? (
        <span className={styles.value} aria-hidden="true">
          {shown}
        </span>
      ) : null}
      {count !== undefined ? <span className={styles.count}>({strings.reviews(count)})</span> : null}
    </span>
  );
}
