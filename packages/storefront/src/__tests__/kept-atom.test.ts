import { createAtoms } from '@carrier/store';
import { describe, expect, it } from 'vitest';
import { keptAtom, keptAtoms, keptValue } from '../kept.js';
import { memoryStorage } from '../testing/test-deps.js';

type Count = { readonly n: number };
const parse = (kept: unknown): Count =>
  kept && typeof kept === 'object' && typeof (kept as Count).n === 'number' ? (kept as Count) : { n: 0 };
const reducer = (state: Count, by: number): Count => (by === 0 ? state : { n: state.n + by });
const counter = keptAtom('counter', parse, reducer);

describe('a journey’s state kept in session storage (keptAtom)', () => {
  it('starts from what storage holds, checked by its parser; anything unreadable is the start', () => {
    const storage = memoryStorage();
    storage.setItem('counter', JSON.stringify({ n: 4 }));
    expect(keptAtoms({ sessionStorage: storage, atoms: createAtoms() }).get(counter)).toEqual({ n: 4 });
    storage.setItem('counter', '{not json');
    expect(keptAtoms({ sessionStorage: storage, atoms: createAtoms() }).get(counter)).toEqual({ n: 0 });
    storage.setItem('counter', JSON.stringify({ n: '<img>' }));
    expect(keptAtoms({ sessionStorage: storage, atoms: createAtoms() }).get(counter)).toEqual({ n: 0 });
  });

  it('moves only through the reducer, answers the state it led to, and keeps it as it changes', () => {
    const storage = memoryStorage();
    const atoms = keptAtoms({ sessionStorage: storage, atoms: createAtoms() });
    expect(atoms.set(counter, 2)).toEqual({ n: 2 });
    expect(atoms.set(counter, 3)).toEqual({ n: 5 });
    expect(atoms.get(counter)).toEqual({ n: 5 });
    expect(JSON.parse(storage.getItem('counter') ?? 'null')).toEqual({ n: 5 });
    // The next page load reads it back.
    expect(keptAtoms({ sessionStorage: storage, atoms: createAtoms() }).get(counter)).toEqual({ n: 5 });
  });

  it('each page’s jotai store holds its own value: the atom, defined once, holds nobody’s', () => {
    const first = keptAtoms({ sessionStorage: memoryStorage(), atoms: createAtoms() });
    const second = keptAtoms({ sessionStorage: memoryStorage(), atoms: createAtoms() });
    first.set(counter, 7);
    expect(first.get(counter)).toEqual({ n: 7 });
    expect(second.get(counter)).toEqual({ n: 0 });
  });

  it('a storage that is full or blocked keeps nothing, and the state still moves for the page', () => {
    const full = {
      getItem: () => null,
      setItem: () => {
        throw new Error('QuotaExceededError');
      },
      removeItem: () => undefined,
    };
    const atoms = keptAtoms({ sessionStorage: full, atoms: createAtoms() });
    expect(atoms.set(counter, 1)).toEqual({ n: 1 });
    expect(atoms.get(counter)).toEqual({ n: 1 });
  });

  it('listeners hear each change, and nothing of an action that changes nothing', () => {
    const atoms = keptAtoms({ sessionStorage: memoryStorage(), atoms: createAtoms() });
    const heard: number[] = [];
    atoms.sub(counter, () => heard.push(atoms.get(counter).n));
    atoms.set(counter, 1);
    atoms.set(counter, 0);
    atoms.set(counter, 2);
    expect(heard).toEqual([1, 3]);
  });
});

describe('what a journey remembers for the visit, set as a whole (keptValue)', () => {
  const chosen = keptValue('chosen', (kept) => (typeof kept === 'string' ? kept : null));

  it('is read from session storage as the page opens, checked; set as a whole and kept', () => {
    const storage = memoryStorage();
    storage.setItem('chosen', JSON.stringify('PLAN-PP-45'));
    const atoms = keptAtoms({ sessionStorage: storage, atoms: createAtoms() });
    expect(atoms.get(chosen)).toBe('PLAN-PP-45');
    atoms.set(chosen, null);
    expect(atoms.get(chosen)).toBeNull();
    expect(keptAtoms({ sessionStorage: storage, atoms: createAtoms() }).get(chosen)).toBeNull();
    storage.setItem('chosen', '{"not":"a string"}');
    expect(keptAtoms({ sessionStorage: storage, atoms: createAtoms() }).get(chosen)).toBeNull();
  });
});
