import type { ReactNode } from 'react';
import * as styles from './Alert.css.js';

/** The tones an alert can take. */
export const ALERT_TONES = ['warning', 'error', 'info', 'success'] as const;
export type AlertTone = (typeof ALERT_TONES)[number];

export interface AlertProps {
  readonly tone: AlertTone;
  readonly title?: string;
  readonly children: ReactNode;
  readonly id?: string;
}

const ICON_PATHS: Record<AlertTone, string> = {
  warning: 'M12 2 1 21h22L12 2Zm1 15h-2v-2h2v2Zm0-4h-2V9h2v4Z',
  error: 'M12 2a10 10 0 1 0 0 20 10 10 0 0 0 0-20Zm1 15h-2v-2h2v2Zm0-4h-2V7h2v6Z',
  info: 'M12 2a10 10 0 1 0 0 20 10 10 0 0 0 0-20Zm1 15h-2v-6h2v6Zm0-8h-2V7h2v2Z',
  success: 'M12 2a10 10 0 1 0 0 20 10 10 0 0 0 0-20Zm-2 15-5-5 1.4-1.4 3.6 3.6 7.6-7.6L19 8l-9 9Z',
};

/**
 * A message about the page or a field. Warnings and errors are announced at once (`role="alert"`);
 * info and success politely (`role="status"`). Render it only when there is something to say, so the
 * announcement happens when it appears.
 * @example <Alert tone="warning">This promo code has expired.</Alert>
 */
export function Alert({ tone, title, children, id }: AlertProps) {
  const urgent = tone === 'warning' || tone === 'error';
  return (
    <div id={id} role={urgent ? 'alert' : 'status'} className={`${styles.alert} ${styles.tone[tone]}`}>
      <svg
        className={`${styles.icon} ${styles.iconTone[tone]}`}
        viewBox="0 0 24 24"
        aria-hidden="true"
        focusable="false"
      >
        <path fill="currentColor" d={ICON_PATHS[tone]} />
      </svg>
      <div className={styles.body}>
        {title ? <span className={styles.title}>{title}</span> : null}
        <span>{children}</span>
      </div>
    </div>
  );
}
