import { Button, Skeleton, Stack } from '@carrier/design-system';
import { card, cardList, cardTitle, LoadFailed, useGo, useLoad } from '@carrier/storefront/kit';
import { TRADE_IN_PATHS } from './paths.js';
import { useTradeInDeps } from './deps.js';
import { TradeInPage, useStepGuard, useTexts, useTradeIn } from './frame.js';

/** reviewDocuments: how to prepare the phone, how it is inspected, and when the credit comes. */
export function ReviewDocumentsPage() {
  const texts = useTexts();
  const { services } = useTradeInDeps();
  const { state, dispatch } = useTradeIn();
  useStepGuard(state, 'documents');
  const go = useGo();
  const documents = useLoad(() => services.documents(), []);
  return (
    <TradeInPage title={texts.documentsTitle}>
      {documents.status === 'loading' ? <Skeleton height="12rem" /> : null}
      {documents.status === 'failed' ? <LoadFailed message={texts.documentsFailed} retry={documents.retry} /> : null}
      {documents.status === 'ready' ? (
        <Stack space="lg">
          <ul className={cardList}>
            {documents.value.documents.map((doc) => (
              <li key={doc.id} className={card}>
                <h2 className={cardTitle}>{doc.title}</h2>
                {doc.body.map((line) => (
                  <p key={line}>{line}</p>
                ))}
              </li>
            ))}
          </ul>
          <div>
            <Button
              onClick={() => {
                dispatch({ type: 'documentsReviewed' });
                go(TRADE_IN_PATHS.termsAndCondition);
              }}
            >
              {texts.documentsRead}
            </Button>
          </div>
        </Stack>
      ) : null}
    </TradeInPage>
  );
}
