import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { FilterChips } from './FilterChips.js';

describe('FilterChips', () => {
  it('are toggle buttons in a named group, with counts', async () => {
    const onToggle = vi.fn();
    render(
      <FilterChips
        label="Brand"
        onToggle={onToggle}
        chips={[
          { id: 'apple', label: 'Apple', selected: true, count: 8 },
          { id: 'google', label: 'Google', selected: false, count: 5 },
        ]}
      />,
    );
    expect(screen.getByRole('group', { name: 'Brand' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Apple (8)', pressed: true })).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Google (5)', pressed: false }));
    expect(onToggle).toHaveBeenCalledWith('google');
  });

  it('offers "Clear all" only while a chip is on', () => {
    const chips = [{ id: 'a', label: 'A', selected: false }];
    const { rerender } = render(<FilterChips label="Brand" chips={chips} onToggle={() => {}} onClear={() => {}} />);
    expect(screen.queryByRole('button', { name: 'Clear all' })).toBeNull();
    rerender(
      <FilterChips label="Brand" chips={[{ ...chips[0]!, selected: true }]} onToggle={() => {}} onClear={() => {}} />,
    );
    expect(screen.getByRole('button', { name: 'Clear all' })).toBeInTheDocument();
  });
});
