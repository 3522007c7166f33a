import { Button } from '@carrier/design-system';
import { useShopStrings } from './hooks.js';
import { useFavorites } from '@carrier/storefront/kit';

/** Saves a device or accessory to favorites, or takes it out; says whether the change was saved. */
export function FavoriteButton({
  id,
  kind,
  onSaved,
}: {
  readonly id: string;
  readonly kind: 'device' | 'accessory';
  readonly onSaved?: (ok: boolean) => void;
}) {
  const favorites = useFavorites();
  const texts = useShopStrings().product;
  const saved = favorites.has(id);
  return (
    <Button variant="secondary" aria-pressed={saved} onClick={() => void favorites.toggle(id, kind).then(onSaved)}>
      {saved ? `♥ ${texts.unfavorite}` : `♡ ${texts.favorite}`}
    </Button>
  );
}
