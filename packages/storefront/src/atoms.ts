import type { StateSource } from '@carrier/store';
import { useAtomValue } from 'jotai/react';

/** Something whose state is held in an atom of a jotai store: a core package's store, a `Value` the kit shares. */
export type HeldInAtom<T> = Pick<StateSource<T>, 'atom' | 'atoms'>;

/**
 * The state of a store or value, read in a component with jotai's hook from the jotai store it is held in (the
 * page's): the component draws again when it changes.
 * @example const { lock } = useValueOf(cart.lock);
 */
export function useValueOf<T>(source: HeldInAtom<T>): T {
  return useAtomValue(source.atom, { store: source.atoms });
}
