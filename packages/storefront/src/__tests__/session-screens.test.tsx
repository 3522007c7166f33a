import { createSessionTimer, type SessionTimer, type SessionVisitor } from '@carrier/session-timer';
import { act, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { StorefrontProvider } from '../context.js';
import { SessionHost } from '../session/SessionHost.js';
import { testDeps } from '../testing/test-deps.js';

const MINUTE = 60_000;
const CUSTOMER: SessionVisitor = { loggedIn: true, prospect: false, prepay: false };
const PROSPECT: SessionVisitor = { loggedIn: false, prospect: true, prepay: false };

/** A short session for the interactions: warning at 1:00, time-out at 3:00 (two minutes to answer). */
const SHORT = { timeoutMs: 3 * MINUTE, warningMs: MINUTE };

function setup(
  visitor: SessionVisitor,
  keepAlive: () => Promise<unknown> = async () => ({}),
  lengths: { timeoutMs?: number; warningMs?: number } = SHORT,
) {
  const transport = {
    keepAlive: vi.fn(keepAlive),
    logout: vi.fn(async () => ({})),
    clearCache: vi.fn(async () => ({})),
  };
  const world = { navigate: vi.fn(), loggedOut: vi.fn(), clearResumeCart: vi.fn(), clearCaches: vi.fn() };
  const timer: SessionTimer = createSessionTimer({
    visitor: () => visitor,
    transport,
    world,
    ...lengths,
    pages: {
      prospectByodOptions: '/sales/digital/prospectbyodoptions.html',
      smartphones: '/sales/digital/smartphones',
    },
  });
  render(
    <StorefrontProvider deps={testDeps({ sessionTimer: timer, visitor: () => visitor })}>
      <SessionHost />
    </StorefrontProvider>,
  );
  return { timer, transport, world };
}

/** Moves the fake clock and lets React and the lazy screens catch up. */
async function pass(ms: number) {
  await act(async () => {
    await vi.advanceTimersByTimeAsync(ms);
  });
}

beforeEach(async () => {
  vi.useFakeTimers();
  // The screens are a lazy chunk: loaded once here, they render as soon as they are due.
  await import('../session/SessionDialogs.js');
});
afterEach(() => vi.useRealTimers());

describe('the session screens (spec 4.1, 8.3, 8.6)', () => {
  it('shows nothing before the warning, then an alert dialog at 28:00 with the focus on Stay signed in', async () => {
    setup(CUSTOMER, undefined, {});
    await pass(28 * MINUTE - 1000);
    expect(screen.queryByRole('alertdialog')).toBeNull();
    await pass(1000);
    const dialog = screen.getByRole('alertdialog', { name: 'Are you still there?' });
    expect(dialog).toHaveAccessibleDescription(/your session ends in 2:00/);
    expect(screen.getByRole('button', { name: 'Stay signed in' })).toHaveFocus();
    expect(screen.getByRole('button', { name: 'Sign out' })).toBeInTheDocument();
  });

  it('tells screen readers the time again at one minute and at 20 seconds', async () => {
    setup(CUSTOMER);
    await pass(MINUTE);
    screen.getByRole('alertdialog');
    expect(screen.getByText((_, el) => el?.getAttribute('role') === 'status' && el.textContent === '')).toBeTruthy();
    await pass(60_000);
    expect(screen.getByText('Your session ends in 1:00.')).toBeInTheDocument();
    await pass(40_000);
    expect(screen.getByText('Your session ends in 0:20.')).toBeInTheDocument();
  });

  it('Stay signed in extends the session and closes the warning', async () => {
    const { transport } = setup(CUSTOMER);
    await pass(MINUTE);
    screen.getByRole('alertdialog');
    fireEvent.click(screen.getByRole('button', { name: 'Stay signed in' }));
    await pass(0);
    expect(transport.keepAlive).toHaveBeenCalledWith(CUSTOMER);
    expect(screen.queryByRole('alertdialog')).toBeNull();
  });

  it('Escape stays, as the button does', async () => {
    const { transport } = setup(CUSTOMER);
    await pass(MINUTE);
    screen.getByRole('alertdialog');
    fireEvent(screen.getByRole('alertdialog'), new Event('cancel', { cancelable: true }));
    await pass(0);
    expect(transport.keepAlive).toHaveBeenCalledTimes(1);
  });

  it('offers a prospect Start over, which clears the session', async () => {
    const { transport, world } = setup(PROSPECT);
    await pass(MINUTE);
    screen.getByRole('alertdialog');
    fireEvent.click(screen.getByRole('button', { name: 'Start over' }));
    await pass(0);
    expect(transport.clearCache).toHaveBeenCalled();
    expect(world.navigate).toHaveBeenCalledWith('/sales/digital/smartphones');
  });

  it("shows 'Failed to extend session, already expired' when the keep-alive answers 500, in the time-out overlay", async () => {
    setup(CUSTOMER, () => Promise.reject(Object.assign(new Error('HTTP 500'), { status: 500 })));
    await pass(MINUTE);
    screen.getByRole('alertdialog');
    fireEvent.click(screen.getByRole('button', { name: 'Stay signed in' }));
    await pass(0);
    expect(screen.getByRole('alertdialog', { name: 'Your session has ended' })).toBeInTheDocument();
    expect(screen.getByText('Failed to extend session, already expired')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: /Sign in again/ })).toHaveAttribute(
      'href',
      '/sandbox/signin?goto=%2Fsales%2Fdigital%2Fcart.html',
    );
  });

  it('a network failure for a prospect says so and keeps the warning', async () => {
    setup(PROSPECT, () => Promise.reject(new Error('Network error')));
    await pass(MINUTE);
    screen.getByRole('alertdialog');
    fireEvent.click(screen.getByRole('button', { name: 'Stay signed in' }));
    await pass(0);
    expect(screen.getByRole('alertdialog', { name: 'Are you still there?' })).toBeInTheDocument();
    expect(screen.getByText(/couldn’t reach the store to extend your session/)).toBeInTheDocument();
  });

  it('after another tab signed out, says so', async () => {
    const { timer } = setup(CUSTOMER);
    await act(async () => {
      await timer.logout();
    });
    await pass(0);
    expect(screen.getByRole('dialog', { name: 'Your session has ended' })).toHaveTextContent('Taking you there…');
  });
});
