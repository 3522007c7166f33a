import type { ReactNode } from 'react';
import * as styles from './Badge.css.js';

/** The tones a badge can take. */
export const BADGE_TONES = ['neutral', 'promo', 'new', 'success', 'info'] as const;
export type BadgeTone = (typeof BADGE_TONES)[number];

export interface BadgeProps {
  readonly tone?: BadgeTone;
  readonly children: ReactNode;
}

/**
 * A short label on a product or a line: "New", "Deal", "5G", "Only 2 left".
 * @example <Badge tone="promo">Save $200</Badge>
 */
export function Badge({ tone = 'neutral', children }: BadgeProps) {
  return <span className={`${styles.badge} ${styles.tone[tone]}`}>{children}</span>;
}
