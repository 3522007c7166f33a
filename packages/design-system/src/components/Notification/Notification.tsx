import { useEffect, useEffectEvent, useRef, type ReactNode } from 'react';
import { useFrameStrings } from '../../i18n/frame-strings.js';
import { cx } from '../../utils/cx.js';
import { IconButton } from '../IconButton/IconButton.js';
import { CloseIcon } from '../icons.js';
import * as styles from './Notification.css.js';

/** The tones a notification can take. */
export const NOTIFICATION_TONES = ['info', 'promo', 'success', 'warning', 'error'] as const;
export type NotificationTone = (typeof NOTIFICATION_TONES)[number];

/** The notification state of spec 3.12, reported as it changes so the page can make room for the banner. */
export interface NotificationState {
  readonly isNotificationVisible: boolean;
  readonly proactiveBanner: boolean;
  /** The banner's height in px; 0 when hidden. */
  readonly height: number;
}

export interface NotificationProps {
  readonly visible: boolean;
  readonly tone?: NotificationTone;
  readonly title?: string;
  readonly children: ReactNode;
  /** A proactive banner: offered by the store at the top of the page (not the answer to an action). */
  readonly proactive?: boolean;
  /** Shows a close button; the caller sets `visible` to false. */
  readonly onDismiss?: () => void;
  /** An action such as a link or a button. */
  readonly action?: ReactNode;
  /** Called with the state of spec 3.12 whenever visibility or height changes. */
  readonly onStateChange?: (state: NotificationState) => void;
  /**
   * Pinned to the top of the window while the page scrolls, from tablet width up (on a phone it scrolls away with
   * the page, leaving the small screen to the page). Sticky parts of the page sit below it by its reported height
   * (`belowNotice`).
   */
  readonly pinned?: boolean;
}

/**
 * A page-level message banner. A proactive banner is announced politely; an error or warning at once.
 * Reports its visible and height state (spec 3.12) so sticky elements below can move.
 * @example <Notification visible proactive tone="promo" title="Holiday deals">Save up to $800.</Notification>
 */
export function Notification({
  visible,
  tone = 'info',
  title,
  children,
  proactive = false,
  onDismiss,
  action,
  onStateChange,
  pinned = false,
}: NotificationProps) {
  const strings = useFrameStrings();
  const ref = useRef<HTMLDivElement>(null);
  const report = useEffectEvent((state: NotificationState) => onStateChange?.(state));

  useEffect(() => {
    const node = ref.current;
    const send = () =>
      report({
        isNotificationVisible: visible,
        proactiveBanner: visible && proactive,
        height: visible && node ? Math.round(node.getBoundingClientRect().height) : 0,
      });
    send();
    if (!visible || !node || typeof ResizeObserver === 'undefined') return;
    const observer = new ResizeObserver(send);
    observer.observe(node);
    return () => observer.disconnect();
  }, [visible, proactive]);

  if (!visible) return null;
  const urgent = tone === 'error' || tone === 'warning';
  return (
    <div
      ref={ref}
      role={urgent ? 'alert' : 'status'}
      className={cx(styles.banner, styles.tone[tone], proactive && styles.proactive, pinned && styles.pinned)}
    >
      <div className={styles.inner}>
        <div className={styles.text}>
          {title ? <strong className={styles.title}>{title}</strong> : null}
          <span>{children}</span>
        </div>
        {action ? <div className={styles.action}>{action}</div> : null}
        {onDismiss ? <IconButton label={strings.close} icon={<CloseIcon />} size="small" onClick={onDismiss} /> : null}
      </div>
    </div>
  );
}
