import { act, fireEvent, render, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { StorefrontProvider, type StorefrontDeps } from '../context.js';
import { ErrorNotice } from '../errors/ErrorNotice.js';
import type { Language } from '../site.js';
import { detachedAssist } from '../testing/world.js';
import { TEST_SITE, testDeps } from '../testing/test-deps.js';

function deps(language: Language): StorefrontDeps {
  return testDeps({ site: { ...TEST_SITE, language } });
}

function fakeTimers() {
  const pending: { callback: () => void; ms: number }[] = [];
  return {
    pending,
    setTimeout: (callback: () => void, ms: number) => pending.push({ callback, ms }),
    clearTimeout: vi.fn(),
  };
}

const systemError = { name: 'SYSTEM_ERROR', message: 'UNABLE TO CONNECT to backend' };

describe('ErrorNotice (spec 8.3)', () => {
  it('shows the generic message instead of a system error, in the site language', () => {
    render(
      <StorefrontProvider deps={deps('es')}>
        <ErrorNotice error={systemError} />
      </StorefrontProvider>,
    );
    expect(screen.getByRole('alert')).toHaveTextContent('Parece que algo salió mal. Inténtalo de nuevo más tarde.');
  });

  it('adds the assistance offer of the throttle list outside the app, not inside it', () => {
    const { rerender } = render(
      <StorefrontProvider deps={deps('en')}>
        <ErrorNotice error={systemError} throttleList={['EA_VC']} />
      </StorefrontProvider>,
    );
    expect(screen.getByRole('alert')).toHaveTextContent('Click here to get 1:1 video support from a store Specialist.');
    rerender(
      <StorefrontProvider deps={deps('en')}>
        <ErrorNotice error={systemError} throttleList={['EA_VC']} inApp />
      </StorefrontProvider>,
    );
    expect(screen.getByRole('alert')).not.toHaveTextContent('video support');
  });

  it("adds 'Click here for video assistance' 500 ms after it shows, when video assist is available", async () => {
    const timers = fakeTimers();
    render(
      <StorefrontProvider deps={deps('en')}>
        <ErrorNotice
          error={systemError}
          videoAssist="store-0042"
          setTimeout={timers.setTimeout}
          clearTimeout={timers.clearTimeout}
        />
      </StorefrontProvider>,
    );
    expect(screen.queryByRole('link', { name: 'Click here for video assistance' })).toBeNull();
    expect(timers.pending.map((t) => t.ms)).toEqual([500]);
    act(() => timers.pending[0]?.callback());
    expect(await screen.findByRole('link', { name: 'Click here for video assistance' })).toHaveAttribute(
      'href',
      '/stores/video-assist?locationCode=store-0042',
    );
  });

  it("adds the link when the page's own offer is video assist, and opens it as a popup sized for the window", async () => {
    const timers = fakeTimers();
    const openPopup = vi.fn();
    const assist = detachedAssist({ openPopup, windowSize: () => ({ width: 600, height: 900 }) });
    render(
      <StorefrontProvider deps={{ ...deps('en'), assist }}>
        <ErrorNotice error={systemError} setTimeout={timers.setTimeout} clearTimeout={timers.clearTimeout} />
      </StorefrontProvider>,
    );
    expect(timers.pending).toEqual([]);
    act(() => assist.videoAssist.set('store 7'));
    expect(timers.pending.map((t) => t.ms)).toEqual([500]);
    act(() => timers.pending[0]?.callback());
    fireEvent.click(await screen.findByRole('link', { name: 'Click here for video assistance' }));
    expect(openPopup).toHaveBeenCalledWith('/stores/video-assist?locationCode=store%207', { width: 600, height: 700 });
  });

  it('adds no video link when video assist is not available', () => {
    const timers = fakeTimers();
    render(
      <StorefrontProvider deps={deps('en')}>
        <ErrorNotice error={systemError} setTimeout={timers.setTimeout} clearTimeout={timers.clearTimeout} />
      </StorefrontProvider>,
    );
    expect(timers.pending).toEqual([]);
  });

  it('uses the configured default message when the retry flag is set', () => {
    render(
      <StorefrontProvider deps={deps('en')}>
        <ErrorNotice
          error={{ name: 'ServiceError', message: 'Cart failed' }}
          retry={{ retryFlag: true, defaultMessage: 'Please try that again.' }}
        />
      </StorefrontProvider>,
    );
    expect(screen.getByRole('alert')).toHaveTextContent('Please try that again.');
  });
});
