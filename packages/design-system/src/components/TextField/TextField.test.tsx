import { act, render, screen } from '@testing-library/react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import userEvent from '@testing-library/user-event';
import { startTransition, useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { EarlyInputContext, earlyInputOf } from './early-input.js';
import { TextField } from './TextField.js';

describe('TextField', () => {
  it('is named by its label', () => {
    render(<TextField label="Promo code" value="" onChange={() => undefined} />);
    expect(screen.getByRole('textbox', { name: 'Promo code' })).toBeInTheDocument();
  });

  it('reports each typed value', async () => {
    const onChange = vi.fn();
    function Controlled() {
      const [value, setValue] = useState('');
      return (
        <TextField
          label="Phone"
          value={value}
          onChange={(next) => {
            onChange(next);
            setValue(next);
          }}
        />
      );
    }
    render(<Controlled />);
    await userEvent.type(screen.getByRole('textbox'), '201');
    expect(onChange).toHaveBeenLastCalledWith('201');
  });

  it('describes the field with its helper text', () => {
    render(<TextField label="Phone" value="" onChange={() => undefined} helperText="10 digits" />);
    expect(screen.getByRole('textbox')).toHaveAccessibleDescription('10 digits');
    expect(screen.getByRole('textbox')).not.toHaveAttribute('aria-invalid');
  });

  it('marks an error with aria-invalid and reads the error instead of the helper text', () => {
    render(
      <TextField
        label="Phone"
        value="1"
        onChange={() => undefined}
        helperText="10 digits"
        error="Enter a valid number."
      />,
    );
    const input = screen.getByRole('textbox');
    expect(input).toHaveAttribute('aria-invalid', 'true');
    expect(input).toHaveAccessibleDescription('Enter a valid number.');
  });

  it('can be marked invalid by a message outside it, and is then described by it too', () => {
    render(
      <>
        <TextField
          label="Promo code"
          value="EXPIRED"
          onChange={() => undefined}
          helperText="7 characters"
          invalid
          aria-describedby="promo-alert"
        />
        <div id="promo-alert">This promo code has expired.</div>
      </>,
    );
    const input = screen.getByRole('textbox');
    expect(input).toHaveAttribute('aria-invalid', 'true');
    expect(input).toHaveAccessibleDescription('7 characters This promo code has expired.');
  });

  it('shows a success message when valid', () => {
    render(
      <TextField label="Phone" value="201-555-0123" onChange={() => undefined} success="This number looks good." />,
    );
    expect(screen.getByRole('textbox')).toHaveAccessibleDescription('This number looks good.');
  });

  it('passes inputMode and maxLength to the input', () => {
    render(<TextField label="Phone" value="" onChange={() => undefined} inputMode="numeric" maxLength={12} />);
    expect(screen.getByRole('textbox')).toHaveAttribute('inputmode', 'numeric');
    expect(screen.getByRole('textbox')).toHaveAttribute('maxlength', '12');
  });
});

describe('TextField drawn before its page’s code runs', () => {
  function Controlled({ seen }: { readonly seen: (value: string) => void }) {
    const [value, setValue] = useState('');
    seen(value);
    return <TextField label="IMEI" value={value} onChange={setValue} />;
  }

  it('what was typed into the prerendered field before hydration is kept, and reaches the state behind it', async () => {
    const container = document.createElement('div');
    container.innerHTML = renderToString(<Controlled seen={() => undefined} />);
    document.body.append(container);
    const input = container.querySelector('input')!;
    input.value = '356938035643809';
    const seen = vi.fn();
    let root: ReturnType<typeof hydrateRoot> | undefined;
    await act(async () => {
      root = hydrateRoot(container, <Controlled seen={seen} />);
    });
    expect(input.value).toBe('356938035643809');
    expect(seen).toHaveBeenLastCalledWith('356938035643809');
    act(() => root?.unmount());
    container.remove();
  });

  it('a field drawn in the browser from the start reports nothing until typed into', async () => {
    const onChange = vi.fn();
    render(<TextField label="IMEI" value="35" onChange={onChange} />);
    await act(async () => undefined);
    expect(onChange).not.toHaveBeenCalled();
  });
});

describe('TextField drawn over a page’s shell (the store replaces the prerendered page)', () => {
  function shellWith(html: string) {
    const shell = document.createElement('div');
    shell.innerHTML = html;
    document.body.append(shell);
    return shell;
  }

  it('takes what was typed into the shell’s field of the same id, and its focus', async () => {
    const shell = shellWith('<input id="field-imei" name="imei" value="">');
    const typedInto = shell.querySelector('input')!;
    typedInto.value = '356938035643809';
    typedInto.focus();
    const early = earlyInputOf(shell);
    shell.remove();
    const onChange = vi.fn();
    render(
      <EarlyInputContext value={early}>
        <TextField id="field-imei" label="IMEI" value="" onChange={onChange} />
      </EarlyInputContext>,
    );
    await act(async () => undefined);
    expect(onChange).toHaveBeenCalledExactlyOnceWith('356938035643809');
    expect(screen.getByRole('textbox', { name: 'IMEI' })).toHaveFocus();
  });

  it('a field of another id takes the value by its name; each value is taken once; untouched fields give nothing', () => {
    const shell = shellWith('<input id="a" name="zip" value=""><input id="b" name="email" value="x@y.example">');
    shell.querySelector<HTMLInputElement>('#a')!.value = '07302';
    const early = earlyInputOf(shell);
    shell.remove();
    expect(early.take({ id: 'other', name: 'zip' })).toEqual({ value: '07302', focused: false });
    expect(early.take({ id: 'a', name: 'zip' })).toBeUndefined();
    expect(early.take({ id: 'b', name: 'email' })).toBeUndefined();
  });

  it('a field whose id differs from the shell’s (ids given on the server and in the browser differ) takes its value by its label, in its place among fields so labelled', async () => {
    const shell = shellWith(
      '<label for="field-_R_1_">Store code</label><input id="field-_R_1_" value="">' +
        '<label for="field-_R_2_">ZIP code</label><input id="field-_R_2_" value="">' +
        '<label for="field-_R_3_">ZIP code</label><input id="field-_R_3_" value="">',
    );
    shell.querySelector<HTMLInputElement>('#field-_R_1_')!.value = 'RP-7K2M';
    shell.querySelector<HTMLInputElement>('#field-_R_3_')!.value = '10001';
    const early = earlyInputOf(shell);
    shell.remove();
    const code = vi.fn();
    const home = vi.fn();
    const billing = vi.fn();
    render(
      <EarlyInputContext value={early}>
        <TextField label="Store code" value="" onChange={code} />
        <TextField label="ZIP code" value="" onChange={home} />
        <TextField label="ZIP code" value="" onChange={billing} />
      </EarlyInputContext>,
    );
    await act(async () => undefined);
    expect(code).toHaveBeenCalledExactlyOnceWith('RP-7K2M');
    expect(home).not.toHaveBeenCalled();
    expect(billing).toHaveBeenCalledExactlyOnceWith('10001');
  });

  it('a checkbox or radio is not a text field: nothing of it is taken', () => {
    const shell = shellWith('<input id="c" type="checkbox" name="terms">');
    shell.querySelector<HTMLInputElement>('#c')!.checked = true;
    const early = earlyInputOf(shell);
    shell.remove();
    expect(early.take({ id: 'c', name: 'terms' })).toBeUndefined();
  });
});

describe('typing that goes on while the store draws over the shell', () => {
  it('what is typed after the shell was first read, until the store has drawn, is what the field takes', () => {
    const shell = document.createElement('div');
    shell.innerHTML = '<input type="search" name="q" value="">';
    document.body.append(shell);
    const input = shell.querySelector('input')!;
    input.value = 'unli';
    const early = earlyInputOf(shell);
    input.value = 'unlimited';
    input.dispatchEvent(new Event('input', { bubbles: true }));
    expect(early.take({ id: 'other', name: 'q' })).toEqual({ value: 'unlimited', focused: false });
    shell.remove();
  });
});

describe('no keystroke is lost in the instant the store replaces the shell', () => {
  it('the store’s field has the value and the focus in the same task that removes the shell’s field, before any further key can arrive', async () => {
    const container = document.createElement('div');
    container.innerHTML = '<label for="q-shell">Search the store</label><input id="q-shell" type="search" value="">';
    document.body.append(container);
    const shellInput = container.querySelector('input')!;
    shellInput.focus();
    shellInput.value = 'unli';
    const early = earlyInputOf(container);
    // A key pressed after the swap runs in a later task; a microtask right after the swap sees what that key would.
    let seen: { focused: string | undefined; value: string | undefined } | undefined;
    const observer = new MutationObserver(() => {
      if (seen || container.contains(shellInput)) return;
      const active = document.activeElement as HTMLInputElement | null;
      seen = { focused: active?.getAttribute('aria-label') ?? active?.id, value: active?.value };
    });
    observer.observe(container, { childList: true, subtree: true });
    function Store() {
      const [value, setValue] = useState('');
      return <TextField id="q-store" label="Search the store" value={value} onChange={setValue} />;
    }
    // Drawn as the browser draws it, not inside act() (which would run the effects at once).
    const actEnvironment = globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean | undefined };
    const wasAct = actEnvironment.IS_REACT_ACT_ENVIRONMENT;
    actEnvironment.IS_REACT_ACT_ENVIRONMENT = false;
    const root = createRoot(container);
    try {
      startTransition(() =>
        root.render(
          <EarlyInputContext value={early}>
            <Store />
          </EarlyInputContext>,
        ),
      );
      await vi.waitFor(() => expect(seen).toBeDefined());
      expect(seen).toEqual({ focused: 'q-store', value: 'unli' });
    } finally {
      observer.disconnect();
      root.unmount();
      container.remove();
      actEnvironment.IS_REACT_ACT_ENVIRONMENT = wasAct;
    }
  });
});

describe('a shell’s field tapped into before anything was typed', () => {
  it('hands the store’s field its focus, and no value (the store’s own stays)', async () => {
    const container = document.createElement('div');
    container.innerHTML = '<label for="q-shell">Search the store</label><input id="q-shell" name="q" value="">';
    document.body.append(container);
    const early = earlyInputOf(container);
    // Tapped into once the shell was read, as the store drew.
    container.querySelector('input')!.focus();
    container.remove();
    const onChange = vi.fn();
    render(
      <EarlyInputContext value={early}>
        <TextField id="q-store" name="q" label="Search the store" value="kept" onChange={onChange} />
      </EarlyInputContext>,
    );
    await act(async () => undefined);
    expect(screen.getByRole('textbox', { name: 'Search the store' })).toHaveFocus();
    expect(onChange).not.toHaveBeenCalled();
  });

  it('a field left for a button of the shell hands no focus on', () => {
    const container = document.createElement('div');
    container.innerHTML = '<input id="a" name="zip" value=""><button type="button">Check</button>';
    document.body.append(container);
    const early = earlyInputOf(container);
    container.querySelector<HTMLInputElement>('#a')!.focus();
    container.querySelector<HTMLButtonElement>('button')!.focus();
    expect(early.take({ id: 'a', name: 'zip' })).toBeUndefined();
    container.remove();
  });

  it('a field left for another before the store drew does not take the focus; the focus goes once', () => {
    const container = document.createElement('div');
    container.innerHTML = '<input id="a" name="zip" value=""><input id="b" name="email" value="">';
    document.body.append(container);
    const early = earlyInputOf(container);
    container.querySelector<HTMLInputElement>('#a')!.focus();
    container.querySelector<HTMLInputElement>('#b')!.focus();
    expect(early.take({ id: 'a', name: 'zip' })).toBeUndefined();
    expect(early.take({ id: 'b', name: 'email' })).toEqual({ focused: true });
    expect(early.take({ id: 'b2', name: 'email' })).toBeUndefined();
    container.remove();
  });

  it('a field typed into keeps its value when the customer then taps into another, whose focus alone is handed on; ids never hand focus', () => {
    const container = document.createElement('div');
    container.innerHTML =
      '<label for="s1">Store code</label><input id="s1" name="" value="">' +
      '<label for="s2">IMEI</label><input id="s2" name="" value="">';
    document.body.append(container);
    const early = earlyInputOf(container);
    const [code, imei] = Array.from(container.querySelectorAll('input'));
    code!.focus();
    code!.value = 'RP-4Q9D';
    code!.dispatchEvent(new Event('input', { bubbles: true }));
    imei!.focus();
    // The store's fields: React's ids may swap between the shell and the store; the labels find their fields.
    const store = document.createElement('div');
    store.innerHTML =
      '<label for="s2">Store code</label><input id="s2" value="">' +
      '<label for="s1">IMEI</label><input id="s1" value="">';
    container.remove();
    document.body.append(store);
    const [storeCode, storeImei] = Array.from(store.querySelectorAll('input'));
    expect(early.take({ id: 's2', element: storeCode })).toEqual({ value: 'RP-4Q9D', focused: false });
    expect(early.take({ id: 's1', element: storeImei })).toEqual({ focused: true });
    store.remove();
  });
});

describe('only the shell’s own inputs are read', () => {
  it('an input added after the shell was read (the store’s own) is never taken as early input', () => {
    const shell = document.createElement('div');
    shell.innerHTML = '<input name="zip" value="">';
    document.body.append(shell);
    const early = earlyInputOf(shell);
    const later = document.createElement('input');
    later.name = 'zip';
    shell.append(later);
    later.value = '07302';
    later.dispatchEvent(new Event('input', { bubbles: true }));
    expect(early.take({ id: 'field-zip', name: 'zip' })).toBeUndefined();
    shell.remove();
  });
});
