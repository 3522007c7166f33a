import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { StorageSelector } from './StorageSelector.js';

describe('StorageSelector', () => {
  it('is a group of radios with the price difference in their names', async () => {
    const onChange = vi.fn();
    render(
      <StorageSelector
        legend="Storage"
        value="128"
        onChange={onChange}
        options={[
          { value: '128', label: '128 GB' },
          { value: '256', label: '256 GB', priceDelta: 100 },
          { value: '1tb', label: '1 TB', priceDelta: 400, disabled: true },
        ]}
      />,
    );
    expect(screen.getByRole('group', { name: 'Storage' })).toBeInTheDocument();
    expect(screen.getByRole('radio', { name: '128 GB' })).toBeChecked();
    await userEvent.click(screen.getByRole('radio', { name: '256 GB +$100.00' }));
    expect(onChange).toHaveBeenCalledWith('256');
    expect(screen.getByRole('radio', { name: '1 TB +$400.00' })).toBeDisabled();
  });
});
