import { createContext, useContext, type ReactNode } from 'react';
import { Box, type BoxProps, type ResponsiveSpace } from '../Box/Box.js';
import * as styles from './Columns.css.js';

/** Where the columns go side by side: from the tablet or the desktop breakpoint up, or always. */
export const COLUMNS_COLLAPSE = ['tablet', 'desktop', 'never'] as const;
export type ColumnsCollapse = (typeof COLUMNS_COLLAPSE)[number];

/** A column's width: a share of the row, its content's width, or an equal share of what is left. */
export const COLUMN_WIDTHS = ['fluid', 'content', '1/2', '1/3', '2/3', '1/4', '3/4'] as const;
export type ColumnWidth = (typeof COLUMN_WIDTHS)[number];

const CollapseContext = createContext<ColumnsCollapse>('tablet');

export interface ColumnsProps extends Omit<BoxProps, 'display' | 'flexDirection' | 'gap'> {
  /** The space between the columns, and between them once stacked. */
  readonly space: ResponsiveSpace;
  /** Below this breakpoint the columns stack; `tablet` by default. */
  readonly collapseBelow?: ColumnsCollapse;
  readonly alignY?: BoxProps['alignItems'];
  readonly children: ReactNode;
}

/**
 * Columns side by side from a breakpoint up, stacked below it (a product's gallery and details, a cart's lines
 * and summary). Each child is a `Column`.
 * @example <Columns space="lg" collapseBelow="desktop"><Column width="2/3">…</Column><Column>…</Column></Columns>
 */
export function Columns({ space, collapseBelow = 'tablet', alignY, className, children, ...rest }: ColumnsProps) {
  return (
    <CollapseContext.Provider value={collapseBelow}>
      <Box
        {...rest}
        gap={space}
        {...(alignY ? { alignItems: alignY } : {})}
        className={className ? `${styles.columns[collapseBelow]} ${className}` : styles.columns[collapseBelow]}
      >
        {children}
      </Box>
    </CollapseContext.Provider>
  );
}

export interface ColumnProps extends Omit<BoxProps, 'display'> {
  /** `fluid` by default: an equal share of the room the other columns leave. */
  readonly width?: ColumnWidth;
}

/** One column of `Columns`. */
export function Column({ width = 'fluid', className, ...rest }: ColumnProps) {
  const collapse = useContext(CollapseContext);
  const classes = `${styles.column} ${styles.width[collapse][width]}`;
  return <Box {...rest} className={className ? `${classes} ${className}` : classes} />;
}
