import { act, render, screen } from '@testing-library/react';
import { fireEvent } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { Tooltip, TOOLTIP_DELAY_MS } from './Tooltip.js';

describe('Tooltip', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  const renderTip = () =>
    render(
      <Tooltip content="Price before taxes and fees">
        <button type="button">About this price</button>
      </Tooltip>,
    );

  it('waits 500 ms by default before it shows (spec 9: habInvocationTime)', () => {
    expect(TOOLTIP_DELAY_MS).toBe(500);
    renderTip();
    fireEvent.focus(screen.getByRole('button'));
    act(() => vi.advanceTimersByTime(499));
    expect(screen.queryByRole('tooltip')).toBeNull();
    act(() => vi.advanceTimersByTime(1));
    expect(screen.getByRole('tooltip')).toHaveTextContent('Price before taxes and fees');
  });

  it('describes its trigger even while hidden', () => {
    renderTip();
    expect(screen.getByRole('button', { name: 'About this price' })).toHaveAccessibleDescription(
      'Price before taxes and fees',
    );
  });

  it('shows on hover, and Escape or leaving hides it', () => {
    renderTip();
    const button = screen.getByRole('button');
    fireEvent.mouseEnter(button.parentElement!);
    act(() => vi.advanceTimersByTime(500));
    expect(screen.getByRole('tooltip')).toBeVisible();
    fireEvent.keyDown(document, { key: 'Escape' });
    expect(screen.queryByRole('tooltip')).toBeNull();
    fireEvent.mouseEnter(button.parentElement!);
    act(() => vi.advanceTimersByTime(500));
    fireEvent.mouseLeave(button.parentElement!);
    expect(screen.queryByRole('tooltip')).toBeNull();
  });
});
