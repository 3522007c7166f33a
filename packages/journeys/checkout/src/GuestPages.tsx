import { checkPhone, digitsOf } from '@carrier/checkout-rules';
import { Alert, Button, Link, Stack, TextField } from '@carrier/design-system';
import type { Order } from '@carrier/service-contracts';
import { useSearch } from '@tanstack/react-router';
import { useEffect, useState, type FormEvent, type ReactNode } from 'react';
import {
  LoadFailed,
  actionLink,
  card,
  cardTitle,
  pageTitle,
  serves,
  signInHref,
  useHydrated,
  useLoad,
  usePageName,
  usePageTitle,
  useStorefront,
} from '@carrier/storefront/kit';
import { BYOD_PATHS } from '@carrier/journey-byod/paths';
import { CART_PATHS } from '@carrier/journey-cart/paths';
import { CHECKOUT_PATHS } from './paths.js';
import { SHOP_PATHS } from '@carrier/journey-shop/paths';
import {
  ErrorSummary,
  asCallProblem,
  problemMessage,
  useCheckoutPageView,
  useCheckoutStrings,
} from './CheckoutFrame.js';
import { HubPage } from './HubPage.js';
import { OrderSummary } from './OrderSummary.js';
import { checkoutQuery, isGuest } from './flow.js';
import { orderNumberOf, orderProof } from './lookup.js';
import { useCheckout } from './session.js';
import * as styles from './checkout.css.js';

/** The guest login's query: the store page to come back to, when it is one (`parseGuestSearch`, manifest). */
interface GuestSearch {
  readonly goto?: string;
}

/** The guest login, coming back to the guest checkout. */
const guestLoginHref = (base: string) =>
  `${base}${CHECKOUT_PATHS.guestLogin}?goto=${encodeURIComponent(`${base}${CHECKOUT_PATHS.guestCheckout}`)}`;

/** A choice of a ways-in page: what it is, what it means, and the way there. */
function Choice({
  title,
  hint,
  children,
}: {
  readonly title: string;
  readonly hint: string;
  readonly children: ReactNode;
}) {
  return (
    <li className={card}>
      <Stack space="sm">
        <h2 className={cardTitle}>{title}</h2>
        <p>{hint}</p>
        {children}
      </Stack>
    </li>
  );
}

/**
 * guestlogin (spec 6.1): an existing customer checks out without signing in, at level L1, with the account's
 * mobile number and the last two digits of the account number; then goes on to the page it came from (the
 * guest checkout when none). The two digits are never kept: not in storage, not in the URL.
 */
export function GuestLoginPage() {
  const texts = useCheckoutStrings();
  const { site, visitor, navigate, shell, currentHref } = useStorefront();
  const { services } = useCheckout();
  const { goto } = useSearch({ strict: false }) as GuestSearch;
  const next = goto ?? `${site.base}${CHECKOUT_PATHS.guestCheckout}`;
  usePageTitle(texts.guestLoginTitle);
  useCheckoutPageView(true);
  const [mdn, setMdn] = useState('');
  const [digits, setDigits] = useState('');
  const [errors, setErrors] = useState<{ mdn?: string; digits?: string }>({});
  const [attempt, setAttempt] = useState(0);
  const [busy, setBusy] = useState(false);
  const [problem, setProblem] = useState<string>();
  // Until the page's code runs, the form cannot be sent: the browser would put the digits in the address.
  const hydrated = useHydrated();

  // Someone already signed in, or a guest already, has nothing to do here.
  const who = visitor();
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
    setErrors(found);
    setProblem(undefined);
    if (Object.keys(found).length > 0) {
      setAttempt((n) => n + 1);
      return;
    }
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
            <ErrorSummary items={summary} attempt={attempt} />
            {problem && <Alert tone="error">{problem}</Alert>}
            <TextField
              id="field-mdn"
              name="mdn"
              label={texts.guestMdn}
              value={mdn}
              onChange={setMdn}
              type="tel"
              inputMode="tel"
              autoComplete="tel-national"
              maxLength={14}
              {...(errors.mdn ? { error: errors.mdn } : {})}
            />
            <TextField
              id="field-digits"
              name="digits"
              label={texts.guestDigits}
              value={digits}
              onChange={(value) => setDigits(digitsOf(value).slice(0, 2))}
              inputMode="numeric"
              autoComplete="off"
              maxLength={2}
              {...(errors.digits ? { error: errors.digits } : {})}
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

/**
 * guestcheckout (spec 2.2, 4.2): the checkout hub of a guest. A prospect is asked to log in as a guest first and
 * comes back here; a signed-in customer has the checkout itself.
 */
export function GuestCheckoutPage() {
  const { site, visitor, navigate, shell } = useStorefront();
  const who = visitor();
  const guest = isGuest(who);
  // In the app, the app authenticates its guests: the web view sends a guest who has not been to its guest
  // authentication (spec 6.5), and this page waits for the app to say who the visitor is.
  const inApp = shell.inApp;
  useEffect(() => {
    if (who.loggedIn) navigate(`${site.base}${CHECKOUT_PATHS.checkout}`);
    else if (!guest && !inApp) navigate(guestLoginHref(site.base));
  }, [who.loggedIn, guest, inApp, navigate, site.base]);
  return guest || inApp ? <HubPage /> : null;
}

/**
 * expresscheckout: a signed-in customer's checkout with what the account knows filled in (the hub does it); a prospect
 * chooses how to check out, and a guest has the guest checkout. The store's fallback for a signed-in customer whose
 * checkout details were lost (spec 8.4) lands here.
 */
export function ExpressCheckoutPage() {
  const { site, visitor, navigate, shell, currentHref } = useStorefront();
  const who = visitor();
  const inApp = shell.inApp;
  useEffect(() => {
    if (who.loggedIn || inApp) return;
    // The query (the lost details) goes with the visitor to their checkout.
    const query = new URL(currentHref()).search;
    navigate(`${site.base}${who.prospect ? CHECKOUT_PATHS.prospectCheckout : CHECKOUT_PATHS.guestCheckout}${query}`);
  }, [who.loggedIn, who.prospect, inApp, navigate, site.base, currentHref]);
  return who.loggedIn || inApp ? <HubPage /> : null;
}

/**
 * prospectCheckout: a prospect's way into checkout, from the cart. A new customer opens an account (the
 * checkout itself), a customer signs in, or checks out as a guest (level L1).
 */
export function ProspectCheckoutPage() {
  const texts = useCheckoutStrings();
  const { site, cart, visitor, navigate, shell, currentHref } = useStorefront();
  const pageName = usePageName();
  usePageTitle(texts.prospectTitle);
  const who = visitor();
  const guest = isGuest(who);
  // Whoever is no prospect has one checkout already; guestCheckout=true (spec 2.6) asks for the guest login.
  const askedGuest = checkoutQuery(new URL(currentHref()).search).guest === true;
  useEffect(() => {
    if (who.loggedIn) navigate(`${site.base}${CHECKOUT_PATHS.checkout}`);
    else if (guest) navigate(`${site.base}${CHECKOUT_PATHS.guestCheckout}`);
    else if (askedGuest) navigate(guestLoginHref(site.base));
  }, [who.loggedIn, guest, askedGuest, navigate, site.base]);
  const loaded = useLoad(() => cart.read(pageName), [pageName]);
  const read = loaded.status === 'ready' ? loaded.value : undefined;
  useCheckoutPageView(loaded.status === 'ready', read ?? undefined);
  const count = read?.cartInfo.itemCount ?? 0;
  const checkout = `${site.base}${CHECKOUT_PATHS.checkout}`;
  return (
    <Stack space="lg">
      <h1 className={pageTitle}>{texts.prospectTitle}</h1>
      {loaded.status === 'failed' && <LoadFailed message={texts.readFailed} retry={loaded.retry} />}
      {loaded.status === 'ready' && count === 0 && (
        <Alert tone="info">
          {texts.emptyCart} <Link href={`${site.base}${SHOP_PATHS.gridwall}`}>{texts.shop}</Link>
        </Alert>
      )}
      {loaded.status === 'ready' && count > 0 && (
        <Stack space="md">
          <p>
            {texts.yourCart(count)} <Link href={`${site.base}${CART_PATHS.cart}`}>{texts.goToCart}</Link>
          </p>
          <ul className={styles.choices}>
            <Choice title={texts.prospectNew} hint={texts.prospectNewHint}>
              <a className={actionLink} href={checkout}>
                {texts.prospectNewAction}
              </a>
            </Choice>
            <Choice title={texts.prospectCustomer} hint={texts.prospectCustomerHint}>
              <a className={actionLink} href={`${shell.signInUrl}?goto=${encodeURIComponent(checkout)}`}>
                {texts.prospectSignIn}
              </a>
            </Choice>
            <Choice title={texts.prospectGuest} hint={texts.prospectGuestHint}>
              <a className={actionLink} href={guestLoginHref(site.base)}>
                {texts.prospectGuestAction}
              </a>
            </Choice>
          </ul>
        </Stack>
      )}
    </Stack>
  );
}

/**
 * prospectbyodoptions (spec 4.1): where a visitor who is not signed in lands when the session times out. The cart is
 * kept: go back to it, bring their own phone (check it works and get a SIM), or start again (the prospect's session
 * is cleared and the gridwall opens).
 */
export function ProspectByodOptionsPage() {
  const texts = useCheckoutStrings();
  const { site, sessionTimer, journeys } = useStorefront();
  usePageTitle(texts.byodTitle);
  useCheckoutPageView(true);
  const [restarting, setRestarting] = useState(false);
  return (
    <Stack space="lg">
      <h1 className={pageTitle}>{texts.byodTitle}</h1>
      <p>{texts.byodIntro}</p>
      <ul className={styles.choices}>
        <Choice title={texts.byodKeep} hint={texts.byodKeepHint}>
          <a className={actionLink} href={`${site.base}${CART_PATHS.cart}`}>
            {texts.goToCart}
          </a>
        </Choice>
        {serves(journeys, BYOD_PATHS.eligibility) ? (
          <Choice title={texts.byodBring} hint={texts.byodBringHint}>
            <a className={actionLink} href={`${site.base}${BYOD_PATHS.eligibility}`}>
              {texts.byodCheckPhone}
            </a>
          </Choice>
        ) : null}
        <Choice title={texts.byodRestart} hint={texts.byodRestartHint}>
          <Button
            variant="secondary"
            loading={restarting}
            onClick={() => {
              setRestarting(true);
              void sessionTimer.clearSession();
            }}
          >
            {restarting ? texts.byodRestarting : texts.byodRestart}
          </Button>
        </Choice>
      </ul>
    </Stack>
  );
}

/**
 * The order lookup (the store's own): anyone, signed in or not, reads an order back with its number and the email
 * or billing ZIP code it was placed with. Neither is kept, and a wrong number and a wrong email answer alike.
 */
export function OrderLookupPage() {
  const texts = useCheckoutStrings();
  const { services } = useCheckout();
  usePageTitle(texts.lookupTitle);
  useCheckoutPageView(true);
  const [number, setNumber] = useState('');
  const [proof, setProof] = useState('');
  const [errors, setErrors] = useState<{ number?: string; proof?: string }>({});
  const [attempt, setAttempt] = useState(0);
  const [busy, setBusy] = useState(false);
  const [problem, setProblem] = useState<string>();
  const [order, setOrder] = useState<Order>();
  // Until the page's code runs, the form cannot be sent: the browser would put the email or ZIP in the address.
  const hydrated = useHydrated();

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const orderNumber = orderNumberOf(number);
    const given = orderProof(proof);
    const found = {
      ...(orderNumber ? {} : { number: texts.lookupNumberError }),
      ...(given ? {} : { proof: texts.lookupProofError }),
    };
    setErrors(found);
    setProblem(undefined);
    if (!orderNumber || !given) {
      setAttempt((n) => n + 1);
      return;
    }
    setBusy(true);
    try {
      setOrder(await services.order(orderNumber, given));
    } catch (error) {
      const failed = asCallProblem(error);
      setProblem(failed.id === 'ORDER_NOT_FOUND' ? texts.lookupNotFound : problemMessage(failed, texts));
    } finally {
      setBusy(false);
    }
  };

  if (order)
    return (
      <Stack space="lg">
        <h1 className={pageTitle}>{texts.lookupTitle}</h1>
        <OrderSummary order={order} />
        <Button
          variant="secondary"
          onClick={() => {
            setOrder(undefined);
            setNumber('');
            setProof('');
          }}
        >
          {texts.lookupAnother}
        </Button>
      </Stack>
    );
  const summary = [
    ...(errors.number ? [{ id: 'field-number', message: `${texts.lookupNumber}: ${errors.number}` }] : []),
    ...(errors.proof ? [{ id: 'field-proof', message: `${texts.lookupEmailOrZip}: ${errors.proof}` }] : []),
  ];
  return (
    <Stack space="lg">
      <h1 className={pageTitle}>{texts.lookupTitle}</h1>
      <div className={styles.content}>
        <form onSubmit={(event) => void submit(event)} noValidate>
          <Stack space="md">
            <p>{texts.lookupIntro}</p>
            <ErrorSummary items={summary} attempt={attempt} />
            {problem && <Alert tone="error">{problem}</Alert>}
            <TextField
              id="field-number"
              name="orderNumber"
              label={texts.lookupNumber}
              value={number}
              onChange={setNumber}
              autoComplete="off"
              maxLength={14}
              {...(errors.number ? { error: errors.number } : {})}
            />
            <TextField
              id="field-proof"
              name="proof"
              label={texts.lookupEmailOrZip}
              value={proof}
              onChange={setProof}
              autoComplete="email"
              maxLength={254}
              {...(errors.proof ? { error: errors.proof } : {})}
            />
            <Button type="submit" loading={busy} disabled={!hydrated}>
              {busy ? texts.lookupFinding : texts.lookupAction}
            </Button>
          </Stack>
        </form>
      </div>
    </Stack>
  );
}
