import { Alert, Button, Stack, TextField } from '@carrier/design-system';
import {
  PROMO_CODE_MAX_LENGTH,
  isPromoSubmitEnabled,
  normalizePromoCode,
  promoErrorLabelKey,
  validatePromoCode,
  type PromoErrorType,
} from '@carrier/fnf-validation';
import { useNavigate, useSearch } from '@tanstack/react-router';
import { parsePromoSearch } from './PromoPage.search.js';
import { useEffect, useState, type FormEvent } from 'react';
import { pageTitle, readableWidth, useStorefront } from '@carrier/storefront/kit';
import { FNF_PATHS } from './paths.js';
import type { FnfContent } from './services.js';
import { ContentGate } from './ContentGate.js';
import { useFnfPart } from './state.js';
import { useFnfPageView } from './usePageView.js';
import { useFnf } from './deps.js';
import { useFnfStrings } from './strings/index.js';

const ALERT_ID = 'promo-error';

function PromoForm({ content }: { readonly content: FnfContent }) {
  const { analytics } = useStorefront();
  const { services, session, state } = useFnf();
  const strings = useFnfStrings();
  const labels = content.promoPage;
  const search = parsePromoSearch(useSearch({ strict: false }));
  const navigate = useNavigate();
  const [promotion, setPromotion] = useFnfPart(state, 'promotion');
  const [submitting, setSubmitting] = useState(false);

  // On arrival: a code in the URL prefills the field; a saved result for that code (or for none) comes back.
  useEffect(() => {
    const saved = session.readPromoError();
    const prefill = search.promo;
    if (saved && (!prefill || prefill === saved.fnfRedemptionCode)) {
      setPromotion((s) => ({
        ...s,
        fnfRedemptionCode: saved.fnfRedemptionCode,
        promoValid: false,
        errorType: saved.errorType,
        errorMessage: labels[promoErrorLabelKey(saved.errorType)],
      }));
    } else if (prefill) {
      setPromotion((s) => ({ ...s, fnfRedemptionCode: prefill, promoValid: false, errorType: null, errorMessage: '' }));
    }
    // Runs once per arrival on the page.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  const fail = (code: string, errorType: PromoErrorType) => {
    const errorMessage = labels[promoErrorLabelKey(errorType)];
    setPromotion((s) => ({ ...s, fnfRedemptionCode: code, promoValid: false, errorType, errorMessage }));
    session.savePromoError({ fnfRedemptionCode: code, errorType, errorMessage });
    analytics.error(errorType, errorMessage, errorType === 'SYSTEM_ERROR' ? 'ERROR' : 'WARNING');
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const code = promotion.fnfRedemptionCode;
    if (submitting || !isPromoSubmitEnabled(code)) return;
    const checked = validatePromoCode(code);
    if (!checked.valid) return fail(code, checked.error);
    setSubmitting(true);
    const answer = await services.validatePromo(checked.code);
    // The store is leaving the page (logout, error page): keep the button busy and change nothing.
    if ('takenOver' in answer && answer.takenOver) return;
    setSubmitting(false);
    if (!answer.valid) return fail(checked.code, answer.error);
    session.clearPromoError();
    session.savePromotion({
      fnfRedemptionCode: checked.code,
      numberOfLines: promotion.numberOfLines,
      ...(answer.savings ? { savings: answer.savings } : {}),
    });
    setPromotion((s) => ({
      ...s,
      fnfRedemptionCode: checked.code,
      promoValid: true,
      errorType: null,
      errorMessage: '',
    }));
    await navigate({ to: FNF_PATHS.number });
  };

  const onChange = (value: string) => {
    const code = normalizePromoCode(value).slice(0, PROMO_CODE_MAX_LENGTH);
    if (promotion.errorType) session.clearPromoError();
    setPromotion((s) => ({ ...s, fnfRedemptionCode: code, promoValid: false, errorType: null, errorMessage: '' }));
  };

  const showError = promotion.errorType !== null;
  return (
    <Stack space="lg" className={readableWidth}>
      <h1 className={pageTitle}>{labels.FriendsAndFamilyTitle}</h1>
      <Stack as="form" space="md" onSubmit={(event) => void submit(event)} noValidate>
        <TextField
          label={labels.FriendsAndFamilyLable}
          name="promo"
          value={promotion.fnfRedemptionCode}
          onChange={onChange}
          helperText={strings.promoHelper}
          maxLength={PROMO_CODE_MAX_LENGTH}
          autoComplete="off"
          autoCapitalize="characters"
          spellCheck={false}
          required
          invalid={showError}
          {...(showError ? { 'aria-describedby': ALERT_ID } : {})}
        />
        {showError ? (
          <Alert tone="warning" id={ALERT_ID}>
            {promotion.errorMessage}
          </Alert>
        ) : null}
        <div>
          <Button type="submit" disabled={!isPromoSubmitEnabled(promotion.fnfRedemptionCode)} loading={submitting}>
            {labels.buttonText}
          </Button>
        </div>
      </Stack>
    </Stack>
  );
}

/** `friendsandfamily.html`: enter a Friends and Family promo code (spec 2.5, 4.7, 5.2). */
export function PromoPage() {
  useFnfPageView();
  return <ContentGate>{(content) => <PromoForm content={content} />}</ContentGate>;
}
