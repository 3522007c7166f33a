import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { Drawer } from './Drawer.js';

describe('Drawer', () => {
  it('is a modal dialog from an edge that Escape closes', async () => {
    const onClose = vi.fn();
    render(
      <Drawer open onClose={onClose} title="Filters" side="start">
        <button type="button">Apply</button>
      </Drawer>,
    );
    expect(screen.getByRole('dialog', { name: 'Filters' })).toHaveAttribute('aria-modal', 'true');
    await userEvent.keyboard('{Escape}');
    expect(onClose).toHaveBeenCalledTimes(1);
  });
});
