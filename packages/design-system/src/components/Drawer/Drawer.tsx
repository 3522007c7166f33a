import { Dialog, type DialogProps } from '../Dialog/Dialog.js';

/** The edges a drawer slides from. */
export const DRAWER_SIDES = ['start', 'end', 'bottom'] as const;
export type DrawerSide = (typeof DRAWER_SIDES)[number];

export interface DrawerProps extends Omit<DialogProps, 'placement' | 'size' | 'role'> {
  /** The edge it comes from: `end` (right in English) by default, `bottom` for sheets on phones. */
  readonly side?: DrawerSide;
}

/**
 * A modal panel along an edge of the screen (filters, the mini cart, the menu on phones). It is a Dialog:
 * focus kept inside, Escape and the backdrop close it, focus returns to the opener.
 * @example <Drawer open={open} onClose={close} title="Filters" side="start">…</Drawer>
 */
export function Drawer({ side = 'end', ...props }: DrawerProps) {
  return <Dialog {...props} placement={side} />;
}
