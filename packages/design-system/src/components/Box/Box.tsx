import { createElement, type FormHTMLAttributes, type HTMLAttributes, type ReactNode } from 'react';
import { cx } from '../../utils/cx.js';
import * as atoms from './atoms.css.js';
import type { LayoutBreakpoint, Space } from './spaces.js';

/** A space, the same at every width, or a space per breakpoint (mobile first: each applies from there up). */
export type ResponsiveSpace = Space | Readonly<Partial<Record<LayoutBreakpoint, Space>>>;

/** The elements a Box can be. */
export const BOX_ELEMENTS = [
  'div',
  'section',
  'article',
  'aside',
  'header',
  'footer',
  'nav',
  'form',
  'ul',
  'ol',
  'li',
  'dl',
  'span',
  'p',
] as const;
export type BoxElement = (typeof BOX_ELEMENTS)[number];

export interface BoxProps
  extends
    Omit<HTMLAttributes<HTMLElement>, 'className' | 'style'>,
    Pick<FormHTMLAttributes<HTMLFormElement>, 'noValidate' | 'action' | 'method'> {
  /** The element drawn; `div` by default. Lists lose their bullets and indent. */
  readonly as?: BoxElement;
  readonly padding?: ResponsiveSpace;
  readonly paddingX?: ResponsiveSpace;
  readonly paddingY?: ResponsiveSpace;
  readonly gap?: ResponsiveSpace;
  readonly display?: keyof typeof atoms.display;
  readonly flexDirection?: keyof typeof atoms.flexDirection;
  readonly flexWrap?: keyof typeof atoms.flexWrap;
  readonly alignItems?: keyof typeof atoms.alignItems;
  readonly justifyContent?: keyof typeof atoms.justifyContent;
  readonly background?: keyof typeof atoms.background;
  readonly borderRadius?: keyof typeof atoms.borderRadius;
  readonly border?: keyof typeof atoms.border;
  /** May shrink below its content's width inside a flex or grid layout (long words wrap). */
  readonly shrink?: boolean;
  /** Extra classes, for what the props do not cover. */
  readonly className?: string;
  readonly children?: ReactNode;
}

/** The classes of a responsive space for one family of atoms. */
export function spaceClasses(
  family: Record<LayoutBreakpoint, Record<Space, string>>,
  space: ResponsiveSpace | undefined,
): string[] {
  if (space === undefined) return [];
  if (typeof space === 'string') return [family.mobile[space]];
  return (Object.keys(space) as LayoutBreakpoint[]).flatMap((at) => {
    const value = space[at];
    return value === undefined ? [] : [family[at][value]];
  });
}

/**
 * The layout atom every primitive is built on: spacing from the theme contract (per breakpoint), flex and grid
 * basics, a surface. Pages compose Stack, Inline, Columns and Tiles from it instead of writing CSS.
 * @example <Box as="section" padding={{ mobile: 'md', desktop: 'xl' }} background="surface" borderRadius="md">…</Box>
 */
export function Box({
  as = 'div',
  padding,
  paddingX = padding,
  paddingY = padding,
  gap,
  display,
  flexDirection,
  flexWrap,
  alignItems,
  justifyContent,
  background,
  borderRadius,
  border,
  shrink,
  className,
  children,
  ...rest
}: BoxProps) {
  const classes = cx(
    as === 'ul' || as === 'ol' ? atoms.resetList : undefined,
    as === 'p' ? atoms.resetMargin : undefined,
    ...spaceClasses(atoms.paddingTop, paddingY),
    ...spaceClasses(atoms.paddingBottom, paddingY),
    ...spaceClasses(atoms.paddingLeft, paddingX),
    ...spaceClasses(atoms.paddingRight, paddingX),
    ...spaceClasses(atoms.gap, gap),
    display && atoms.display[display],
    flexDirection && atoms.flexDirection[flexDirection],
    flexWrap && atoms.flexWrap[flexWrap],
    alignItems && atoms.alignItems[alignItems],
    justifyContent && atoms.justifyContent[justifyContent],
    background && atoms.background[background],
    borderRadius && atoms.borderRadius[borderRadius],
    border && atoms.border[border],
    shrink && atoms.shrink,
    className,
  );
  return createElement(as, { ...rest, className: classes || undefined }, children);
}
