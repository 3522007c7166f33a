// Setup shared by the React packages' jsdom tests.
import '@testing-library/jest-dom/vitest';
import { cleanup, configure } from '@testing-library/react';
import { afterAll, afterEach, beforeAll, vi } from 'vitest';

afterEach(() => cleanup());

// The test files of a worker share one window (vitest-shared.ts): each starts from a clean one, as it would alone.
beforeAll(() => {
  if (typeof window === 'undefined') return;
  window.sessionStorage.clear();
  window.localStorage.clear();
  // A cookie is dropped at the path it was set for: '/' or any folder of the address the last file left.
  const segments = window.location.pathname.split('/').filter(Boolean);
  const paths = ['/', ...segments.map((_, i) => `/${segments.slice(0, i + 1).join('/')}`)];
  for (const cookie of document.cookie.split(';')) {
    const name = cookie.split('=')[0]?.trim();
    if (!name) continue;
    for (const path of paths) document.cookie = `${name}=; expires=Thu, 01 Jan 1970 00:00:00 GMT; path=${path}`;
  }
  window.history.replaceState(null, '', '/');
  document.title = '';
  document.documentElement.removeAttribute('lang');
});
afterAll(() => {
  vi.useRealTimers();
  vi.restoreAllMocks();
  vi.unstubAllGlobals();
});

// A page's first drawing in a test file loads its lazy modules (compiled on first import): on a two-core machine kept
// busy by other work that can take several seconds, so `findBy…` and `waitFor` wait up to fifteen for their condition
// before they fail (a condition met returns at once).
configure({ asyncUtilTimeout: 15_000 });

// jsdom has no layout: the router's scroll restoration calls scrollTo, which jsdom leaves unimplemented.
// (A test of server rendering runs in Node, with no window at all.)
if (typeof window !== 'undefined') window.scrollTo = () => undefined;

// jsdom has the <dialog> element but not its modal methods; these mirror what browsers do with `open`
// and the `close` event. The inert background and the top layer are checked in Chromium (Storybook tests).
if (typeof HTMLDialogElement !== 'undefined' && !HTMLDialogElement.prototype.showModal) {
  HTMLDialogElement.prototype.showModal = function showModal(this: HTMLDialogElement) {
    this.setAttribute('open', '');
  };
  HTMLDialogElement.prototype.close = function close(this: HTMLDialogElement) {
    this.removeAttribute('open');
    this.dispatchEvent(new Event('close'));
  };
}
