import { Alert, Button, Stack, TextField } from '@carrier/design-system';
import {
  PHONE_MAX_DIGITS,
  formatPhoneNumber,
  maskPhoneNumber,
  phoneErrorLabelKey,
  validatePhoneNumber,
  type PhoneErrorType,
} from '@carrier/fnf-validation';
import { Navigate, useNavigate } from '@tanstack/react-router';
import { useEffect, useRef, useState, type FormEvent } from 'react';
import { pageTitle, readableWidth, useStorefront } from '@carrier/storefront/kit';
import { FNF_PAGE_NAME } from './constants.js';
import { FNF_PATHS } from './paths.js';
import type { FnfContent } from './services.js';
import { ContentGate } from './ContentGate.js';
import * as styles from './fnf.css.js';
import { useFnfPart } from './state.js';
import { useFnfPageView } from './usePageView.js';
import { useFnf } from './deps.js';
import { useFnfStrings } from './strings/index.js';

/** The notification event of a number found eligible: its success label shows (spec 3.10, 4.6). */
export const NUMBER_VALID_EVENT = 'NUMBER_VALID';

const ALERT_ID = 'phone-error';
/** Room for the 10 digits and the two dashes of the 3-3-4 display. */
const PHONE_FIELD_MAX_LENGTH = PHONE_MAX_DIGITS + 2;

type Check = 'idle' | 'checking' | 'done';

function NumberForm({ content }: { readonly content: FnfContent }) {
  const { analytics, cart, strings: storeStrings } = useStorefront();
  const { services, session, state } = useFnf();
  const strings = useFnfStrings();
  const labels = content.numberPage;
  const navigate = useNavigate();
  const [phone, setPhone] = useFnfPart(state, 'phone');
  const [touched, setTouched] = useState(false);
  const [check, setCheck] = useState<Check>('idle');
  const [applying, setApplying] = useState(false);
  const [applyFailed, setApplyFailed] = useState(false);
  const latest = useRef(0);

  const format = validatePhoneNumber(phone.fnfPhoneNumber);
  const complete = phone.fnfPhoneNumber.replace(/\D/g, '').length >= PHONE_MAX_DIGITS;
  const formatError: PhoneErrorType | null = format.valid ? null : touched || complete ? format.error : null;
  const serviceError =
    phone.errorType === 'INVALID_NUMBER_EXIST' || phone.errorType === 'SYSTEM_ERROR' ? phone.errorType : null;

  // Entered, then validated: the format check, then the eligibility call (spec 4.8).
  const runEligibility = async (value: string) => {
    const call = ++latest.current;
    setCheck('checking');
    const answer = await services.checkPortIn(value);
    if (call !== latest.current || ('takenOver' in answer && answer.takenOver)) return;
    setCheck('done');
    if (answer.eligible) {
      setPhone({ fnfPhoneNumber: value, isPhoneNumberValid: true, errorType: null });
      // The success label is a notification as the errors are, told at its own level (spec 4.6).
      analytics.error(NUMBER_VALID_EVENT, labels.NumberSuccessLabel, 'SUCCESS');
      return;
    }
    setPhone({ fnfPhoneNumber: value, isPhoneNumberValid: false, errorType: answer.error });
    const message = labels[phoneErrorLabelKey(answer.error)];
    analytics.error(answer.error, message, answer.error === 'SYSTEM_ERROR' ? 'ERROR' : 'WARNING');
  };

  const onChange = (value: string) => {
    const display = formatPhoneNumber(value);
    latest.current++;
    setCheck('idle');
    setPhone({ fnfPhoneNumber: display, isPhoneNumberValid: false, errorType: null });
    if (validatePhoneNumber(display).valid) void runEligibility(display);
  };

  useEffect(() => {
    if (formatError === 'INVALID_PHONE_NUMBER')
      analytics.error(formatError, labels[phoneErrorLabelKey(formatError)], 'WARNING');
  }, [formatError, analytics, labels]);

  // The referral confirmed, the code goes on the cart, whose plans then show the savings: the landing says they are
  // there only once the cart service has taken the code.
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const promotion = session.readPromotion();
    if (!phone.isPhoneNumberValid || !promotion || applying) return;
    setApplying(true);
    setApplyFailed(false);
    try {
      await cart.applyPromotion(promotion.fnfRedemptionCode, FNF_PAGE_NAME);
    } catch {
      setApplying(false);
      setApplyFailed(true);
      return;
    }
    session.savePhone(maskPhoneNumber(phone.fnfPhoneNumber));
    await navigate({ to: FNF_PATHS.landing });
  };

  const fieldError = formatError ? labels[phoneErrorLabelKey(formatError)] : undefined;
  return (
    <Stack space="lg" className={readableWidth}>
      <h1 className={pageTitle}>{labels.NumberPageTitle}</h1>
      <p className={styles.lead}>{labels.NumberPageSubtitle}</p>
      <Stack as="form" space="md" onSubmit={(event) => void submit(event)} noValidate>
        <TextField
          label={strings.phoneLabel}
          name="phone"
          type="tel"
          inputMode="numeric"
          autoComplete="tel-national"
          maxLength={PHONE_FIELD_MAX_LENGTH}
          required
          value={phone.fnfPhoneNumber}
          onChange={onChange}
          onBlur={() => setTouched(true)}
          helperText={strings.phoneHelper}
          error={fieldError}
          {...(phone.isPhoneNumberValid ? { success: labels.NumberSuccessLabel } : {})}
          invalid={serviceError !== null}
          {...(serviceError ? { 'aria-describedby': ALERT_ID } : {})}
        />
        {serviceError ? (
          <Alert tone="warning" id={ALERT_ID}>
            {labels[phoneErrorLabelKey(serviceError)]}
            {serviceError === 'SYSTEM_ERROR' ? (
              <>
                {' '}
                <Button variant="secondary" size="small" onClick={() => void runEligibility(phone.fnfPhoneNumber)}>
                  {storeStrings.retry}
                </Button>
              </>
            ) : null}
          </Alert>
        ) : null}
        <p className={styles.subtext}>{labels.NumberPageSubtext}</p>
        {applyFailed ? <Alert tone="error">{strings.applyFailed}</Alert> : null}
        <div>
          <Button type="submit" disabled={!phone.isPhoneNumberValid} loading={check === 'checking' || applying}>
            {labels.buttonText}
          </Button>
        </div>
      </Stack>
    </Stack>
  );
}

/** `friendsandfamily/validpromo.html`: enter the referring wireless number (spec 2.5, 4.8, 5.1). */
export function NumberPage() {
  const { session } = useFnf();
  useFnfPageView();
  if (!session.readPromotion()) return <Navigate to={FNF_PATHS.promo} replace />;
  return <ContentGate>{(content) => <NumberForm content={content} />}</ContentGate>;
}
