import { checkPhone, digitsOf } from '@carrier/checkout-rules';
import { Alert, Button, Link, Stack, TextField } from '@carrier/design-system';
import { useSearch } from '@tanstack/react-router';
import { useEffect, useState, type FormEvent } from 'react';
import {
  pageTitle,
  signInHref,
  useHydrated,
  usePageTitle,
  useStorefront,
  useFormState,
  useVisitor,
} from '@carrier/storefront/kit';
import { CHECKOUT_PATHS } from './paths.js';
import { ErrorSummary, asCallProblem, problemMessage } from './problems.js';
import { useCheckoutPageView } from './checkout-page.js';
import { useCheckoutStrings } from './words.js';
import { isGuest } from './flow.js';
import { useCheckout } from './session.js';
import * as styles from './checkout.css.js';
import { type GuestSearch } from './guest.js';

/**
 * guestlogin (spec 6.1): an existing customer checks out without signing in, at level L1, with the account's
 * mobile number and the last two digits of the account number; then goes on to the page it came from (the
 * guest checkout when none). The two digits are never kept: not in storage, not in the URL.
 */
export function GuestLoginPage() {
  const texts = useCheckoutStrings();
  const { site, navigate, shell, currentHref } = useStorefront();
  const { services } = useCheckout();
  const { goto } = useSearch({ strict: false }) as GuestSearch;
  const next = goto ?? `${site.base}${CHECKOUT_PATHS.guestCheckout}`;
  usePageTitle(texts.guestLoginTitle);
  useCheckoutPageView(true);
  const form = useFormState({ mdn: '', digits: '' });
  const { mdn, digits } = form.values;
  const { errors } = form;
  const [busy, setBusy] = useState(false);
  const [problem, setProblem] = useState<string>();
  // Until the page's code runs, the form cannot be sent: the browser would put the digits in the address.
  const hydrated = useHydrated();

  // Someone already signed in, or a guest already, has nothing to do here.
  const who = useVisitor();
  const signedIn = who.loggedIn;
  const guest = isGuest(who);
  useEffect(() => {
    if (signedIn) navigate(`${site.base}${CHECKOUT_PATHS.checkout}`);
    else if (guest) navigate(next);
  }, [signedIn, guest, navigate, next, site.base]);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const phone = checkPhone(mdn);
    const found = {
      ...(phone.ok ? {} : { mdn: texts.fieldErrors[phone.error] }),
      ...(/^\d{2}$/.test(digits.trim()) ? {} : { digits: texts.guestDigitsError }),
    };
    form.fail(found);
    setProblem(undefined);
    if (Object.keys(found).length > 0) return;
    setBusy(true);
    try {
      await services.guestLogin(digitsOf(mdn), digits.trim());
      // A whole page load: the session, its timer and the header start again as the guest's.
      navigate(next);
    } catch (error) {
      const failed = asCallProblem(error);
      setProblem(failed.id === 'GUEST_AUTH_FAILED' ? texts.guestAuthFailed : problemMessage(failed, texts));
      setBusy(false);
    }
  };

  const summary = [
    ...(errors.mdn ? [{ id: 'field-mdn', message: `${texts.guestMdn}: ${errors.mdn}` }] : []),
    ...(errors.digits ? [{ id: 'field-digits', message: `${texts.guestDigits}: ${errors.digits}` }] : []),
  ];
  return (
    <Stack space="lg">
      <h1 className={pageTitle}>{texts.guestLoginTitle}</h1>
      <div className={styles.content}>
        <form onSubmit={(event) => void submit(event)} noValidate>
          <Stack space="md">
            <p>{texts.guestLoginIntro}</p>
            <p>
              {texts.guestNotYetCustomer}{' '}
              <Link href={`${site.base}${CHECKOUT_PATHS.checkout}`}>{texts.newCustomerInstead}</Link>
            </p>
            <ErrorSummary items={summary} attempt={form.attempt} />
            {problem && <Alert tone="error">{problem}</Alert>}
            <TextField
              id="field-mdn"
              name="mdn"
              label={texts.guestMdn}
              value={mdn}
              onChange={form.set('mdn')}
              type="tel"
              inputMode="tel"
              autoComplete="tel-national"
              maxLength={14}
              error={errors.mdn}
            />
            <TextField
              id="field-digits"
              name="digits"
              label={texts.guestDigits}
              value={digits}
              onChange={(value) => form.set('digits')(digitsOf(value).slice(0, 2))}
              inputMode="numeric"
              autoComplete="off"
              maxLength={2}
              error={errors.digits}
            />
            <Button type="submit" loading={busy} disabled={!hydrated}>
              {busy ? texts.guestChecking : texts.guestContinue}
            </Button>
            <Link href={signInHref(shell.signInUrl, currentHref())}>{texts.signInInstead}</Link>
          </Stack>
        </form>
      </div>
    </Stack>
  );
}
