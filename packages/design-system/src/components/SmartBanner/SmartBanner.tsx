import { useFrameStrings } from '../../i18n/frame-strings.js';
import { Button } from '../Button/Button.js';
import { IconButton } from '../IconButton/IconButton.js';
import { CloseIcon } from '../icons.js';
import { StarRating } from '../StarRating/StarRating.js';
import * as styles from './SmartBanner.css.js';

/** The app's rating shown when the caller gives none (spec 2.9, 9: 4.1 of 5). */
export const SMART_BANNER_DEFAULT_RATING = 4.1;

export interface SmartBannerProps {
  /** The app's name, e.g. "My Carrier". */
  readonly title: string;
  readonly description: string;
  readonly rating?: number;
  /** Opens the app store link (or the site); the caller decides where, by platform. */
  readonly onView: () => void;
  /** Hides the banner; the caller remembers it for the session. */
  readonly onClose: () => void;
  /** The letter or mark in the app icon. */
  readonly iconText?: string;
}

/**
 * The app-download banner of spec 2.9: app icon, title, description, star rating, View and close.
 * @example <SmartBanner title="My Carrier" description="Manage your account in the app" onView={openStore} onClose={hide} />
 */
export function SmartBanner({
  title,
  description,
  rating = SMART_BANNER_DEFAULT_RATING,
  onView,
  onClose,
  iconText = '✓',
}: SmartBannerProps) {
  const strings = useFrameStrings();
  return (
    <aside className={styles.banner} aria-label={title}>
      <IconButton label={strings.close} icon={<CloseIcon />} size="small" onClick={onClose} />
      <span className={styles.icon} aria-hidden="true">
        {iconText}
      </span>
      <div className={styles.text}>
        <strong className={styles.title}>{title}</strong>
        <span className={styles.description}>{description}</span>
        <StarRating value={rating} />
      </div>
      <Button size="small" onClick={onView}>
        {strings.view}
      </Button>
    </aside>
  );
}
