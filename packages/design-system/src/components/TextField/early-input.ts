import { createContext, useContext, useEffect, useRef, type RefObject } from 'react';

/** What a customer typed into a field before the page's code ran, and whether the field had the focus. */
export interface TypedEarly {
  readonly value: string;
  readonly focused: boolean;
}

/**
 * What was typed into a page drawn before its code ran (a prerendered shell that the store then draws over): each
 * text field takes its own, once, by its id or its name, so nothing typed is lost.
 */
export interface EarlyInput {
  take(field: { readonly id: string; readonly name?: string | undefined }): TypedEarly | undefined;
}

/** The early input of the page being drawn; none outside a store drawn over its shell. */
export const EarlyInputContext = createContext<EarlyInput | undefined>(undefined);

/** The kinds of input a text field draws. */
const TEXT_TYPES = new Set(['text', 'tel', 'email', 'search', 'url', 'number', 'password', '']);

/**
 * Reads what was typed into the text fields under `root` (a value that is not the one the page was drawn with), by
 * each field's id and its name, and keeps reading what is typed there until the first field takes its own (the
 * store has drawn over the shell by then).
 * @example const early = earlyInputOf(document.getElementById('root')!);
 */
export function earlyInputOf(root: ParentNode): EarlyInput {
  const active = root.ownerDocument?.activeElement ?? null;
  const isText = (input: HTMLInputElement) => TEXT_TYPES.has(input.getAttribute('type') ?? '');
  const fields = new Map<HTMLInputElement, { id: string; name: string; typed: TypedEarly }>();
  const note = (input: HTMLInputElement) => {
    if (!isText(input) || input.value === input.defaultValue) fields.delete(input);
    else {
      const focused = input === (root.ownerDocument?.activeElement ?? active);
      fields.set(input, { id: input.id, name: input.name, typed: { value: input.value, focused } });
    }
  };
  const shellInputs = new Set(root.querySelectorAll('input'));
  shellInputs.forEach(note);
  // Typing goes on while the store draws (a render of the whole page takes a while on a slow phone): what is typed
  // into the shell's own inputs until they are replaced is noted as it comes; the store's inputs never are.
  const onInput = (event: Event) => {
    if (event.target instanceof HTMLInputElement && shellInputs.has(event.target)) note(event.target);
  };
  root.addEventListener('input', onInput, true);
  let watching = true;
  return {
    take({ id, name }) {
      if (watching) {
        root.removeEventListener('input', onInput, true);
        watching = false;
      }
      for (const [input, field] of fields)
        if ((field.id !== '' && field.id === id) || (!!name && field.name === name)) {
          fields.delete(input);
          return field.typed;
        }
      return undefined;
    },
  };
}

/**
 * Hands a field's early input to its owner once, when it mounts: what the store drawn over the page's shell took
 * from the shell's field of the same id or name (with its focus), or what hydration left in the input. Text fields
 * and the search box use it, so nothing typed before the page's code ran is lost.
 */
export function useEarlyInput(
  input: RefObject<HTMLInputElement | null>,
  field: { readonly id: string; readonly name?: string | undefined; readonly value: string },
  onTyped: (value: string) => void,
): void {
  const early = useContext(EarlyInputContext);
  const mounted = useRef({ early, field, onTyped });
  useEffect(() => {
    const { early: shell, field: drawn, onTyped: report } = mounted.current;
    const typed = shell?.take({ id: drawn.id, name: drawn.name });
    const value = typed?.value ?? input.current?.value;
    if (value !== undefined && value !== drawn.value) report(value);
    if (typed?.focused) input.current?.focus();
  }, [input]);
}
