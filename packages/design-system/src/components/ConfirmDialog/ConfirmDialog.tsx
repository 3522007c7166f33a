import { useRef } from 'react';
import { useStrings } from '../../i18n/strings.js';
import { Button } from '../Button/Button.js';
import { Dialog } from '../Dialog/Dialog.js';

export interface ConfirmDialogProps {
  readonly open: boolean;
  readonly title: string;
  readonly message: string;
  readonly onConfirm: () => void;
  /** Called for the cancel button and for Escape. */
  readonly onCancel: () => void;
  /** "Yes" by default. */
  readonly confirmLabel?: string;
  /** "No" by default. */
  readonly cancelLabel?: string;
  /** Shows the confirm button busy while the action runs. */
  readonly busy?: boolean;
}

/**
 * A question that must be answered (WAI-ARIA alert dialog): the focus starts on the safe answer, Escape
 * cancels, a click outside does nothing.
 * @example <ConfirmDialog open title="Are You Sure" message="You will lose your progress if you leave this flow." onConfirm={leave} onCancel={stay} />
 */
export function ConfirmDialog({
  open,
  title,
  message,
  onConfirm,
  onCancel,
  confirmLabel,
  cancelLabel,
  busy = false,
}: ConfirmDialogProps) {
  const strings = useStrings();
  const cancelRef = useRef<HTMLButtonElement>(null);
  return (
    <Dialog
      open={open}
      onClose={onCancel}
      title={title}
      description={message}
      role="alertdialog"
      size="small"
      initialFocus={cancelRef}
      hideCloseButton
      closeOnBackdrop={false}
      footer={
        <>
          <Button ref={cancelRef} variant="secondary" onClick={onCancel}>
            {cancelLabel ?? strings.no}
          </Button>
          <Button onClick={onConfirm} loading={busy}>
            {confirmLabel ?? strings.yes}
          </Button>
        </>
      }
    />
  );
}
