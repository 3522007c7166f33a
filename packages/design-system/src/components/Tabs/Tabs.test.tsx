import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { Tabs } from './Tabs.js';

const tabs = [
  { id: 'overview', label: 'Overview', content: 'A great phone.' },
  { id: 'specs', label: 'Specs', content: '6.3 inch screen' },
  { id: 'old', label: 'Old', content: 'x', disabled: true },
  { id: 'reviews', label: 'Reviews', content: '4.1 of 5' },
];

describe('Tabs', () => {
  it('has one tab stop: the selected tab; its panel is labelled by it', () => {
    render(<Tabs label="Product details" tabs={tabs} />);
    expect(screen.getByRole('tablist', { name: 'Product details' })).toBeInTheDocument();
    const selected = screen.getByRole('tab', { selected: true });
    expect(selected).toHaveTextContent('Overview');
    expect(selected).toHaveAttribute('tabindex', '0');
    expect(screen.getByRole('tab', { name: 'Specs' })).toHaveAttribute('tabindex', '-1');
    expect(screen.getByRole('tabpanel', { name: 'Overview' })).toHaveTextContent('A great phone.');
  });

  it('arrow keys move and select, skipping disabled tabs and wrapping; Home and End go to the ends', async () => {
    const onChange = vi.fn();
    render(<Tabs label="Product details" tabs={tabs} onChange={onChange} />);
    screen.getByRole('tab', { name: 'Overview' }).focus();
    await userEvent.keyboard('{ArrowRight}');
    expect(screen.getByRole('tab', { name: 'Specs' })).toHaveFocus();
    await userEvent.keyboard('{ArrowRight}');
    expect(screen.getByRole('tab', { name: 'Reviews', selected: true })).toHaveFocus();
    await userEvent.keyboard('{ArrowRight}');
    expect(screen.getByRole('tab', { name: 'Overview', selected: true })).toHaveFocus();
    await userEvent.keyboard('{End}');
    expect(screen.getByRole('tab', { name: 'Reviews' })).toHaveFocus();
    await userEvent.keyboard('{Home}');
    expect(screen.getByRole('tab', { name: 'Overview' })).toHaveFocus();
    expect(onChange).toHaveBeenLastCalledWith('overview');
  });

  it('follows the caller when it keeps the selection', () => {
    render(<Tabs label="Details" tabs={tabs} value="specs" />);
    expect(screen.getByRole('tabpanel')).toHaveTextContent('6.3 inch screen');
  });
});
