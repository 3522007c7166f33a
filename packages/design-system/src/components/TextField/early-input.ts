import { createContext, useContext, useLayoutEffect, useRef, type RefObject } from 'react';

/**
 * What a customer typed into a field before the page's code ran (none when they only tapped into it), and whether the
 * field had the focus.
 */
export interface TypedEarly {
  readonly value?: string;
  readonly focused: boolean;
}

/**
 * What was typed into a page drawn before its code ran (a prerendered shell that the store then draws over): each
 * text field takes its own, once, by its id, its name, or its label (and which of the fields so labelled it is), so
 * nothing typed is lost. The label is what matches most often: the ids React gives fields differ between the shell,
 * rendered on the server, and the store drawn in the browser, and few fields have a name.
 */
export interface EarlyInput {
  take(field: {
    readonly id: string;
    readonly name?: string | undefined;
    /** The field's input as drawn by the store: its label finds the shell's field of the same label. */
    readonly element?: HTMLInputElement | null | undefined;
  }): TypedEarly | undefined;
}

/** The early input of the page being drawn; none outside a store drawn over its shell. */
export const EarlyInputContext = createContext<EarlyInput | undefined>(undefined);

/** The kinds of input a text field draws. */
const TEXT_TYPES = new Set(['text', 'tel', 'email', 'search', 'url', 'number', 'password', '']);

const isText = (input: HTMLInputElement) => TEXT_TYPES.has(input.getAttribute('type') ?? '');
const labelOf = (input: HTMLInputElement) =>
  (input.labels?.[0]?.textContent ?? input.getAttribute('aria-label') ?? '').trim();

/** A text field's label and which of the fields so labelled under `root` it is (`ZIP code#1`); '' without a label. */
function labelKey(input: HTMLInputElement, root: ParentNode): string {
  const label = labelOf(input);
  if (label === '') return '';
  const same = Array.from(root.querySelectorAll('input')).filter((i) => isText(i) && labelOf(i) === label);
  return `${label}#${same.indexOf(input)}`;
}

/**
 * Reads what was typed into the text fields under `root` (a value that is not the one the page was drawn with), by
 * each field's id and its name, and keeps reading what is typed there until the first field takes its own (the
 * store has drawn over the shell by then).
 * @example const early = earlyInputOf(document.getElementById('root')!);
 */
export function earlyInputOf(root: ParentNode): EarlyInput {
  const doc = root.ownerDocument ?? (root as Document);
  const fields = new Map<HTMLInputElement, { id: string; name: string; label: string; value: string }>();
  const note = (input: HTMLInputElement) => {
    if (!isText(input) || input.value === input.defaultValue) fields.delete(input);
    else fields.set(input, { id: input.id, name: input.name, label: labelKey(input, doc), value: input.value });
  };
  const shellInputs = new Set(root.querySelectorAll('input'));
  shellInputs.forEach(note);
  const ofShell = (event: Event) =>
    event.target instanceof HTMLInputElement && shellInputs.has(event.target) && isText(event.target)
      ? event.target
      : undefined;
  // The shell's text field with the focus, and how the store's field finds it (its name, its label): one tapped into
  // before anything was typed hands its focus on all the same, or the keys typed next would go to the page's body
  // once the store has drawn. React's ids differ between the shell and the store and may name another field: they
  // are not used for it.
  const focusOf = (input: HTMLInputElement) => ({ input, name: input.name, label: labelKey(input, doc) });
  const active = doc.activeElement;
  let focused =
    active instanceof HTMLInputElement && shellInputs.has(active) && isText(active) ? focusOf(active) : undefined;
  // Typing goes on while the store draws (a render of the whole page takes a while on a slow phone): what is typed
  // into the shell's own inputs, and where the focus goes among them, is noted as it comes until they are replaced;
  // the store's inputs never are.
  const onInput = (event: Event) => {
    const input = ofShell(event);
    if (input) note(input);
  };
  const onFocusIn = (event: Event) => {
    const input = ofShell(event);
    if (input) focused = focusOf(input);
  };
  const onFocusOut = (event: Event) => {
    // The focus left for another control: it is not handed on. A field removed with the focus (the store drawing over
    // it) keeps it, for the store's field to take; so does one left for nothing (a tap on the page).
    const to = (event as FocusEvent).relatedTarget;
    if (focused && ofShell(event) === focused.input && to instanceof Element) focused = undefined;
  };
  const listeners = [
    ['input', onInput],
    ['focusin', onFocusIn],
    ['focusout', onFocusOut],
  ] as const;
  listeners.forEach(([type, listener]) => root.addEventListener(type, listener, true));
  let watching = true;
  return {
    take({ id, name, element }) {
      if (watching) {
        listeners.forEach(([type, listener]) => root.removeEventListener(type, listener, true));
        watching = false;
      }
      // The store's field is in the page by now, where the shell's was: its label's place among the page's fields.
      const label = element ? labelKey(element, element.ownerDocument) : '';
      for (const [input, field] of fields)
        if (
          (field.id !== '' && field.id === id) ||
          (!!name && field.name === name) ||
          (label !== '' && field.label === label)
        ) {
          fields.delete(input);
          // Focused if it still has the focus: a customer who went on to another field took it there.
          if (input !== focused?.input) return { value: field.value, focused: false };
          focused = undefined;
          return { value: field.value, focused: true };
        }
      // Nothing typed here: the focus alone, when the shell's field of the same name or label had it (once).
      const tapped = focused && !fields.has(focused.input);
      if (tapped && ((!!name && focused?.name === name) || (label !== '' && focused?.label === label))) {
        focused = undefined;
        return { focused: true };
      }
      return undefined;
    },
  };
}

/**
 * Hands a field's early input to its owner once, when it mounts: what the store drawn over the page's shell took
 * from the shell's field of the same id, name or label (with its focus), or what hydration left in the input. Text fields
 * and the search box use it, so nothing typed before the page's code ran is lost. It runs as the store's drawing is
 * put in the page (a layout effect), in the same task that removes the shell's field: a key pressed next lands in the
 * store's field, already focused and holding what was typed, where a later effect would leave it to the page's body.
 */
export function useEarlyInput(
  input: RefObject<HTMLInputElement | null>,
  field: { readonly id: string; readonly name?: string | undefined; readonly value: string },
  onTyped: (value: string) => void,
): void {
  const early = useContext(EarlyInputContext);
  const mounted = useRef({ early, field, onTyped });
  useLayoutEffect(() => {
    const { early: shell, field: drawn, onTyped: report } = mounted.current;
    const typed = shell?.take({ id: drawn.id, name: drawn.name, element: input.current });
    const value = typed?.value ?? input.current?.value;
    if (value !== undefined && value !== drawn.value) report(value);
    if (typed?.focused) input.current?.focus();
  }, [input]);
}
