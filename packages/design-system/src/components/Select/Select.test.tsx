import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
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

describe('Select drawn before its page’s code runs', () => {
  function Controlled({ seen }: { readonly seen: (value: string) => void }) {
    const [value, setValue] = useState('');
    seen(value);
    return <Select label="Lines" options={LINES} value={value} onChange={setValue} placeholder="Choose" />;
  }
  const LINES = ['1', '2', '3', '4'].map((n) => ({ value: n, label: n }));

  it('a choice made on the prerendered list before hydration is kept, and reaches the state behind it', async () => {
    const container = document.createElement('div');
    container.innerHTML = renderToString(<Controlled seen={() => undefined} />);
    document.body.append(container);
    const select = container.querySelector('select')!;
    select.value = '4';
    const seen = vi.fn();
    let root: ReturnType<typeof hydrateRoot> | undefined;
    await act(async () => {
      root = hydrateRoot(container, <Controlled seen={seen} />);
    });
    expect(select.value).toBe('4');
    expect(seen).toHaveBeenLastCalledWith('4');
    act(() => root?.unmount());
    container.remove();
  });

  it('a list drawn in the browser reports nothing until chosen from, even when its value is none of its choices', async () => {
    const onChange = vi.fn();
    render(<Select label="Sort by" options={options} value="gone" onChange={onChange} />);
    render(<Select label="Lines" options={options} value="price-asc" onChange={onChange} />);
    await act(async () => undefined);
    expect(onChange).not.toHaveBeenCalled();
  });
});
