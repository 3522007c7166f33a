import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import * as atoms from '../Box/atoms.css.js';
import { Inline } from './Inline.js';

describe('Inline', () => {
  it('sets its children side by side and wraps them, with the space given', () => {
    render(
      <Inline space={{ mobile: 'xs', tablet: 'md' }} align="spaceBetween" data-testid="row">
        <button type="button">Add</button>
        <a href="/cart.html">Cart</a>
      </Inline>,
    );
    const row = screen.getByTestId('row');
    expect(row).toHaveClass(
      atoms.display.flex,
      atoms.flexWrap.wrap,
      atoms.gap.mobile.xs,
      atoms.gap.tablet.md,
      atoms.justifyContent.spaceBetween,
      atoms.alignItems.center,
    );
  });
});
