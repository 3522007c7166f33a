import { VisuallyHidden } from '@carrier/design-system';
import { useRouterState } from '@tanstack/react-router';
import { useEffect, useRef, useState, type RefObject } from 'react';

/** A move to another page is told to screen readers this long after it (spec 9: page title announcer delay). */
export const PAGE_ANNOUNCER_DELAY_MS = 300;

/** How long a move waits for a heading other than the page's it left before saying the heading it has. */
const SAME_HEADING_WAIT_MS = 2000;

/** The page's title as the customer sees it: its main heading. */
const headingOf = (main: HTMLElement) => main.querySelector('h1')?.textContent?.trim() ?? '';

/**
 * Tells screen readers which page the customer is on after a move within the store (a page drawn without a
 * full load says nothing by itself): its main heading, 300 ms after the move, or as soon as the heading is
 * drawn when the page is still loading then. The first page of a visit is read by the screen reader itself.
 */
export function PageAnnouncer({ main }: { readonly main: RefObject<HTMLElement | null> }) {
  const path = useRouterState({ select: (state) => state.location.pathname });
  const previous = useRef(path);
  const [said, setSaid] = useState('');

  useEffect(() => {
    if (previous.current === path) return undefined;
    previous.current = path;
    setSaid('');
    // The page left behind, while the new one's code still loads: its heading is not the one to say.
    const left = main.current ? headingOf(main.current) : '';
    let observer: MutationObserver | undefined;
    const timer = setTimeout(() => {
      const element = main.current;
      if (!element) return;
      const heading = headingOf(element);
      if (heading && heading !== left) return setSaid(heading);
      observer = new MutationObserver(() => {
        const drawn = headingOf(element);
        if (!drawn || drawn === left) return;
        observer?.disconnect();
        setSaid(drawn);
      });
      observer.observe(element, { childList: true, subtree: true, characterData: true });
    }, PAGE_ANNOUNCER_DELAY_MS);
    // A page whose heading is the same as the one left still gets said, once it has had time to draw.
    const fallback = setTimeout(() => {
      if (!observer || !main.current) return;
      observer.disconnect();
      setSaid(headingOf(main.current));
    }, PAGE_ANNOUNCER_DELAY_MS + SAME_HEADING_WAIT_MS);
    return () => {
      clearTimeout(timer);
      clearTimeout(fallback);
      observer?.disconnect();
    };
  }, [path, main]);

  return (
    <VisuallyHidden>
      <span role="status">{said}</span>
    </VisuallyHidden>
  );
}
