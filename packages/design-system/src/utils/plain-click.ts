import type { MouseEvent } from 'react';

/**
 * Whether a click on a link is the page's to handle: the main button with no key held. A click with Ctrl, ⌘, Shift or
 * Alt (a new tab, a new window, a download) or another button is the browser's, and follows the link.
 */
export function isPlainClick(event: MouseEvent): boolean {
  return (
    !event.defaultPrevented &&
    event.button === 0 &&
    !event.metaKey &&
    !event.ctrlKey &&
    !event.shiftKey &&
    !event.altKey
  );
}

/**
 * A link's click handler that does `run` instead of following the link when the click is the page's (`isPlainClick`):
 * the link still works before the page's code runs, without it, and in a new tab.
 */
export function onPlainClick(run: () => void): (event: MouseEvent) => void {
  return (event) => {
    if (!isPlainClick(event)) return;
    event.preventDefault();
    run();
  };
}
