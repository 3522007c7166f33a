import { Button, Checkbox } from '@carrier/design-system';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { useAgreeToContinue } from '../agree-to-continue.js';

function Terms() {
  const agreement = useAgreeToContinue('Agree to the terms to go on.');
  const [started, setStarted] = useState(0);
  return (
    <>
      <Checkbox label="I agree to the terms" {...agreement.checkbox} />
      <Button onClick={() => agreement.confirm() && setStarted((n) => n + 1)}>Start</Button>
      <output>{`started ${started}`}</output>
    </>
  );
}

describe('agree to continue: the action waits for the terms', () => {
  it('says so under the box until it is ticked, and goes on once it is', async () => {
    const user = userEvent.setup();
    render(<Terms />);
    expect(screen.queryByText('Agree to the terms to go on.')).toBeNull();
    await user.click(screen.getByRole('button', { name: 'Start' }));
    expect(screen.getByText('Agree to the terms to go on.')).toBeVisible();
    expect(screen.getByRole('status')).toHaveTextContent('started 0');
    await user.click(screen.getByRole('checkbox', { name: 'I agree to the terms' }));
    expect(screen.queryByText('Agree to the terms to go on.')).toBeNull();
    await user.click(screen.getByRole('button', { name: 'Start' }));
    expect(screen.getByRole('status')).toHaveTextContent('started 1');
  });
});
