import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { RadioCards } from './RadioCards.js';
import { RadioGroup } from './RadioGroup.js';

function Payment() {
  const [value, setValue] = useState('monthly');
  return (
    <RadioGroup
      legend="How do you want to pay?"
      value={value}
      onChange={setValue}
      options={[
        { value: 'monthly', label: 'Monthly', description: '36 months, 0% APR' },
        { value: 'full', label: 'Full price' },
        { value: 'later', label: 'Later', disabled: true },
      ]}
    />
  );
}

describe('RadioGroup', () => {
  it('is a group named by its legend, with one radio checked', () => {
    render(<Payment />);
    expect(screen.getByRole('group', { name: 'How do you want to pay?' })).toBeInTheDocument();
    expect(screen.getByRole('radio', { name: 'Monthly' })).toBeChecked();
    expect(screen.getByRole('radio', { name: 'Monthly' })).toHaveAccessibleDescription('36 months, 0% APR');
  });

  it('moves the choice with the arrow keys, skipping disabled choices', async () => {
    render(<Payment />);
    screen.getByRole('radio', { name: 'Monthly' }).focus();
    await userEvent.keyboard('{ArrowDown}');
    expect(screen.getByRole('radio', { name: 'Full price' })).toBeChecked();
    expect(screen.getByRole('radio', { name: 'Later' })).toBeDisabled();
  });

  it('shows an error for the group', () => {
    render(
      <RadioGroup
        legend="Plan"
        value=""
        onChange={() => {}}
        options={[{ value: 'a', label: 'A' }]}
        error="Choose a plan."
      />,
    );
    expect(screen.getByRole('group', { name: 'Plan' })).toHaveAccessibleDescription('Choose a plan.');
  });

  it('RadioCards: each choice is compared by its figure and what it includes, which describe it; taps anywhere on a card choose it', async () => {
    function Cover() {
      const [value, setValue] = useState('none');
      return (
        <RadioCards
          legend="Protection"
          value={value}
          onChange={setValue}
          options={[
            {
              value: 'full',
              label: 'Device Protection',
              figure: '$14.00/mo',
              points: ['Loss, theft and damage', 'Battery replacement'],
              description: 'Deductible from $99.00',
            },
            { value: 'none', label: 'No protection', figure: '$0.00/mo' },
          ]}
        />
      );
    }
    render(<Cover />);
    const full = screen.getByRole('radio', { name: 'Device Protection' });
    expect(full).toHaveAccessibleDescription(
      '$14.00/mo Loss, theft and damage Battery replacement Deductible from $99.00',
    );
    expect(screen.getByRole('radio', { name: 'No protection' })).toHaveAccessibleDescription('$0.00/mo');
    expect(screen.getAllByRole('listitem').map((item) => item.textContent)).toEqual([
      'Loss, theft and damage',
      'Battery replacement',
    ]);
    await userEvent.click(screen.getByText('Device Protection'));
    expect(full).toBeChecked();
  });
});
