import { formatMoney } from '@carrier/design-system';
import { useStorefront } from './context.js';

/** Dollars as the site's language writes them: `useMoney()(1099.99)` is `$1,099.99`. */
export function useMoney(): (amount: number) => string {
  const { site } = useStorefront();
  return (amount: number) => formatMoney(amount, site.language);
}

/** A path of the store under the site's sales base, with its query: `useHref()('/cart.html', { a: '1' })`. */
export function useHref(): (path: string, query?: Readonly<Record<string, string>>) => string {
  const { site } = useStorefront();
  return (path, query = {}) => {
    const search = new URLSearchParams(query).toString();
    return `${site.base}${path}${search ? `?${search}` : ''}`;
  };
}
