import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import * as styles from './Tiles.css.js';
import { Tiles } from './Tiles.js';

describe('Tiles', () => {
  it('lays its children out so many per row at each width given', () => {
    render(
      <Tiles as="ul" space="md" columns={{ mobile: 1, tablet: 2, desktop: 4 }} aria-label="Phones">
        <li>One</li>
        <li>Two</li>
      </Tiles>,
    );
    const grid = screen.getByRole('list', { name: 'Phones' });
    expect(grid).toHaveClass(
      styles.tiles,
      styles.columns.mobile[1],
      styles.columns.tablet[2],
      styles.columns.desktop[4],
    );
    expect(screen.getAllByRole('listitem')).toHaveLength(2);
  });

  it('a single count applies at every width', () => {
    render(<Tiles space="sm" columns={3} data-testid="grid" />);
    expect(screen.getByTestId('grid')).toHaveClass(styles.columns.mobile[3]);
  });
});
