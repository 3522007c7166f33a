// Setup shared by the React packages' jsdom tests.
import '@testing-library/jest-dom/vitest';
import { cleanup, configure } from '@testing-library/react';
import { afterEach } from 'vitest';

afterEach(() => cleanup());

// A page's first drawing in a test file loads its lazy modules (compiled on first import): on a busy two-core
// machine that can take more than the default second, so `findBy…` waits up to five before it fails.
configure({ asyncUtilTimeout: 5000 });

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
