import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { Notification } from './Notification.js';

describe('Notification', () => {
  it('reports the notification state of spec 3.12: visible, proactive banner and height', () => {
    const onStateChange = vi.fn();
    const { rerender } = render(
      <Notification visible proactive tone="promo" title="Holiday deals" onStateChange={onStateChange}>
        Save up to $800.
      </Notification>,
    );
    expect(onStateChange).toHaveBeenLastCalledWith({ isNotificationVisible: true, proactiveBanner: true, height: 0 });
    rerender(
      <Notification visible={false} proactive tone="promo" onStateChange={onStateChange}>
        Save up to $800.
      </Notification>,
    );
    expect(onStateChange).toHaveBeenLastCalledWith({ isNotificationVisible: false, proactiveBanner: false, height: 0 });
    expect(screen.queryByRole('status')).toBeNull();
  });

  it('a proactive banner is announced politely; an error at once', () => {
    const { rerender } = render(
      <Notification visible proactive tone="promo">
        Deals
      </Notification>,
    );
    expect(screen.getByRole('status')).toHaveTextContent('Deals');
    rerender(
      <Notification visible tone="error">
        Payment failed
      </Notification>,
    );
    expect(screen.getByRole('alert')).toHaveTextContent('Payment failed');
  });

  it('can be dismissed with its close button', async () => {
    const onDismiss = vi.fn();
    render(
      <Notification visible onDismiss={onDismiss}>
        Hi
      </Notification>,
    );
    await userEvent.click(screen.getByRole('button', { name: 'Close' }));
    expect(onDismiss).toHaveBeenCalledTimes(1);
  });
});
