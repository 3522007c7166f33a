import { useEffect } from 'react';
import { useStorefront } from '@carrier/storefront/kit';
import { SHOP_PATHS } from '@carrier/journey-shop/paths';

/**
 * Back to an order confirmation from the back-forward cache: the order is placed, so the shopping starts again on
 * the smartphones page (spec 2.7).
 */
export function useShoppingAgainOnRestore(): void {
  const { site, shell, navigate } = useStorefront();
  useEffect(
    () => shell.onPageRestored?.(() => navigate(`${site.base}${SHOP_PATHS.gridwallBare}`)),
    [shell, navigate, site.base],
  );
}
