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

/**
 * Hands the choice hydration found in a group of radios to its owner, once, as it mounts: a colour or a storage chosen
 * on the page drawn on the server before its code ran is kept and reaches the state behind it (React keeps what the
 * customer checked while it hydrates, sends no change for it and puts back its own choice at the next render). The
 * colour swatches, the storage tiles and the radio groups use it.
 */
export function useEarlyChoice(
  group: RefObject<HTMLElement | null>,
  value: string,
  onChoose: (value: string) => void,
): void {
  const mounted = useRef({ value, onChoose });
  useLayoutEffect(() => {
    const { value: drawn, onChoose: report } = mounted.current;
    const checked = group.current?.querySelector<HTMLInputElement>('input[type="radio"]:checked:not(:disabled)');
    if (checked && checked.value !== drawn) report(checked.value);
  }, [group]);
}

/** Hands a box ticked or cleared on the page drawn on the server before its code ran to its owner, once, as it mounts. */
export function useEarlyCheck(
  box: RefObject<HTMLInputElement | null>,
  checked: boolean,
  onCheck: (checked: boolean) => void,
): void {
  const mounted = useRef({ checked, onCheck });
  useLayoutEffect(() => {
    const { checked: drawn, onCheck: report } = mounted.current;
    const node = box.current;
    if (node && !node.disabled && node.checked !== drawn) report(node.checked);
  }, [box]);
}
