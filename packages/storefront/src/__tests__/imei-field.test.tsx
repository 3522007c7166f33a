import { Button } from '@carrier/design-system';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { StorefrontProvider } from '../context.js';
import { ImeiField, useImeiField } from '../imei-field.js';
import { TEST_SITE, testDeps } from '../testing/test-deps.js';

/** A form with the IMEI field: what it sent, once the field's check let it. */
function CheckPhone({ answer }: { readonly answer?: 'IMEI_INVALID' | 'IMEI_NOT_RECOGNISED' }) {
  const imei = useImeiField();
  const [sent, setSent] = useState<string[]>([]);
  const send = () => {
    const digits = imei.check();
    if (!digits) return;
    setSent((all) => [...all, digits]);
    if (answer === 'IMEI_INVALID') imei.invalid();
    if (answer === 'IMEI_NOT_RECOGNISED') imei.refuse('We could not recognise this phone.');
  };
  return (
    <>
      <ImeiField {...imei.field} />
      <Button onClick={send}>Check</Button>
      <output>{sent.join(' ')}</output>
    </>
  );
}

const renderIn = (language: 'en' | 'es', answer?: 'IMEI_INVALID' | 'IMEI_NOT_RECOGNISED') =>
  render(
    <StorefrontProvider deps={testDeps({ site: { ...TEST_SITE, language } })}>
      <CheckPhone {...(answer ? { answer } : {})} />
    </StorefrontProvider>,
  );

describe('the IMEI field: 15 digits, the last its Luhn check digit, checked before anything is sent', () => {
  it('nothing typed, or not 15 digits, is said on the field, and nothing is sent', async () => {
    const user = userEvent.setup();
    renderIn('en');
    await user.click(screen.getByRole('button', { name: 'Check' }));
    expect(screen.getByRole('textbox', { name: 'IMEI' })).toHaveAccessibleDescription(
      expect.stringContaining('Enter the 15 digits of the IMEI.'),
    );
    await user.type(screen.getByRole('textbox', { name: 'IMEI' }), '35693803564');
    await user.click(screen.getByRole('button', { name: 'Check' }));
    expect(screen.getByText('Enter the 15 digits of the IMEI.')).toBeVisible();
    expect(screen.getByRole('status').textContent).toBe('');
  });

  it('a wrong check digit is no IMEI; groups as the phone shows them are sent as 15 digits', async () => {
    const user = userEvent.setup();
    renderIn('en');
    const field = screen.getByRole('textbox', { name: 'IMEI' });
    await user.type(field, '356938035643808');
    await user.click(screen.getByRole('button', { name: 'Check' }));
    expect(screen.getByText('This is not an IMEI: check the 15 digits.')).toBeVisible();
    await user.clear(field);
    await user.type(field, '35 693803 564380 9');
    await user.click(screen.getByRole('button', { name: 'Check' }));
    expect(screen.queryByText('This is not an IMEI: check the 15 digits.')).toBeNull();
    expect(screen.getByRole('status')).toHaveTextContent('356938035643809');
  });

  it('the service’s answer is said on the field: no IMEI, or a phone it does not know', async () => {
    const user = userEvent.setup();
    renderIn('en', 'IMEI_NOT_RECOGNISED');
    await user.type(screen.getByRole('textbox', { name: 'IMEI' }), '356938035643809');
    await user.click(screen.getByRole('button', { name: 'Check' }));
    expect(screen.getByText('We could not recognise this phone.')).toBeVisible();
  });

  it('on the Spanish site, its hint and problems are in Spanish', async () => {
    const user = userEvent.setup();
    renderIn('es', 'IMEI_INVALID');
    expect(screen.getByText('Marca *#06# en el teléfono para ver su IMEI de 15 dígitos.')).toBeVisible();
    await user.type(screen.getByRole('textbox', { name: 'IMEI' }), '356938035643809');
    await user.click(screen.getByRole('button', { name: 'Check' }));
    expect(screen.getByText('Esto no es un IMEI: revisa los 15 dígitos.')).toBeVisible();
  });
});
