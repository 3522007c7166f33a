import { useLayoutEffect, useRef, type RefObject } from 'react';

/**
 * Hands what hydration found in the page drawn on the server (`found()`: what the customer left there before the
 * page's code ran, or nothing) to its owner, once, as the component mounts, when it differs from what was drawn: React
 * would otherwise put back its own value at its next render. It runs as the hydrated page is put in place (a layout
 * effect), before a key pressed next. The fields, lists, choices and boxes of the design system use it.
 */
export function useFoundAtHydration<T>(found: () => T | undefined, drawn: T, report: (value: T) => void): void {
  const mounted = useRef({ found, drawn, report });
  useLayoutEffect(() => {
    const { found: read, drawn: value, report: tell } = mounted.current;
    const seen = read();
    if (seen !== undefined && seen !== value) tell(seen);
  }, []);
}

/**
 * Hands what hydration left in a field to its owner, once, as it mounts: a customer who typed into the page drawn on
 * the server before its code ran, or chose from one of its lists, finds what they typed or chose kept (the field's own
 * state takes it). The node is the server's, so its focus stays where it was. Text fields, lists and the search box use
 * it.
 */
export function useEarlyInput(
  input: RefObject<HTMLInputElement | HTMLSelectElement | null>,
  field: { readonly value: string },
  onTyped: (value: string) => void,
): void {
  useFoundAtHydration(
    () => {
      const node = input.current;
      // A list whose value is none of its choices shows its first one: React's doing, not the customer's.
      if (!node || ('options' in node && ![...node.options].some((option) => option.value === field.value))) return;
      return node.value;
    },
    field.value,
    onTyped,
  );
}
