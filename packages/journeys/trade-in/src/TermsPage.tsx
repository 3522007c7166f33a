import { Button, Checkbox, Skeleton, Stack } from '@carrier/design-system';
import { LoadFailed, useAgreeToContinue, useGo, useLoad } from '@carrier/storefront/kit';
import { TRADE_IN_PATHS } from './paths.js';
import { useTradeInDeps } from './deps.js';
import { TradeInPage, useStepGuard, useTexts, useTradeIn } from './frame.js';

/** termsAndCondition: the trade-in terms, to agree to. */
export function TermsPage() {
  const texts = useTexts();
  const { services } = useTradeInDeps();
  const { state, dispatch } = useTradeIn();
  useStepGuard(state, 'terms');
  const go = useGo();
  const documents = useLoad(() => services.documents(), []);
  const agreement = useAgreeToContinue(texts.termsError);
  const terms = documents.status === 'ready' ? documents.value.terms : undefined;
  return (
    <TradeInPage title={terms?.title ?? texts.termsAgree}>
      {documents.status === 'loading' ? <Skeleton height="10rem" /> : null}
      {documents.status === 'failed' ? <LoadFailed message={texts.documentsFailed} retry={documents.retry} /> : null}
      {terms ? (
        <Stack space="md">
          <ol>
            {terms.body.map((line) => (
              <li key={line}>{line}</li>
            ))}
          </ol>
          <Checkbox label={texts.termsAgree} {...agreement.checkbox} />
          <div>
            <Button
              onClick={() => {
                if (!agreement.confirm()) return;
                dispatch({ type: 'termsAccepted' });
                go(TRADE_IN_PATHS.completeTradein);
              }}
            >
              {texts.continue}
            </Button>
          </div>
        </Stack>
      ) : null}
    </TradeInPage>
  );
}
