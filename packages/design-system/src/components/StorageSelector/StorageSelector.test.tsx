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

  it('with hrefFor, each size is a link to its page: the chosen one is current, one not sold is no link', async () => {
    const onChange = vi.fn();
    render(
      <StorageSelector
        legend="Storage"
        value="128"
        onChange={onChange}
        hrefFor={(gb) => `/phone.html?storage=${gb}`}
        options={[
          { value: '128', label: '128 GB' },
          { value: '256', label: '256 GB', priceDelta: 100 },
          { value: '1tb', label: '1 TB', priceDelta: 400, disabled: true },
        ]}
      />,
    );
    const group = screen.getByRole('group', { name: 'Storage' });
    expect(screen.getByRole('link', { name: '128 GB' })).toHaveAttribute('aria-current', 'true');
    const bigger = screen.getByRole('link', { name: '256 GB +$100.00' });
    expect(bigger).toHaveAttribute('href', '/phone.html?storage=256');
    expect(bigger).not.toHaveAttribute('aria-current');
    expect(screen.queryByRole('link', { name: /1 TB/ })).toBeNull();
    expect(group).toHaveTextContent('1 TB, not available');
    // A plain click is the page's: it changes the choice without leaving the page.
    await userEvent.click(bigger);
    expect(onChange).toHaveBeenCalledWith('256');
  });

  it('with hrefFor, a click with Ctrl held is the browser’s (a new tab): the choice is not changed here', () => {
    const onChange = vi.fn();
    render(
      <StorageSelector
        legend="Storage"
        value="128"
        onChange={onChange}
        hrefFor={(gb) => `/phone.html?storage=${gb}`}
        options={[
          { value: '128', label: '128 GB' },
          { value: '256', label: '256 GB' },
        ]}
      />,
    );
    const link = screen.getByRole('link', { name: '256 GB' });
    // The test's document does not leave for the link (after the page's own handling, which is what is tested).
    const stay = (event: Event) => event.preventDefault();
    window.addEventListener('click', stay);
    const click = new MouseEvent('click', { bubbles: true, cancelable: true, ctrlKey: true, button: 0 });
    link.dispatchEvent(click);
    window.removeEventListener('click', stay);
    expect(onChange).not.toHaveBeenCalled();
  });
});
