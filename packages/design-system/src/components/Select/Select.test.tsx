import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { Select } from './Select.js';

const options = [
  { value: 'featured', label: 'Featured' },
  { value: 'price-asc', label: 'Price: low to high' },
  { value: 'newest', label: 'Newest', disabled: true },
];

describe('Select', () => {
  it('is a combobox named by its label and reports the chosen value', async () => {
    const onChange = vi.fn();
    render(<Select label="Sort by" options={options} value="featured" onChange={onChange} />);
    await userEvent.selectOptions(screen.getByRole('combobox', { name: 'Sort by' }), 'price-asc');
    expect(onChange).toHaveBeenCalledWith('price-asc');
  });

  it('offers an empty first choice when given a placeholder, and keeps disabled options unselectable', () => {
    render(<Select label="State" options={options} value="" onChange={() => {}} placeholder="Choose one" />);
    expect(screen.getByRole('option', { name: 'Choose one' })).toHaveValue('');
    expect(screen.getByRole('option', { name: 'Newest' })).toBeDisabled();
  });

  it('marks an error with aria-invalid and reads it with the field', () => {
    render(<Select label="State" options={options} value="" onChange={() => {}} error="Choose a state." />);
    const select = screen.getByRole('combobox', { name: 'State' });
    expect(select).toHaveAttribute('aria-invalid', 'true');
    expect(select).toHaveAccessibleDescription('Choose a state.');
  });
});
