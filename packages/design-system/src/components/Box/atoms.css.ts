import { style, styleVariants, type StyleRule } from '@vanilla-extract/css';
import { mediaUp } from '../../theme/breakpoints.js';
import { vars } from '../../theme/contract.css.js';
import { SPACES, type LayoutBreakpoint, type Space } from './spaces.js';

// The layout atoms of Box and the primitives built on it: spacing from the theme contract, per breakpoint.
// Each prop value is a class made once here, so pages compose layouts without writing CSS of their own.

const spaceValue = (space: Space) => (space === 'none' ? '0' : vars.space[space]);

/** One class per space and breakpoint for the rule `rule(value)`, mobile first. */
function spaceAtoms(rule: (value: string) => StyleRule): Record<LayoutBreakpoint, Record<Space, string>> {
  const at = (breakpoint: LayoutBreakpoint) =>
    styleVariants(Object.fromEntries(SPACES.map((s) => [s, s])) as Record<Space, Space>, (space) =>
      breakpoint === 'mobile'
        ? rule(spaceValue(space))
        : { '@media': { [mediaUp(breakpoint)]: rule(spaceValue(space)) } },
    );
  return { mobile: at('mobile'), tablet: at('tablet'), desktop: at('desktop') };
}

export const gap = spaceAtoms((value) => ({ gap: value }));
export const paddingTop = spaceAtoms((value) => ({ paddingTop: value }));
export const paddingBottom = spaceAtoms((value) => ({ paddingBottom: value }));
export const paddingLeft = spaceAtoms((value) => ({ paddingLeft: value }));
export const paddingRight = spaceAtoms((value) => ({ paddingRight: value }));

export const display = styleVariants({
  block: { display: 'block' },
  flex: { display: 'flex' },
  grid: { display: 'grid' },
  inline: { display: 'inline' },
  inlineFlex: { display: 'inline-flex' },
});

export const flexDirection = styleVariants({ row: { flexDirection: 'row' }, column: { flexDirection: 'column' } });
export const flexWrap = styleVariants({ wrap: { flexWrap: 'wrap' }, nowrap: { flexWrap: 'nowrap' } });
export const alignItems = styleVariants({
  start: { alignItems: 'flex-start' },
  center: { alignItems: 'center' },
  end: { alignItems: 'flex-end' },
  stretch: { alignItems: 'stretch' },
  baseline: { alignItems: 'baseline' },
});
export const justifyContent = styleVariants({
  start: { justifyContent: 'flex-start' },
  center: { justifyContent: 'center' },
  end: { justifyContent: 'flex-end' },
  spaceBetween: { justifyContent: 'space-between' },
});
export const background = styleVariants({
  background: { background: vars.color.background },
  surface: { background: vars.color.surface },
});
export const borderRadius = styleVariants({
  sm: { borderRadius: vars.radius.sm },
  md: { borderRadius: vars.radius.md },
});
export const border = styleVariants({
  standard: { border: `1px solid ${vars.color.border}` },
});
/** Lets a flex or grid child shrink below its content's width, so long words wrap instead of overflowing. */
export const shrink = style({ minWidth: 0 });
/** Lists laid out by Box lose the browser's bullets and indent. */
export const resetList = style({ listStyle: 'none', margin: 0, padding: 0 });
/** Headings, paragraphs and figures inside a layout take their space from it, not from their own margins. */
export const resetMargin = style({ margin: 0 });
