import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { QuantityStepper, clampQuantity } from './QuantityStepper.js';

function Qty({ initial = 1 }: { initial?: number }) {
  const [value, setValue] = useState(initial);
  return <QuantityStepper label="Quantity" value={value} onChange={setValue} min={1} max={3} />;
}

describe('QuantityStepper', () => {
  it('steps with its named buttons and stops at the ends', async () => {
    render(<Qty />);
    const field = screen.getByRole('spinbutton', { name: 'Quantity' });
    expect(screen.getByRole('button', { name: 'Decrease Quantity' })).toBeDisabled();
    await userEvent.click(screen.getByRole('button', { name: 'Increase Quantity' }));
    await userEvent.click(screen.getByRole('button', { name: 'Increase Quantity' }));
    expect(field).toHaveValue(3);
    expect(screen.getByRole('button', { name: 'Increase Quantity' })).toBeDisabled();
  });

  it('keeps a typed quantity within min and max, whole', () => {
    expect(clampQuantity(7, 1, 3)).toBe(3);
    expect(clampQuantity(0, 1, 3)).toBe(1);
    expect(clampQuantity(2.7, 1, 3)).toBe(2);
    expect(clampQuantity(Number.NaN, 1, 3)).toBe(1);
  });

  it('takes typed numbers, clamped', async () => {
    render(<Qty />);
    const field = screen.getByRole('spinbutton', { name: 'Quantity' });
    await userEvent.clear(field);
    await userEvent.type(field, '9');
    expect(field).toHaveValue(3);
  });
});
