import { act, renderHook } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { useFormState, type FormDraft } from '../form-state.js';

/** A draft kept in memory, with what was saved. */
function memoryDraft(kept: Record<string, unknown>): FormDraft & { saved: Record<string, string>[] } {
  const saved: Record<string, string>[] = [];
  return { read: () => kept, save: (values) => void saved.push({ ...values }), saved };
}

describe('one form state for the journeys’ forms', () => {
  it('starts from its draft (a value of another type is ignored) and keeps each change in it', () => {
    const draft = memoryDraft({ zip: '10001', email: 42 });
    const { result } = renderHook(() => useFormState({ zip: '', email: '' }, { draft }));
    expect(result.current.values).toEqual({ zip: '10001', email: '' });
    act(() => result.current.field('email').onChange('ana@example.com'));
    expect(result.current.values.email).toBe('ana@example.com');
    expect(draft.saved.at(-1)).toEqual({ zip: '10001', email: 'ana@example.com' });
  });

  it('a submit that found problems counts as failed (the summary takes focus); one that found none does not', () => {
    const { result } = renderHook(() => useFormState<'zip' | 'email', 'required'>({ zip: '', email: '' }));
    act(() => result.current.fail({ zip: 'required' }));
    expect(result.current.field('zip').error).toBe('required');
    expect(result.current.attempt).toBe(1);
    act(() => result.current.fail({}));
    expect(result.current.errors).toEqual({});
    expect(result.current.attempt).toBe(1);
  });

  it('a problem stays until the next submit, or goes as its field is changed when the form says so', () => {
    const kept = renderHook(() => useFormState<'zip', 'required'>({ zip: '' }));
    act(() => kept.result.current.fail({ zip: 'required' }));
    act(() => kept.result.current.set('zip')('1'));
    expect(kept.result.current.errors.zip).toBe('required');
    const cleared = renderHook(() => useFormState<'zip', 'required'>({ zip: '' }, { clearOnChange: true }));
    act(() => cleared.result.current.fail({ zip: 'required' }));
    act(() => cleared.result.current.set('zip')('1'));
    expect(cleared.result.current.errors.zip).toBeUndefined();
    const ticked = renderHook(() => useFormState({ zip: '', consent: '' }, { clearOnChange: ['consent'] }));
    act(() => ticked.result.current.fail({ zip: 'required', consent: 'required' }));
    act(() => ticked.result.current.set('consent')('yes'));
    act(() => ticked.result.current.set('zip')('1'));
    expect(ticked.result.current.errors).toEqual({ zip: 'required' });
  });

  it('says which fields were changed since the form began', () => {
    const { result } = renderHook(() => useFormState({ zip: '', email: '' }));
    expect([...result.current.touched]).toEqual([]);
    act(() => result.current.set('email')('a'));
    expect([...result.current.touched]).toEqual(['email']);
  });

  it('a required field left empty or blank shows its message; answers whether every one was filled', () => {
    const { result } = renderHook(() => useFormState({ make: '', model: ' ', storage: '128' }));
    let filled = true;
    act(() => {
      filled = result.current.required({ make: 'Choose a make', model: 'Choose a model', storage: 'Choose a size' });
    });
    expect(filled).toBe(false);
    expect(result.current.errors).toEqual({ make: 'Choose a make', model: 'Choose a model' });
    expect(result.current.attempt).toBe(1);
    act(() => result.current.setValues({ make: 'Apple', model: 'iPhone 15', storage: '128' }));
    act(() => {
      filled = result.current.required({ make: 'Choose a make', model: 'Choose a model' });
    });
    expect(filled).toBe(true);
    expect(result.current.errors).toEqual({});
  });
});
