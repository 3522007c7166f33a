import type { RefObject } from 'react';
import { useFoundAtHydration } from './early-input.js';

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
  useFoundAtHydration(
    () => group.current?.querySelector<HTMLInputElement>('input[type="radio"]:checked:not(:disabled)')?.value,
    value,
    onChoose,
  );
}

/** Hands a box ticked or cleared on the page drawn on the server before its code ran to its owner, once, as it mounts. */
export function useEarlyCheck(
  box: RefObject<HTMLInputElement | null>,
  checked: boolean,
  onCheck: (checked: boolean) => void,
): void {
  useFoundAtHydration(() => (box.current && !box.current.disabled ? box.current.checked : undefined), checked, onCheck);
}
