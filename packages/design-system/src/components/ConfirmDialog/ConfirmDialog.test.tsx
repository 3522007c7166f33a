import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { renderIn } from '../../test/render.js';
import { ConfirmDialog } from './ConfirmDialog.js';

const props = {
  open: true,
  title: 'Are You Sure',
  message: 'You will lose your progress if you leave this flow.',
};

describe('ConfirmDialog', () => {
  it("asks 'Are You Sure' as an alert dialog with the choices No and Yes (spec 2.8), focus on No", () => {
    renderIn(<ConfirmDialog {...props} onConfirm={() => {}} onCancel={() => {}} />);
    const dialog = screen.getByRole('alertdialog', { name: 'Are You Sure' });
    expect(dialog).toHaveAccessibleDescription('You will lose your progress if you leave this flow.');
    expect(screen.getByRole('button', { name: 'No' })).toHaveFocus();
    expect(screen.getByRole('button', { name: 'Yes' })).toBeInTheDocument();
  });

  it('Yes confirms; No and Escape cancel', async () => {
    const onConfirm = vi.fn();
    const onCancel = vi.fn();
    renderIn(<ConfirmDialog {...props} onConfirm={onConfirm} onCancel={onCancel} />);
    await userEvent.click(screen.getByRole('button', { name: 'Yes' }));
    expect(onConfirm).toHaveBeenCalledTimes(1);
    await userEvent.click(screen.getByRole('button', { name: 'No' }));
    await userEvent.keyboard('{Escape}');
    expect(onCancel).toHaveBeenCalledTimes(2);
  });

  it('answers Sí and No on the Spanish site', () => {
    renderIn(<ConfirmDialog {...props} onConfirm={() => {}} onCancel={() => {}} />, 'es');
    expect(screen.getByRole('button', { name: 'Sí' })).toBeInTheDocument();
  });
});
