import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import * as atoms from '../Box/atoms.css.js';
import * as styles from './Stack.css.js';
import { Stack } from './Stack.js';

describe('Stack', () => {
  it('puts its children one above the other with the space given between them, in order', () => {
    render(
      <Stack space="lg" data-testid="stack">
        <h1>Your cart</h1>
        <p>Nothing here yet.</p>
      </Stack>,
    );
    const stack = screen.getByTestId('stack');
    expect(stack).toHaveClass(styles.stack, atoms.gap.mobile.lg, atoms.alignItems.stretch);
    expect([...stack.children].map((child) => child.tagName)).toEqual(['H1', 'P']);
  });

  it('lines children up across as asked', () => {
    render(<Stack space="sm" align="center" data-testid="stack" />);
    expect(screen.getByTestId('stack')).toHaveClass(atoms.alignItems.center);
  });
});
