import { act, render, screen, within } from '@testing-library/react';
import { renderToString } from 'react-dom/server';
import { hydrateRoot } from 'react-dom/client';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it, onTestFinished } from 'vitest';
import { QuantityStepper, clampQuantity, typedQuantity } from './QuantityStepper.js';

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

  it('a typed quantity outside min and max is said and changes nothing until it is corrected', async () => {
    const changes: number[] = [];
    function Watched() {
      const [value, setValue] = useState(2);
      return (
        <QuantityStepper
          label="Quantity"
          value={value}
          onChange={(next) => {
            changes.push(next);
            setValue(next);
          }}
          min={1}
          max={3}
        />
      );
    }
    render(<Watched />);
    const field = screen.getByRole('spinbutton', { name: 'Quantity' });
    await userEvent.clear(field);
    await userEvent.type(field, '9');
    expect(screen.getByRole('alert')).toHaveTextContent('Enter a number from 1 to 3.');
    expect(field).toHaveAttribute('aria-invalid', 'true');
    expect(field).toHaveAccessibleDescription('Enter a number from 1 to 3.');
    expect(changes).toEqual([]);
    await userEvent.clear(field);
    await userEvent.type(field, '3');
    expect(field).toHaveValue(3);
    expect(screen.queryByRole('alert')).toBeNull();
    expect(changes).toEqual([3]);
  });

  it('a typed quantity is a whole number within min and max', () => {
    expect(typedQuantity('2', 1, 3)).toBe(2);
    expect(typedQuantity('9', 1, 3)).toBeUndefined();
    expect(typedQuantity('0', 1, 3)).toBeUndefined();
    expect(typedQuantity('2.5', 1, 3)).toBeUndefined();
    expect(typedQuantity('', 1, 3)).toBeUndefined();
  });
});

describe('QuantityStepper drawn before its page’s code runs', () => {
  /** The field drawn on the server, `typed` into before the page's code ran, then hydrated. */
  async function hydratedAfterTyping(typed: string) {
    const container = document.createElement('div');
    container.innerHTML = renderToString(<Qty />);
    document.body.append(container);
    const input = container.querySelector('input')!;
    input.value = typed;
    let root: ReturnType<typeof hydrateRoot> | undefined;
    await act(async () => {
      root = hydrateRoot(container, <Qty />);
    });
    onTestFinished(() => {
      act(() => root?.unmount());
      container.remove();
    });
    return { field: within(container), input };
  }

  it('a quantity typed before hydration is taken as typed: one past the range is said, at once', async () => {
    const { field, input } = await hydratedAfterTyping('25');
    expect(input.value).toBe('25');
    expect(field.getByRole('alert')).toHaveTextContent('1');
    expect(input).toHaveAttribute('aria-invalid', 'true');
  });

  it('one within the range becomes the quantity', async () => {
    const { field, input } = await hydratedAfterTyping('2');
    // At 1 it could not go lower: at 2 it can.
    expect(field.getByRole('button', { name: 'Decrease Quantity' })).toBeEnabled();
    expect(field.queryByRole('alert')).toBeNull();
    expect(input.value).toBe('2');
  });
});
