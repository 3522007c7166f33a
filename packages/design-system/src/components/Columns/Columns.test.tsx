import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import * as styles from './Columns.css.js';
import { Column, Columns } from './Columns.js';

describe('Columns', () => {
  it('stacks below its breakpoint and gives each column its width from there up', () => {
    render(
      <Columns space="lg" collapseBelow="desktop" data-testid="row">
        <Column width="2/3" data-testid="main">
          Lines
        </Column>
        <Column data-testid="side">Summary</Column>
      </Columns>,
    );
    expect(screen.getByTestId('row')).toHaveClass(styles.columns.desktop);
    expect(screen.getByTestId('main')).toHaveClass(styles.column, styles.width.desktop['2/3']);
    expect(screen.getByTestId('side')).toHaveClass(styles.width.desktop.fluid);
  });

  it('collapses below the tablet breakpoint when not told otherwise', () => {
    render(
      <Columns space="md" data-testid="row">
        <Column width="content" data-testid="col">
          Image
        </Column>
      </Columns>,
    );
    expect(screen.getByTestId('row')).toHaveClass(styles.columns.tablet);
    expect(screen.getByTestId('col')).toHaveClass(styles.width.tablet.content);
  });
});
