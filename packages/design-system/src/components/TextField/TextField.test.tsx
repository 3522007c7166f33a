import { render, screen } from '@testing-library/react';
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
