import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { IconButton } from './IconButton.js';

describe('IconButton', () => {
  it('is named by its label, the icon hidden from screen readers', () => {
    render(<IconButton label="Close" icon={<svg data-testid="icon" />} />);
    expect(screen.getByRole('button', { name: 'Close' })).toHaveAttribute('type', 'button');
    expect(screen.getByTestId('icon').parentElement).toHaveAttribute('aria-hidden', 'true');
  });

  it('as a toggle, is announced pressed or not', async () => {
    const onClick = vi.fn();
    const { rerender } = render(<IconButton label="Favorite" icon="♥" pressed={false} onClick={onClick} />);
    expect(screen.getByRole('button', { name: 'Favorite', pressed: false })).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button'));
    expect(onClick).toHaveBeenCalledTimes(1);
    rerender(<IconButton label="Favorite" icon="♥" pressed onClick={onClick} />);
    expect(screen.getByRole('button', { name: 'Favorite', pressed: true })).toBeInTheDocument();
  });

  it('shows a count capped at 99+', () => {
    render(<IconButton label="Cart, 120 items" icon="c" count={120} />);
    expect(screen.getByText('99+')).toBeInTheDocument();
  });
});
