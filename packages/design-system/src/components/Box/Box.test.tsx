import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import * as atoms from './atoms.css.js';
import { Box } from './Box.js';

describe('Box', () => {
  it('draws the element it is given, with its attributes', () => {
    render(
      <Box as="section" aria-label="Summary" id="summary">
        Total
      </Box>,
    );
    const section = screen.getByRole('region', { name: 'Summary' });
    expect(section.tagName).toBe('SECTION');
    expect(section).toHaveAttribute('id', 'summary');
  });

  it('takes its spacing from the theme, one class per breakpoint given (mobile first)', () => {
    render(<Box data-testid="box" padding={{ mobile: 'sm', desktop: 'xl' }} gap="md" />);
    const box = screen.getByTestId('box');
    for (const name of [
      atoms.paddingTop.mobile.sm,
      atoms.paddingLeft.mobile.sm,
      atoms.paddingTop.desktop.xl,
      atoms.paddingRight.desktop.xl,
      atoms.gap.mobile.md,
    ])
      expect(box).toHaveClass(name);
    expect(box).not.toHaveClass(atoms.paddingTop.tablet.sm);
  });

  it('paddingX and paddingY override padding on their own axis only', () => {
    render(<Box data-testid="box" padding="lg" paddingX="none" />);
    const box = screen.getByTestId('box');
    expect(box).toHaveClass(atoms.paddingTop.mobile.lg, atoms.paddingLeft.mobile.none);
    expect(box).not.toHaveClass(atoms.paddingLeft.mobile.lg);
  });

  it('a list drawn by Box loses its bullets and indent', () => {
    render(
      <Box as="ul" aria-label="Lines">
        <li>One</li>
      </Box>,
    );
    expect(screen.getByRole('list', { name: 'Lines' })).toHaveClass(atoms.resetList);
  });
});
