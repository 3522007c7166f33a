import { Button, Stack, TextField } from '@carrier/design-system';
import type { FormEvent, ReactNode } from 'react';
import { useHydrated } from './hydrated.js';
import { formWidth } from './page.css.js';

/**
 * A form that asks for a ZIP code and looks something up by it (stores near it, whether a service reaches it): the
 * field with the phone's number pad and the browser's postal-code autofill, its error, and the button, enabled once
 * the page's code runs (what is typed before is kept by the field).
 * @example <ZipCodeForm label="ZIP code" {...form.field('zip')} submit="Find stores" busy={busy} onSubmit={find} />
 */
export function ZipCodeForm({
  label,
  name = 'zip',
  value,
  onChange,
  error,
  submit,
  busy = false,
  secondary = false,
  maxLength = 5,
  onSubmit,
  children,
}: {
  readonly label: string;
  /** The field's name (`zip`). */
  readonly name?: string;
  readonly value: string;
  readonly onChange: (value: string) => void;
  readonly error?: string | undefined;
  /** The button's words (its words while busy are the caller's to pass). */
  readonly submit: string;
  readonly busy?: boolean;
  /** The button is a secondary one (the form is not the page's main action any more). */
  readonly secondary?: boolean;
  readonly maxLength?: number;
  readonly onSubmit: (event: FormEvent) => void;
  /** What goes above the field (an error of the service). */
  readonly children?: ReactNode;
}) {
  const hydrated = useHydrated();
  return (
    <form onSubmit={onSubmit} noValidate className={formWidth}>
      <Stack space="md">
        {children}
        <TextField
          id="field-zip"
          name={name}
          label={label}
          value={value}
          onChange={onChange}
          inputMode="numeric"
          autoComplete="postal-code"
          maxLength={maxLength}
          error={error}
        />
        <div>
          <Button type="submit" variant={secondary ? 'secondary' : 'primary'} loading={busy} disabled={!hydrated}>
            {submit}
          </Button>
        </div>
      </Stack>
    </form>
  );
}
