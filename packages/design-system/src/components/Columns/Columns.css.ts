import { style, styleVariants } from '@vanilla-extract/css';
import { mediaUp } from '../../theme/breakpoints.js';

/** Columns stack on narrow screens, and sit side by side from the breakpoint given up. */
export const columns = styleVariants({
  tablet: { display: 'flex', flexDirection: 'column', '@media': { [mediaUp('tablet')]: { flexDirection: 'row' } } },
  desktop: { display: 'flex', flexDirection: 'column', '@media': { [mediaUp('desktop')]: { flexDirection: 'row' } } },
  never: { display: 'flex', flexDirection: 'row' },
});

const fraction = (share: number) => ({ flex: `0 0 ${share * 100}%` });

/** A column's width once the columns are side by side; `fluid` shares what is left. */
export const width = {
  tablet: styleVariants({
    fluid: { '@media': { [mediaUp('tablet')]: { flex: '1 1 0' } } },
    content: { '@media': { [mediaUp('tablet')]: { flex: '0 0 auto' } } },
    '1/2': { '@media': { [mediaUp('tablet')]: fraction(1 / 2) } },
    '1/3': { '@media': { [mediaUp('tablet')]: fraction(1 / 3) } },
    '2/3': { '@media': { [mediaUp('tablet')]: fraction(2 / 3) } },
    '1/4': { '@media': { [mediaUp('tablet')]: fraction(1 / 4) } },
    '3/4': { '@media': { [mediaUp('tablet')]: fraction(3 / 4) } },
  }),
  desktop: styleVariants({
    fluid: { '@media': { [mediaUp('desktop')]: { flex: '1 1 0' } } },
    content: { '@media': { [mediaUp('desktop')]: { flex: '0 0 auto' } } },
    '1/2': { '@media': { [mediaUp('desktop')]: fraction(1 / 2) } },
    '1/3': { '@media': { [mediaUp('desktop')]: fraction(1 / 3) } },
    '2/3': { '@media': { [mediaUp('desktop')]: fraction(2 / 3) } },
    '1/4': { '@media': { [mediaUp('desktop')]: fraction(1 / 4) } },
    '3/4': { '@media': { [mediaUp('desktop')]: fraction(3 / 4) } },
  }),
  never: styleVariants({
    fluid: { flex: '1 1 0' },
    content: { flex: '0 0 auto' },
    '1/2': fraction(1 / 2),
    '1/3': fraction(1 / 3),
    '2/3': fraction(2 / 3),
    '1/4': fraction(1 / 4),
    '3/4': fraction(3 / 4),
  }),
};

/** A column never forces the row wider than the screen: long words wrap inside it. */
export const column = style({ minWidth: 0 });
