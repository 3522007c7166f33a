import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { Button } from '../Button/Button.js';
import { Dialog } from './Dialog.js';

function Pickup({ onClose = () => {} }: { onClose?: () => void }) {
  const [open, setOpen] = useState(false);
  return (
    <>
      <Button onClick={() => setOpen(true)}>Check stores</Button>
      <Dialog
        open={open}
        onClose={() => {
          onClose();
          setOpen(false);
        }}
        title="Store pickup"
        description="Pick a store near you."
        footer={<Button onClick={() => setOpen(false)}>Done</Button>}
      >
        <label>
          ZIP code <input />
        </label>
      </Dialog>
    </>
  );
}

describe('Dialog', () => {
  it('is a modal dialog named by its title and described by its description', async () => {
    render(<Pickup />);
    await userEvent.click(screen.getByRole('button', { name: 'Check stores' }));
    const dialog = screen.getByRole('dialog', { name: 'Store pickup' });
    expect(dialog).toHaveAttribute('aria-modal', 'true');
    expect(dialog).toHaveAccessibleDescription('Pick a store near you.');
  });

  it('moves the focus into the dialog and keeps Tab and Shift+Tab inside', async () => {
    render(<Pickup />);
    await userEvent.click(screen.getByRole('button', { name: 'Check stores' }));
    const close = screen.getByRole('button', { name: 'Close' });
    const done = screen.getByRole('button', { name: 'Done' });
    expect(close).toHaveFocus();
    await userEvent.tab();
    expect(screen.getByRole('textbox', { name: 'ZIP code' })).toHaveFocus();
    await userEvent.tab();
    expect(done).toHaveFocus();
    await userEvent.tab();
    expect(close).toHaveFocus();
    await userEvent.tab({ shift: true });
    expect(done).toHaveFocus();
  });

  it('closes on Escape and gives the focus back to the button that opened it', async () => {
    const onClose = vi.fn();
    render(<Pickup onClose={onClose} />);
    const opener = screen.getByRole('button', { name: 'Check stores' });
    await userEvent.click(opener);
    await userEvent.keyboard('{Escape}');
    expect(onClose).toHaveBeenCalledTimes(1);
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(opener).toHaveFocus();
  });

  it('locks page scrolling while open', async () => {
    render(<Pickup />);
    await userEvent.click(screen.getByRole('button', { name: 'Check stores' }));
    expect(document.documentElement.style.overflow).toBe('hidden');
    await userEvent.click(screen.getByRole('button', { name: 'Done' }));
    expect(document.documentElement.style.overflow).toBe('');
  });

  it('closes with the close button, whose name is in the page language', async () => {
    const onClose = vi.fn();
    render(<Dialog open onClose={onClose} title="Hi" />);
    await userEvent.click(screen.getByRole('button', { name: 'Close' }));
    expect(onClose).toHaveBeenCalled();
  });
});
