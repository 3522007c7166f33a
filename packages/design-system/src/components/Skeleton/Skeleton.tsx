import { cx } from '../../utils/cx.js';
import * as styles from './Skeleton.css.js';

/** The shapes a placeholder can take. */
export const SKELETON_SHAPES = ['text', 'rect', 'circle'] as const;
export type SkeletonShape = (typeof SKELETON_SHAPES)[number];

export interface SkeletonProps {
  readonly shape?: SkeletonShape;
  /** CSS width, e.g. `100%` or `12rem`. */
  readonly width?: string;
  /** CSS height; text lines take the line height. */
  readonly height?: string;
  /** For `text`: how many lines (the last one shorter). */
  readonly lines?: number;
}

/**
 * A grey placeholder in the shape of content that is loading, hidden from screen readers: mark the region
 * that loads with `aria-busy` and say "Loading" once (for example with the Loader or a status message).
 * The shimmer stops when motion is reduced.
 * @example <Skeleton shape="rect" height="12rem" />
 */
export function Skeleton({ shape = 'text', width, height, lines = 1 }: SkeletonProps) {
  if (shape === 'text') {
    return (
      <span className={styles.lines} aria-hidden="true" style={{ width }}>
        {Array.from({ length: Math.max(1, lines) }, (_, i) => (
          <span
            key={i}
            className={cx(styles.block, styles.shape.text)}
            style={{ width: i === lines - 1 && lines > 1 ? '60%' : '100%', height }}
          />
        ))}
      </span>
    );
  }
  return <span aria-hidden="true" className={cx(styles.block, styles.shape[shape])} style={{ width, height }} />;
}
