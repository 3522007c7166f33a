import { act, render, screen } from '@testing-library/react';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { TextField } from './TextField.js';

describe('TextField', () => {
  it('is named by its label', () => {
    render(<TextField label="Promo code" value="" onChange={() => undefined} />);
    expect(screen.getByRole('textbox', { name: 'Promo code' })).toBeInTheDocument();
  });

  it('reports each typed value', async () => {
    const onChange = vi.fn();
    function Controlled() {
      const [value, setValue] = useState('');
      return (
        <TextField
          label="Phone"
          value={value}
          onChange={(next) => {
            onChange(next);
            setValue(next);
          }}
        />
      );
    }
    render(<Controlled />);
    await userEvent.type(screen.getByRole('textbox'), '201');
    expect(onChange).toHaveBeenLastCalledWith('201');
  });

  it('describes the field with its helper text', () => {
    render(<TextField label="Phone" value="" onChange={() => undefined} helperText="10 digits" />);
    expect(screen.getByRole('textbox')).toHaveAccessibleDescription('10 digits');
    expect(screen.getByRole('textbox')).not.toHaveAttribute('aria-invalid');
  });

  it('marks an error with aria-invalid and reads the error instead of the helper text', () => {
    render(
      <TextField
        label="Phone"
        value="1"
        onChange={() => undefined}
        helperText="10 digits"
        error="Enter a valid number."
      />,
    );
    const input = screen.getByRole('textbox');
    expect(input).toHaveAttribute('aria-invalid', 'true');
    expect(input).toHaveAccessibleDescription('Enter a valid number.');
  });

  it('can be marked invalid by a message outside it, and is then described by it too', () => {
    render(
      <>
        <TextField
          label="Promo code"
          value="EXPIRED"
          onChange={() => undefined}
          helperText="7 characters"
          invalid
          aria-describedby="promo-alert"
        />
        <div id="promo-alert">This promo code has expired.</div>
      </>,
    );
    const input = screen.getByRole('textbox');
    expect(input).toHaveAttribute('aria-invalid', 'true');
    expect(input).toHaveAccessibleDescription('7 characters This promo code has expired.');
  });

  it('shows a success message when valid', () => {
    render(
      <TextField label="Phone" value="201-555-0123" onChange={() => undefined} success="This number looks good." />,
    );
    expect(screen.getByRole('textbox')).toHaveAccessibleDescription('This number looks good.');
  });

  it('passes inputMode and maxLength to the input', () => {
    render(<TextField label="Phone" value="" onChange={() => undefined} inputMode="numeric" maxLength={12} />);
    expect(screen.getByRole('textbox')).toHaveAttribute('inputmode', 'numeric');
    expect(screen.getByRole('textbox')).toHaveAttribute('maxlength', '12');
  });
});

describe('TextField drawn before its page’s code runs', () => {
  function Controlled({ seen }: { readonly seen: (value: string) => void }) {
    const [value, setValue] = useState('');
    seen(value);
    return <TextField label="IMEI" value={value} onChange={setValue} />;
  }

  it('what was typed into the prerendered field before hydration is kept, and reaches the state behind it', async () => {
    const container = document.createElement('div');
    container.innerHTML = renderToString(<Controlled seen={() => undefined} />);
    document.body.append(container);
    const input = container.querySelector('input')!;
    input.focus();
    input.value = '356938035643809';
    const seen = vi.fn();
    let root: ReturnType<typeof hydrateRoot> | undefined;
    await act(async () => {
      root = hydrateRoot(container, <Controlled seen={seen} />);
    });
    expect(input.value).toBe('356938035643809');
    expect(seen).toHaveBeenLastCalledWith('356938035643809');
    // The node is the server's: the focus stays in it, for the next key.
    expect(document.activeElement).toBe(input);
    act(() => root?.unmount());
    container.remove();
  });

  it('a field drawn in the browser from the start reports nothing until typed into', async () => {
    const onChange = vi.fn();
    render(<TextField label="IMEI" value="35" onChange={onChange} />);
    await act(async () => undefined);
    expect(onChange).not.toHaveBeenCalled();
  });
});
