import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { Stepper, stepStatus } from './Stepper.js';

describe('Stepper', () => {
  it('is an ordered list of the checkout steps; done ones say so, the current one is marked', () => {
    render(<Stepper steps={['Delivery', 'Payment', 'Review']} current={1} />);
    const list = screen.getByRole('list', { name: 'Checkout steps' });
    const items = screen.getAllByRole('listitem');
    expect(list.tagName).toBe('OL');
    expect(items[0]).toHaveTextContent('Delivery, completed');
    expect(items[1]).toHaveAttribute('aria-current', 'step');
    expect(items[2]).not.toHaveAttribute('aria-current');
  });

  it('names the current step and its place under the list, for narrow screens, hidden from screen readers', () => {
    const { container } = render(<Stepper steps={['Delivery', 'Payment', 'Review']} current={1} />);
    const caption = container.querySelector('p');
    expect(caption).toHaveTextContent('Step 2 of 3: Payment');
    expect(caption).toHaveAttribute('aria-hidden', 'true');
  });

  it('gives each step a status', () => {
    expect([0, 1, 2].map((i) => stepStatus(i, 1))).toEqual(['complete', 'current', 'upcoming']);
  });
});
