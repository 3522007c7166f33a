import { useEffect, useEffectEvent, useId, useRef, type ReactNode, type RefObject } from 'react';
import { useFrameStrings } from '../../i18n/frame-strings.js';
import { cx } from '../../utils/cx.js';
import { IconButton } from '../IconButton/IconButton.js';
import { CloseIcon } from '../icons.js';
import * as styles from './Dialog.css.js';
import { focusableIn, trapTab } from './focus.js';

/** The widths a dialog can take (a drawer ignores it). */
export const DIALOG_SIZES = ['small', 'medium', 'large'] as const;
export type DialogSize = (typeof DIALOG_SIZES)[number];

/** Where the dialog sits: centred, or as a drawer from an edge. */
export const DIALOG_PLACEMENTS = ['center', 'start', 'end', 'bottom'] as const;
export type DialogPlacement = (typeof DIALOG_PLACEMENTS)[number];

export interface DialogProps {
  readonly open: boolean;
  /** Called for Escape, the close button and a click on the backdrop; the caller sets `open` to false. */
  readonly onClose: () => void;
  /** The heading, which names the dialog. */
  readonly title: string;
  /** A sentence under the title, read when the dialog opens. */
  readonly description?: string;
  readonly children?: ReactNode;
  /** Actions at the bottom, e.g. buttons. */
  readonly footer?: ReactNode;
  readonly size?: DialogSize;
  readonly placement?: DialogPlacement;
  /** `alertdialog` for a question the user must answer (see ConfirmDialog). */
  readonly role?: 'dialog' | 'alertdialog';
  /** Where the focus goes on open; the first focusable element otherwise. */
  readonly initialFocus?: RefObject<HTMLElement | null>;
  /** Hides the close button, e.g. when the footer has the only ways out. */
  readonly hideCloseButton?: boolean;
  /** A click outside the dialog closes it (true by default; off for dialogs that must be answered). */
  readonly closeOnBackdrop?: boolean;
}

/**
 * A modal dialog (WAI-ARIA dialog pattern) on the native `<dialog>` element: the rest of the page is inert
 * while it is open, Tab and Shift+Tab stay inside, Escape closes it, and the focus goes back to what opened
 * it. Page scrolling is locked while it is open.
 * @example <Dialog open={open} onClose={() => setOpen(false)} title="Store pickup">…</Dialog>
 */
export function Dialog({
  open,
  onClose,
  title,
  description,
  children,
  footer,
  size = 'medium',
  placement = 'center',
  role = 'dialog',
  initialFocus,
  hideCloseButton = false,
  closeOnBackdrop = true,
}: DialogProps) {
  const strings = useFrameStrings();
  const ref = useRef<HTMLDialogElement>(null);
  const titleId = useId();
  const descriptionId = useId();
  const requestClose = useEffectEvent(() => onClose());

  useEffect(() => {
    const dialog = ref.current;
    if (!dialog || !open) return;
    const opener = dialog.ownerDocument.activeElement as HTMLElement | null;
    const root = dialog.ownerDocument.documentElement;
    const overflow = root.style.overflow;
    root.style.overflow = 'hidden';
    if (!dialog.open) dialog.showModal();
    (initialFocus?.current ?? focusableIn(dialog)[0] ?? dialog).focus();
    const onCancel = (event: Event) => {
      // Escape: the caller decides, so `open` stays the one source of truth.
      event.preventDefault();
      requestClose();
    };
    dialog.addEventListener('cancel', onCancel);
    return () => {
      dialog.removeEventListener('cancel', onCancel);
      if (dialog.open) dialog.close();
      root.style.overflow = overflow;
      if (opener?.isConnected) opener.focus();
    };
  }, [open, initialFocus]);

  if (!open) return null;
  return (
    <dialog
      ref={ref}
      role={role === 'alertdialog' ? 'alertdialog' : undefined}
      aria-modal="true"
      aria-labelledby={titleId}
      aria-describedby={description ? descriptionId : undefined}
      className={cx(styles.dialog, styles.placement[placement], placement === 'center' && styles.size[size])}
      tabIndex={-1}
      onKeyDown={(event) => {
        if (event.key === 'Escape') {
          event.preventDefault();
          onClose();
          return;
        }
        if (ref.current) trapTab(ref.current, event);
      }}
      onClick={(event) => {
        // A click on the element itself, not its content, is a click on the backdrop.
        if (closeOnBackdrop && event.target === ref.current) onClose();
      }}
    >
      <div className={styles.surface}>
        <div className={styles.header}>
          <h2 id={titleId} className={styles.title}>
            {title}
          </h2>
          {hideCloseButton ? null : (
            <IconButton label={strings.close} icon={<CloseIcon />} size="small" onClick={onClose} />
          )}
        </div>
        {description ? (
          <p id={descriptionId} className={styles.description}>
            {description}
          </p>
        ) : null}
        {children ? <div className={styles.body}>{children}</div> : null}
        {footer ? <div className={styles.footer}>{footer}</div> : null}
      </div>
    </dialog>
  );
}
