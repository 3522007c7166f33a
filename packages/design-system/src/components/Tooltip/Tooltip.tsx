import { cloneElement, useEffect, useId, useRef, useState, type ReactElement } from 'react';
import { cx } from '../../utils/cx.js';
import * as styles from './Tooltip.css.js';

/** How long the pointer or focus rests on the trigger before the tooltip shows (spec 9: habInvocationTime). */
export const TOOLTIP_DELAY_MS = 500;

/** Where the tooltip sits relative to its trigger. */
export const TOOLTIP_PLACEMENTS = ['top', 'bottom'] as const;
export type TooltipPlacement = (typeof TOOLTIP_PLACEMENTS)[number];

/** What the trigger must accept: the description the tooltip wires in. */
export interface TooltipTriggerProps {
  'aria-describedby'?: string | undefined;
}

export interface TooltipProps {
  /** Plain text that describes the trigger; never markup. */
  readonly content: string;
  /** One focusable element, e.g. an IconButton. */
  readonly children: ReactElement<TooltipTriggerProps>;
  /** Milliseconds before it shows; 500 by default (spec 9). */
  readonly delay?: number;
  readonly placement?: TooltipPlacement;
  /** Shown from the start (for documentation and pictures); it still hides on Escape and when left. */
  readonly defaultVisible?: boolean;
}

/**
 * A short description shown when the trigger is hovered or focused (WAI-ARIA tooltip pattern): it is the
 * trigger's `aria-describedby`, shows after the delay, stays while the pointer is over it, and Escape hides
 * it (WCAG 1.4.13).
 * @example <Tooltip content="Price before taxes and fees"><IconButton label="About this price" icon={<InfoIcon />} /></Tooltip>
 */
export function Tooltip({
  content,
  children,
  delay = TOOLTIP_DELAY_MS,
  placement = 'top',
  defaultVisible = false,
}: TooltipProps) {
  const id = useId();
  const [visible, setVisible] = useState(defaultVisible);
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);

  const cancel = () => clearTimeout(timer.current);
  const show = () => {
    cancel();
    timer.current = setTimeout(() => setVisible(true), delay);
  };
  const hide = () => {
    cancel();
    setVisible(false);
  };

  // Escape is listened for from the start, not from when the tooltip shows: a listener added once it shows comes after
  // the render that shows it, and an Escape pressed in between was lost.
  useEffect(() => {
    const onKey = (event: KeyboardEvent) => {
      if (event.key === 'Escape') {
        clearTimeout(timer.current);
        setVisible(false);
      }
    };
    document.addEventListener('keydown', onKey);
    return () => {
      document.removeEventListener('keydown', onKey);
      clearTimeout(timer.current);
    };
  }, []);

  const describedBy = [children.props['aria-describedby'], id].filter(Boolean).join(' ');
  return (
    <span className={styles.anchor} onMouseEnter={show} onMouseLeave={hide} onFocus={show} onBlur={hide}>
      {cloneElement(children, { 'aria-describedby': describedBy })}
      <span id={id} role="tooltip" className={cx(styles.tooltip, styles.placement[placement])} hidden={!visible}>
        {content}
      </span>
    </span>
  );
}
