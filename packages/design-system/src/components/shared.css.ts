import { style } from '@vanilla-extract/css';
import { vars } from '../theme/contract.css.js';
import { visuallyHidden } from './VisuallyHidden/VisuallyHidden.css.js';

// Pieces several components share: a form field's label, its message lines and the hidden-but-read text.

export const fieldLabel = style({ fontWeight: vars.fontWeight.bold, fontSize: vars.fontSize.sm });

export const fieldMessage = style({ margin: 0, fontSize: vars.fontSize.sm, color: vars.color.textMuted });

export const fieldError = style({ margin: 0, fontSize: vars.fontSize.sm, color: vars.color.error });

/** Hidden on screen, still read by screen readers (the VisuallyHidden component's style). */
export { visuallyHidden };

/** A native input kept in the accessibility tree and the tab order but drawn by its label. */
export const hiddenInput = style([visuallyHidden]);

export const focusRing = style({
  outline: `2px solid ${vars.color.focus}`,
  outlineOffset: '2px',
});
