import { cleanText } from '@carrier/checkout-rules';
import { Alert, Button, Checkbox, Link, Stack } from '@carrier/design-system';
import type { CreditCardPrequalification } from '@carrier/service-contracts';
import { useEffect, useState } from 'react';
import {
  actionRow,
  factList,
  formatDay,
  intro,
  mutedText,
  serviceErrorId,
  useGo,
  useLoad,
  useStorefront,
} from '@carrier/storefront/kit';
import { CREDIT_CARD_PATHS } from './paths.js';
import { useCreditCardDeps } from './deps.js';
import { useMoney, usePercent, useTexts } from './frame.js';

export type Field = 'firstName' | 'lastName' | 'line1' | 'zip' | 'annualIncome';

/** The page an answer belongs on: Maine's disclosure first when it is still to read, then the offer or the reasons. */
export function answerPath(answer: Pick<CreditCardPrequalification, 'decision' | 'stateDisclosure'>): string {
  if (answer.decision === 'ineligible') return CREDIT_CARD_PATHS.ineligible;
  return answer.stateDisclosure && !answer.stateDisclosure.acknowledged
    ? CREDIT_CARD_PATHS.maine
    : CREDIT_CARD_PATHS.eligible;
}

/** An income typed as whole dollars (`52000`, `52,000`, `$52,000`), or undefined for anything else. */
export function parseIncome(input: string): number | undefined {
  const text = cleanText(input)
    .replace(/^\$/, '')
    .replace(/,(?=\d{3}(\D|$))/g, '');
  if (!/^\d{1,8}$/.test(text)) return undefined;
  const income = Number(text);
  return income <= 10_000_000 ? income : undefined;
}

/** The card (read once a visit: the deps keep it). */
export function useProduct() {
  const { services } = useCreditCardDeps();
  return useLoad(() => services.product(), [], { report: () => false });
}

/** Sends an answer that belongs on another page there, once, when the page opens. */
function useElsewhere(path: string | undefined, prequalId: string) {
  const go = useGo();
  useEffect(() => {
    if (path) go(path, { prequalId });
    // eslint-disable-next-line react-hooks/exhaustive-deps -- decided once, when the page opens
  }, []);
}

export function Offer({ answer }: { readonly answer: CreditCardPrequalification }) {
  const texts = useTexts();
  const money = useMoney();
  const percent = usePercent();
  const { site } = useStorefront();
  const product = useProduct();
  // An answer that belongs on another page (no offer, or Maine's disclosure still to read) goes there.
  const belongs = answerPath(answer);
  useElsewhere(belongs === CREDIT_CARD_PATHS.eligible ? undefined : belongs, answer.prequalId);
  const offer = answer.offer;
  if (!offer) return null;
  const card = product.status === 'ready' ? product.value.name : texts.splashTitle;
  return (
    <Stack space="md">
      <p className={intro}>{texts.eligibleIntro(card)}</p>
      <dl className={factList}>
        <dt>{texts.creditLine}</dt>
        <dd>{money(offer.creditLine)}</dd>
        <dt>{texts.apr}</dt>
        <dd>{texts.aprValue(percent(offer.apr))}</dd>
        <dt>{texts.annualFee}</dt>
        <dd>{texts.none}</dd>
        <dt>{texts.expiresOn}</dt>
        <dd>{formatDay(offer.expiresOn, site.language)}</dd>
      </dl>
      <p className={mutedText}>{texts.notAGuarantee}</p>
      <div className={actionRow}>
        <Link variant="standalone" href={`${site.base}${CREDIT_CARD_PATHS.interstitial}?prequalId=${answer.prequalId}`}>
          {texts.applyNow}
        </Link>
      </div>
    </Stack>
  );
}

export function MaineDisclosure({ answer }: { readonly answer: CreditCardPrequalification }) {
  const texts = useTexts();
  const { services } = useCreditCardDeps();
  const go = useGo();
  const [read, setRead] = useState(false);
  const [problem, setProblem] = useState<string>();
  const [busy, setBusy] = useState(false);
  const disclosure = answer.stateDisclosure;
  // Nothing to read here (another state, or no offer): the answer's own page.
  useElsewhere(disclosure ? undefined : answerPath(answer), answer.prequalId);
  if (!disclosure) return null;
  const submit = async () => {
    if (!read) return setProblem(texts.maineError);
    setBusy(true);
    setProblem(undefined);
    try {
      await services.acknowledge(answer.prequalId, disclosure.version);
      go(CREDIT_CARD_PATHS.eligible, { prequalId: answer.prequalId });
    } catch (error) {
      setProblem(serviceErrorId(error) === 'DISCLOSURE_CHANGED' ? texts.maineChanged : texts.serviceDown);
      setBusy(false);
    }
  };
  return (
    <Stack space="md">
      <p className={intro}>{texts.maineIntro}</p>
      <section aria-labelledby="disclosure-title">
        <Stack space="sm">
          <h2 id="disclosure-title">{disclosure.title}</h2>
          {disclosure.body.map((paragraph) => (
            <p key={paragraph}>{paragraph}</p>
          ))}
        </Stack>
      </section>
      <Checkbox
        label={texts.maineRead}
        checked={read}
        onChange={(checked) => {
          setRead(checked);
          if (checked) setProblem(undefined);
        }}
        error={problem === texts.maineError ? problem : undefined}
      />
      {problem && problem !== texts.maineError ? <Alert tone="error">{problem}</Alert> : null}
      <div>
        <Button onClick={() => void submit()} loading={busy}>
          {texts.continue}
        </Button>
      </div>
    </Stack>
  );
}
