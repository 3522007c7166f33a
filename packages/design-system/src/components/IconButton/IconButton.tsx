import type { ButtonHTMLAttributes, ReactNode } from 'react';
import { cx } from '../../utils/cx.js';
import { shortCount } from '../../utils/shortCount.js';
import * as styles from './IconButton.css.js';

/** The looks an icon button can take. */
export const ICON_BUTTON_VARIANTS = ['plain', 'outlined', 'filled'] as const;
export type IconButtonVariant = (typeof ICON_BUTTON_VARIANTS)[number];

/** The sizes an icon button can take; both keep a 44 px target on touch screens. */
export const ICON_BUTTON_SIZES = ['large', 'small'] as const;
export type IconButtonSize = (typeof ICON_BUTTON_SIZES)[number];

export interface IconButtonProps extends Omit<
  ButtonHTMLAttributes<HTMLButtonElement>,
  'className' | 'style' | 'children' | 'aria-label'
> {
  /** What the button does, read by screen readers (the icon itself is hidden from them). */
  readonly label: string;
  /** An SVG or other decorative content. */
  readonly icon: ReactNode;
  readonly variant?: IconButtonVariant;
  readonly size?: IconButtonSize;
  /** For toggles (favorite, compare): announced as pressed or not. */
  readonly pressed?: boolean;
  /** A small count shown on the icon, e.g. items in the cart; it should also be in `label`. */
  readonly count?: number;
}

/**
 * A button that shows only an icon, named by `label`.
 * @example <IconButton label="Add Pixel 9 to favorites" icon={<HeartIcon />} pressed={saved} onClick={toggle} />
 */
export function IconButton({
  label,
  icon,
  variant = 'plain',
  size = 'large',
  pressed,
  count,
  type = 'button',
  ...rest
}: IconButtonProps) {
  return (
    <button
      {...rest}
      type={type}
      aria-label={label}
      aria-pressed={pressed}
      className={cx(styles.base, styles.variant[variant], styles.size[size])}
    >
      <span className={styles.icon} aria-hidden="true">
        {icon}
      </span>
      {count !== undefined && count > 0 ? (
        <span className={styles.count} aria-hidden="true">
          {shortCount(count)}
        </span>
      ) : null}
    </button>
  );
}
