import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { Checkbox } from './Checkbox.js';

describe('Checkbox', () => {
  it('toggles with Space and with a click on its label', async () => {
    const onChange = vi.fn();
    render(<Checkbox label="5G" checked={false} onChange={onChange} />);
    const box = screen.getByRole('checkbox', { name: '5G' });
    box.focus();
    await userEvent.keyboard(' ');
    expect(onChange).toHaveBeenLastCalledWith(true);
    await userEvent.click(screen.getByText('5G'));
    expect(onChange).toHaveBeenCalledTimes(2);
  });

  it('is announced as mixed when indeterminate', () => {
    render(<Checkbox label="All makers" checked={false} indeterminate onChange={() => {}} />);
    expect(screen.getByRole('checkbox', { name: 'All makers' })).toBePartiallyChecked();
  });

  it('reads its description and error with it', () => {
    render(
      <Checkbox label="I agree" checked={false} onChange={() => {}} description="Terms apply." error="Required." />,
    );
    const box = screen.getByRole('checkbox', { name: 'I agree' });
    expect(box).toHaveAccessibleDescription('Terms apply. Required.');
    expect(box).toHaveAttribute('aria-invalid', 'true');
  });
});
