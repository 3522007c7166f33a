import { useLayoutEffect, useRef, type RefObject } from 'react';

/**
 * Hands what hydration left in a field to its owner, once, as it mounts: a customer who typed into the page drawn on
 * the server before its code ran finds what they typed kept (the field's own state takes it), where React would
 * otherwise put back the value it drew. The node is the server's, so its focus stays where it was. Text fields and the
 * search box use it. It runs as the hydrated page is put in place (a layout effect), before a key pressed next.
 */
export function useEarlyInput(
  input: RefObject<HTMLInputElement | null>,
  field: { readonly value: string },
  onTyped: (value: string) => void,
): void {
  const mounted = useRef({ field, onTyped });
  useLayoutEffect(() => {
    const { field: drawn, onTyped: report } = mounted.current;
    const value = input.current?.value;
    if (value !== undefined && value !== drawn.value) report(value);
  }, [input]);
}
