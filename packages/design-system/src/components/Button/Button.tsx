import type { ButtonHTMLAttributes, ReactNode, Ref } from 'react';
import * as styles from './Button.css.js';

/** The looks a button can take. */
export const BUTTON_VARIANTS = ['primary', 'secondary', 'tertiary', 'link'] as const;
export type ButtonVariant = (typeof BUTTON_VARIANTS)[number];

/** The sizes a button can take. */
export const BUTTON_SIZES = ['large', 'small'] as const;
export type ButtonSize = (typeof BUTTON_SIZES)[number];

export interface ButtonProps extends Omit<ButtonHTMLAttributes<HTMLButtonElement>, 'className' | 'style'> {
  readonly variant?: ButtonVariant;
  readonly size?: ButtonSize;
  /** Shows a spinner and blocks clicks while an action runs; the label stays for screen readers. */
  readonly loading?: boolean;
  readonly fullWidth?: boolean;
  readonly ref?: Ref<HTMLButtonElement>;
  readonly children: ReactNode;
}

/**
 * A button. `loading` keeps it focusable but inert and announces it as busy.
 * @example <Button onClick={save}>Save</Button>
 */
export function Button({
  variant = 'primary',
  size = 'large',
  loading = false,
  fullWidth = false,
  type = 'button',
  disabled,
  onClick,
  children,
  ...rest
}: ButtonProps) {
  const className = [styles.base, styles.variant[variant], styles.size[size], fullWidth ? styles.fullWidth : '']
    .filter(Boolean)
    .join(' ');
  return (
    <button
      {...rest}
      type={type}
      className={className}
      disabled={disabled}
      aria-busy={loading || undefined}
      aria-disabled={loading || undefined}
      onClick={loading ? (event) => event.preventDefault() : onClick}
    >
      {loading ? <span className={styles.spinner} aria-hidden="true" /> : null}
      {children}
    </button>
  );
}
