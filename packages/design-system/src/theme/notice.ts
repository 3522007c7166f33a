/**
 * The custom property a page sets to the height, in px, of the notification pinned at the top of the window (the
 * notification state's `height`, spec 3.12): sticky parts of the page sit below it instead of under it.
 */
export const NOTICE_HEIGHT_PROPERTY = '--carrier-notice-height';

/**
 * A sticky element's `top`: below the pinned notification (none: 0), plus a gap.
 * @example style({ position: 'sticky', top: belowNotice(vars.space.md) })
 */
export const belowNotice = (gap: string): string => `calc(var(${NOTICE_HEIGHT_PROPERTY}, 0px) + ${gap})`;
