import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { Switch } from './Switch.js';

function Monthly() {
  const [on, setOn] = useState(false);
  return <Switch label="Show monthly prices" checked={on} onChange={setOn} description="36-month device payment" />;
}

describe('Switch', () => {
  it('is a switch named by its label, announced off then on', async () => {
    render(<Monthly />);
    const toggle = screen.getByRole('switch', { name: 'Show monthly prices' });
    expect(toggle).not.toBeChecked();
    await userEvent.click(toggle);
    expect(toggle).toBeChecked();
    expect(toggle).toHaveAccessibleDescription('36-month device payment');
  });

  it('toggles with Space and Enter', async () => {
    render(<Monthly />);
    const toggle = screen.getByRole('switch');
    toggle.focus();
    await userEvent.keyboard(' ');
    expect(toggle).toBeChecked();
    await userEvent.keyboard('{Enter}');
    expect(toggle).not.toBeChecked();
  });
});
