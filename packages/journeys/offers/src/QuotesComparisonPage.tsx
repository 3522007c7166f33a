import { Alert, Link, Skeleton } from '@carrier/design-system';
import type { Quote } from '@carrier/service-contracts';
import { useSearch } from '@tanstack/react-router';
import { mutedText, useLoad } from '@carrier/storefront/kit';
import { OFFER_PATHS } from './paths.js';
import { useOffersDeps } from './deps.js';
import { OffersPage, useHref, useMoney, useTexts } from './frame.js';
import * as css from './quotes.css.js';

/** quotesComparison: two saved quotes side by side (`?a=&b=`), item by item, with what differs. */
export function QuotesComparisonPage() {
  const texts = useTexts();
  const money = useMoney();
  const href = useHref();
  const { services } = useOffersDeps();
  const { a, b } = useSearch({ strict: false }) as { a?: string; b?: string };
  const quotes = useLoad(() => services.quotes(), []);
  const first = quotes.status === 'ready' ? quotes.value.quotes.find((q) => q.quoteId === a) : undefined;
  const second = quotes.status === 'ready' ? quotes.value.quotes.find((q) => q.quoteId === b) : undefined;
  const back = (
    <Link variant="standalone" href={href(OFFER_PATHS.quotes)}>
      {texts.backToQuotes}
    </Link>
  );
  const itemPrice = (item: Quote['items'][number]) =>
    [item.dueToday > 0 ? money(item.dueToday) : '', item.monthly > 0 ? texts.perMonth(money(item.monthly)) : '']
      .filter(Boolean)
      .join(' + ') || money(0);
  const signed = (amount: number) => `${amount > 0 ? '+' : amount < 0 ? '−' : ''}${money(Math.abs(amount))}`;
  return (
    <OffersPage title={texts.compareTitle}>
      {quotes.status === 'loading' ? <Skeleton height="12rem" /> : null}
      {quotes.status === 'failed' ? <Alert tone="warning">{texts.loadFailed}</Alert> : null}
      {quotes.status === 'ready' && (!a || !b || a === b) ? <Alert tone="info">{texts.compareMissing}</Alert> : null}
      {quotes.status === 'ready' && a && b && a !== b && (!first || !second) ? (
        <Alert tone="warning">{texts.compareNotFound}</Alert>
      ) : null}
      {first && second && a !== b ? (
        <div className={css.scroll}>
          <table className={css.table}>
            <caption className={mutedText}>{texts.compareCaption(first.name, second.name)}</caption>
            <thead>
              <tr>
                <th scope="col">{texts.item}</th>
                <th scope="col">{first.name}</th>
                <th scope="col">{second.name}</th>
                <th scope="col">{texts.difference}</th>
              </tr>
            </thead>
            <tbody>
              <tr>
                <th scope="row">{texts.dueToday}</th>
                <td>{money(first.dueToday)}</td>
                <td>{money(second.dueToday)}</td>
                <td>{signed(second.dueToday - first.dueToday)}</td>
              </tr>
              <tr>
                <th scope="row">{texts.dueMonthly}</th>
                <td>{money(first.dueMonthly)}</td>
                <td>{money(second.dueMonthly)}</td>
                <td>{signed(second.dueMonthly - first.dueMonthly)}</td>
              </tr>
              {[...new Set([...first.items, ...second.items].map((item) => item.label))].map((label) => {
                const mine = first.items.find((item) => item.label === label);
                const theirs = second.items.find((item) => item.label === label);
                return (
                  <tr key={label}>
                    <th scope="row">{label}</th>
                    <td>{mine ? itemPrice(mine) : texts.notIncluded}</td>
                    <td>{theirs ? itemPrice(theirs) : texts.notIncluded}</td>
                    <td>{mine && theirs ? texts.same : ''}</td>
                  </tr>
                );
              })}
            </tbody>
          </table>
        </div>
      ) : null}
      {back}
    </OffersPage>
  );
}
