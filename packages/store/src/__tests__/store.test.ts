import fc from 'fast-check';
import { describe, expect, it, vi } from 'vitest';
import { createListeners } from '../listeners.js';
import { createAtoms, createStore, createValue } from '../store.js';

describe('one listener set', () => {
  it('calls every listener in the order they subscribed; unsubscribing stops one, twice is harmless', () => {
    const set = createListeners<number>();
    const heard: string[] = [];
    const stopA = set.subscribe((n) => heard.push(`a${n}`));
    set.subscribe((n) => heard.push(`b${n}`));
    set.emit(1);
    stopA();
    stopA();
    set.emit(2);
    expect(heard).toEqual(['a1', 'b1', 'b2']);
    expect(set.size).toBe(1);
    set.clear();
    set.emit(3);
    expect(heard).toHaveLength(3);
  });

  it('the same function subscribed twice is called twice, and each unsubscribe removes one', () => {
    const set = createListeners();
    const listener = vi.fn();
    const first = set.subscribe(listener);
    set.subscribe(listener);
    set.emit();
    first();
    set.emit();
    expect(listener).toHaveBeenCalledTimes(3);
  });

  it('a listener removed by another during an emit is not called', () => {
    const set = createListeners();
    const late = vi.fn();
    let stopLate = () => undefined as void;
    set.subscribe(() => stopLate());
    stopLate = set.subscribe(late);
    set.emit();
    expect(late).not.toHaveBeenCalled();
  });
});

describe('a store over a pure reducer', () => {
  const reducer = (n: number, action: { by: number }) => (action.by === 0 ? n : n + action.by);

  it('changes state only through the reducer, and tells listeners of each change, not of a non-change', () => {
    const store = createStore(reducer, 0);
    const heard: number[] = [];
    store.subscribe((n) => heard.push(n));
    store.dispatch({ by: 2 });
    store.dispatch({ by: 0 });
    store.dispatch({ by: -5 });
    expect(store.getState()).toBe(-3);
    expect(heard).toEqual([2, -3]);
    store.clear();
    store.dispatch({ by: 1 });
    expect(heard).toEqual([2, -3]);
  });

  it('its state is always the reducer folded over the actions', () => {
    fc.assert(
      fc.property(fc.array(fc.integer({ min: -100, max: 100 })), (steps) => {
        const store = createStore(reducer, 0);
        for (const by of steps) store.dispatch({ by });
        return store.getState() === steps.reduce((n, by) => reducer(n, { by }), 0);
      }),
    );
  });

  it('holds its state in a jotai atom of the atoms it is given: one page’s stores share one jotai store', () => {
    const atoms = createAtoms();
    const a = createStore(reducer, 0, atoms);
    const b = createStore(reducer, 10, atoms);
    a.dispatch({ by: 2 });
    b.dispatch({ by: 1 });
    expect(atoms.get(a.atom)).toBe(2);
    expect(atoms.get(b.atom)).toBe(11);
    const heard: number[] = [];
    const stop = atoms.sub(a.atom, () => heard.push(atoms.get(a.atom)));
    a.dispatch({ by: 3 });
    stop();
    expect(heard).toEqual([5]);
  });

  it('clear removes every listener and leaves the state', () => {
    const store = createStore(reducer, 0);
    const heard = vi.fn();
    store.subscribe(heard);
    store.subscribe(heard);
    store.clear();
    store.dispatch({ by: 1 });
    expect(heard).not.toHaveBeenCalled();
    expect(store.getState()).toBe(1);
  });
});

describe('a value set as a whole', () => {
  it('holds what was set last in its atom, and tells listeners of a change, not of the same value again', () => {
    const atoms = createAtoms();
    const open = createValue(false, atoms);
    const heard: boolean[] = [];
    open.subscribe((value) => heard.push(value));
    open.set(true);
    open.set(true);
    open.set(false);
    expect(heard).toEqual([true, false]);
    expect(atoms.get(open.atom)).toBe(false);
    expect(open.atoms).toBe(atoms);
  });
});
