import { Link, Skeleton } from '@carrier/design-system';
import {
  SignInPrompt,
  card,
  cardList,
  cardTitle,
  factList,
  formatDay,
  intro,
  serviceErrorId,
  useHref,
  useLoad,
  usePageView,
  useStorefront,
} from '@carrier/storefront/kit';
import { POSTPAID_LINES_URL, PREPAID_PATHS } from './paths.js';
import { usePrepaidDeps } from './deps.js';
import { PrepaidPage, Retry, lineName, useTexts } from './frame.js';

/** prepaid/mdnselection: a signed-in prepaid customer's lines, each with its plan, renewal and a plan change. */
export function MdnSelectionPage() {
  const { shell } = useStorefront();
  return shell.loggedIn() ? <Lines /> : <SignedOut />;
}

function SignedOut() {
  const texts = useTexts();
  usePageView(texts.linesTitle);
  return <SignInPrompt title={texts.linesTitle} body={texts.signInForLines} action={texts.signIn} />;
}

function Lines() {
  const texts = useTexts();
  const href = useHref();
  const { site } = useStorefront();
  const { services } = usePrepaidDeps();
  const lines = useLoad(() => services.lines(), [], {
    report: (e) => serviceErrorId(e) !== 'PREPAID_SIGN_IN_REQUIRED',
  });
  if (lines.status === 'loading')
    return (
      <PrepaidPage title={texts.linesTitle}>
        <Skeleton height="12rem" />
      </PrepaidPage>
    );
  if (lines.status === 'failed')
    return (
      <PrepaidPage title={texts.linesTitle}>
        {serviceErrorId(lines.error) === 'PREPAID_SIGN_IN_REQUIRED' ? (
          <>
            <p className={intro}>{texts.notPrepaid}</p>
            <Link variant="standalone" href={POSTPAID_LINES_URL}>
              {texts.seeAccountLines}
            </Link>
          </>
        ) : (
          <Retry message={texts.linesFailed} retry={lines.reload} />
        )}
      </PrepaidPage>
    );
  return (
    <PrepaidPage title={texts.linesTitle}>
      <p className={intro}>{texts.linesIntro}</p>
      <ul className={cardList}>
        {lines.value.map((line) => (
          <li key={line.mdn} className={card}>
            <h2 className={cardTitle}>{lineName(line.mdn)}</h2>
            <dl className={factList}>
              <dt>{texts.phone}</dt>
              <dd>{line.device}</dd>
              <dt>{texts.plan}</dt>
              <dd>{line.plan.name}</dd>
              <dt>{texts.renews}</dt>
              <dd>{formatDay(line.renews, site.language)}</dd>
            </dl>
            <p>{line.autopay ? texts.autopayOn : texts.autopayOff}</p>
            <Link variant="standalone" href={href(PREPAID_PATHS.plans, { mdn: line.mdn })}>
              {texts.changePlanOf(lineName(line.mdn))}
            </Link>
          </li>
        ))}
      </ul>
    </PrepaidPage>
  );
}
