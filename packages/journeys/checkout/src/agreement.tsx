import { Stack, formatMoney, Skeleton } from '@carrier/design-system';
import { LoadFailed, useLoad, useStorefront } from '@carrier/storefront/kit';
import { useCheckoutStrings } from './words.js';
import { useCheckout } from './session.js';
import { Amounts } from './Amounts.js';

/** The terms of one line's agreement, read from the services. */
export function AgreementTerms({ cartId, lineId }: { readonly cartId: string; readonly lineId: string }) {
  const texts = useCheckoutStrings();
  const { site } = useStorefront();
  const { services } = useCheckout();
  const loaded = useLoad(() => services.agreement(cartId, lineId), [cartId, lineId]);
  if (loaded.status === 'failed') return <LoadFailed message={texts.agreementFailed} retry={loaded.retry} />;
  if (loaded.status !== 'ready') return <Skeleton height="10rem" />;
  const a = loaded.value;
  const money = (n: number) => formatMoney(n, site.language);
  return (
    <Stack space="sm">
      <Amounts
        rows={[
          { label: texts.retailPrice, amount: money(a.retailPrice) },
          { label: texts.downPayment, amount: money(a.downPayment) },
          { label: texts.financed, amount: money(a.financed) },
          { label: texts.monthlyFor(a.months), amount: money(a.monthly), total: true },
          { label: texts.apr, amount: `${a.apr}%` },
        ]}
      />
      <ul>
        {a.terms.map((term) => (
          <li key={term}>{term}</li>
        ))}
      </ul>
    </Stack>
  );
}
