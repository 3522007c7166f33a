import { Alert, Button, Checkbox, Skeleton, Stack, TextField } from '@carrier/design-system';
import type { Quote } from '@carrier/service-contracts';
import { useState, type FormEvent } from 'react';
import {
  actionRow,
  card,
  cardList,
  cardTitle,
  factList,
  formWidth,
  formatDay,
  intro,
  mutedText,
  serviceErrorId,
  useGo,
  useHydrated,
  useLoad,
  useStorefront,
  useFormState,
} from '@carrier/storefront/kit';
import { OFFER_PATHS } from './paths.js';
import { useOffersDeps } from './deps.js';
import { OffersPage, useMoney, useTexts } from './frame.js';
import { quoteName } from './quote.js';

/** quotes: this browser's cart saved as quotes (up to the service's number), each deleted, two chosen to compare. */
export function QuotesPage() {
  const texts = useTexts();
  const money = useMoney();
  const { site } = useStorefront();
  const { services } = useOffersDeps();
  const hydrated = useHydrated();
  const go = useGo();
  const quotes = useLoad(() => services.quotes(), []);
  const form = useFormState({ name: '' });
  const { name } = form.values;
  const [busy, setBusy] = useState(false);
  const [notice, setNotice] = useState<{ tone: 'success' | 'warning' | 'error'; text: string }>();
  const [picked, setPicked] = useState<readonly string[]>([]);
  const most = quotes.status === 'ready' ? quotes.value.maxQuotes : 5;

  const save = async (event: FormEvent) => {
    event.preventDefault();
    const named = quoteName(name);
    form.fail(named ? {} : { name: texts.quoteNameError });
    if (!named) return;
    setBusy(true);
    setNotice(undefined);
    try {
      const saved = await services.saveQuote(named);
      setNotice({ tone: 'success', text: texts.quoteSaved(saved.name) });
      form.set('name')('');
      quotes.reload();
    } catch (error) {
      const id = serviceErrorId(error);
      setNotice(
        id === 'CART_EMPTY'
          ? { tone: 'warning', text: texts.cartEmpty }
          : id === 'QUOTES_FULL'
            ? { tone: 'warning', text: texts.quotesFull(most) }
            : { tone: 'error', text: texts.loadFailed },
      );
    }
    setBusy(false);
  };

  const remove = async (quote: Quote) => {
    try {
      quotes.replace(await services.deleteQuote(quote.quoteId));
      setPicked((now) => now.filter((id) => id !== quote.quoteId));
    } catch {
      setNotice({ tone: 'error', text: texts.loadFailed });
    }
  };

  return (
    <OffersPage title={texts.quotesTitle}>
      <p className={intro}>{texts.quotesIntro(most)}</p>
      <form onSubmit={(e) => void save(e)} noValidate className={formWidth}>
        <Stack space="md">
          <TextField
            id="field-quote-name"
            name="quoteName"
            label={texts.quoteName}
            helperText={texts.quoteNameHint}
            value={name}
            onChange={form.set('name')}
            maxLength={40}
            error={form.errors.name}
          />
          <div>
            <Button type="submit" loading={busy} disabled={!hydrated}>
              {busy ? texts.saving : texts.saveQuote}
            </Button>
          </div>
        </Stack>
      </form>
      {notice ? <Alert tone={notice.tone}>{notice.text}</Alert> : null}
      {quotes.status === 'loading' ? <Skeleton height="10rem" /> : null}
      {quotes.status === 'failed' ? <Alert tone="warning">{texts.loadFailed}</Alert> : null}
      {quotes.status === 'ready' && quotes.value.quotes.length === 0 ? <p>{texts.noQuotes}</p> : null}
      {quotes.status === 'ready' && quotes.value.quotes.length > 0 ? (
        <Stack space="md">
          <ul className={cardList}>
            {quotes.value.quotes.map((quote) => (
              <li key={quote.quoteId} className={card}>
                <Stack space="sm">
                  <h2 className={cardTitle}>{quote.name}</h2>
                  <p className={mutedText}>{texts.savedOn(formatDay(quote.createdAt, site.language))}</p>
                  <dl className={factList}>
                    <dt>{texts.dueToday}</dt>
                    <dd>{money(quote.dueToday)}</dd>
                    <dt>{texts.dueMonthly}</dt>
                    <dd>{money(quote.dueMonthly)}</dd>
                  </dl>
                  <div className={actionRow}>
                    <Checkbox
                      label={`${texts.compare}: ${quote.name}`}
                      checked={picked.includes(quote.quoteId)}
                      disabled={!picked.includes(quote.quoteId) && picked.length >= 2}
                      onChange={(on) =>
                        setPicked((now) => (on ? [...now, quote.quoteId] : now.filter((id) => id !== quote.quoteId)))
                      }
                    />
                    <Button variant="secondary" onClick={() => void remove(quote)}>
                      {texts.deleteQuote(quote.name)}
                    </Button>
                  </div>
                </Stack>
              </li>
            ))}
          </ul>
          <div>
            <Button
              disabled={picked.length !== 2}
              onClick={() => go(OFFER_PATHS.quotesComparison, { a: picked[0] ?? '', b: picked[1] ?? '' })}
            >
              {picked.length === 2 ? texts.compare : texts.compareChoose}
            </Button>
          </div>
        </Stack>
      ) : null}
    </OffersPage>
  );
}
