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

  it('with hrefFor, each chip is a link to the page with it toggled, still a toggle to a screen reader', async () => {
    const onToggle = vi.fn();
    render(
      <FilterChips
        label="Brand"
        onToggle={onToggle}
        hrefFor={(id) => `/phones.html?maker=${id}`}
        chips={[
          { id: 'apple', label: 'Apple', selected: true, count: 8 },
          { id: 'google', label: 'Google', selected: false, count: 5 },
        ]}
      />,
    );
    const google = screen.getByRole('button', { name: 'Google (5)', pressed: false });
    expect(google.tagName).toBe('A');
    expect(google).toHaveAttribute('href', '/phones.html?maker=google');
    expect(screen.getByRole('button', { name: 'Apple (8)', pressed: true })).toHaveAttribute(
      'href',
      '/phones.html?maker=apple',
    );
    // A plain click toggles on the page; Space presses it as it does a button.
    await userEvent.click(google);
    expect(onToggle).toHaveBeenLastCalledWith('google');
    google.focus();
    await userEvent.keyboard(' ');
    expect(onToggle).toHaveBeenCalledTimes(2);
  });

  it('with clearHref, "Clear all" is a link to the page with every chip off; a plain click clears here', async () => {
    const onClear = vi.fn();
    render(
      <FilterChips
        label="Brand"
        chips={[{ id: 'apple', label: 'Apple', selected: true }]}
        onToggle={() => {}}
        onClear={onClear}
        clearHref="/phones.html"
      />,
    );
    const clear = screen.getByRole('link', { name: 'Clear all' });
    expect(clear).toHaveAttribute('href', '/phones.html');
    await userEvent.click(clear);
    expect(onClear).toHaveBeenCalledOnce();
  });
});
