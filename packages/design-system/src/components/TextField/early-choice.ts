import { useLayoutEffect, useRef, type RefObject } from 'react';

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
