import { formatMoney } from '@carrier/design-system';
import type { TradeInCreditOption } from '@carrier/service-contracts';
import { useLoad, useStorefront } from '@carrier/storefront/kit';
import { useTradeInDeps } from './deps.js';
import { useTradeIn } from './frame.js';
import type { TradeInStrings } from './strings/index.js';

/** An amount in dollars in the site's language. */
export function useMoney() {
  const { site } = useStorefront();
  return (dollars: number) => formatMoney(dollars, site.language);
}

/** A credit option in words: its name and what it comes to. */
export function creditWords(option: TradeInCreditOption, texts: TradeInStrings, money: (n: number) => string) {
  const description =
    option.kind === 'promo'
      ? texts.creditDescription.promo(money(option.total), money(option.monthly ?? 0), option.months ?? 36)
      : texts.creditDescription[option.kind](money(option.total));
  return { label: texts.credit[option.kind] ?? option.kind, description };
}

/** The credit options of this trade-in, for the phone it goes with. */
export function useCreditOptions() {
  const { services } = useTradeInDeps();
  const { state, forWhat } = useTradeIn();
  return useLoad(
    () => services.creditOptions(state.tradeInId ?? '', forWhat.deviceId),
    [state.tradeInId, forWhat.deviceId],
  );
}
