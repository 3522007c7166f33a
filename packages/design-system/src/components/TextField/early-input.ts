import { useLayoutEffect, useRef, type RefObject } from 'react';

/**
 * Hands what hydration left in a field to its owner, once, as it mounts: a customer who typed into the page drawn on
 * the server before its code ran, or chose from one of its lists, finds what they typed or chose kept (the field's own
 * state takes it), where React would otherwise put back the value it drew at its next render. The node is the
 * server's, so its focus stays where it was. Text fields, lists and the search box use it. It runs as the hydrated page
 * is put in place (a layout effect), before a key pressed next.
 */
export function useEarlyInput(
  input: RefObject<HTMLInputElement | HTMLSelectElement | null>,
  field: { readonly value: string },
  onTyped: (value: string) => void,
): void {
  const mounted = useRef({ field, onTyped });
  useLayoutEffect(() => {
    const { field: drawn, onTyped: report } = mounted.current;
    const node = input.current;
    if (!node || node.value === drawn.value) return;
    // A list whose value is none of its choices shows its first one: React's doing, not the customer's.
    if ('options' in node && ![...node.options].some((option) => option.value === drawn.value)) return;
    report(node.value);
  }, [input]);
}
