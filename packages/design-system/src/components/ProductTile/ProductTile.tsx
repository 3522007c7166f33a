import { useStrings } from '../../i18n/strings.js';
import { safeHref, safeImageSrc } from '../../utils/safeHref.js';
import { Badge, type BadgeTone } from '../Badge/Badge.js';
import { Checkbox } from '../Checkbox/Checkbox.js';
import { IconButton } from '../IconButton/IconButton.js';
import { HeartIcon } from '../icons.js';
import { Price, type PriceProps } from '../Price/Price.js';
import { StarRating } from '../StarRating/StarRating.js';
import * as shared from '../shared.css.js';
import * as styles from './ProductTile.css.js';

export interface ProductTileProps {
  readonly name: string;
  readonly maker?: string;
  /** The product page. */
  readonly href: string;
  /** The picture; its alt text is left empty because the tile's name says what it is. */
  readonly imageSrc?: string;
  readonly price: PriceProps;
  readonly rating?: { readonly value: number; readonly count?: number };
  readonly badges?: readonly { readonly label: string; readonly tone?: BadgeTone }[];
  /** The colours it comes in, drawn as dots and counted for screen readers. */
  readonly colors?: readonly { readonly name: string; readonly hex: string }[];
  readonly favorite?: { readonly saved: boolean; readonly onToggle: () => void };
  readonly compare?: {
    readonly checked: boolean;
    readonly onChange: (checked: boolean) => void;
    readonly disabled?: boolean;
  };
  readonly headingLevel?: 2 | 3 | 4;
  /** Loads the picture at once, for tiles in the first screen (the largest paint of a grid). */
  readonly eager?: boolean;
}

const HEX = /^#[0-9a-f]{3,8}$/i;

/**
 * A product in a grid: picture, badges, maker and name (the link), rating, price, colours, and the favorite
 * and compare controls. The whole card is clickable through its name link; the controls stay separate.
 * @example <ProductTile name="Pixel 9" maker="Google" href="/pdp/pixel-9" price={{ retail: 799.99, mode: 'monthly' }} />
 */
export function ProductTile({
  name,
  maker,
  href,
  imageSrc,
  price,
  rating,
  badges = [],
  colors = [],
  favorite,
  compare,
  headingLevel = 3,
  eager = false,
}: ProductTileProps) {
  const strings = useStrings();
  const Heading = `h${headingLevel}` as const;
  const image = safeImageSrc(imageSrc);
  return (
    <article className={styles.tile}>
      <div className={styles.media}>
        {image ? (
          <img
            className={styles.image}
            src={image}
            alt=""
            loading={eager ? 'eager' : 'lazy'}
            decoding="async"
            {...(eager ? { fetchPriority: 'high' as const } : {})}
          />
        ) : null}
        {badges.length > 0 ? (
          <div className={styles.badges}>
            {badges.map((badge) => (
              <Badge key={badge.label} tone={badge.tone ?? 'neutral'}>
                {badge.label}
              </Badge>
            ))}
          </div>
        ) : null}
        {favorite ? (
          <span className={styles.favorite}>
            <IconButton
              label={strings.addToFavorites(name)}
              icon={<HeartIcon filled={favorite.saved} />}
              pressed={favorite.saved}
              onClick={favorite.onToggle}
            />
          </span>
        ) : null}
      </div>
      <div className={styles.body}>
        <Heading className={styles.heading}>
          <a href={safeHref(href)} className={styles.link}>
            {maker ? <span className={styles.maker}>{maker} </span> : null}
            <span className={styles.name}>{name}</span>
          </a>
        </Heading>
        {rating ? (
          <StarRating value={rating.value} {...(rating.count === undefined ? {} : { count: rating.count })} />
        ) : null}
        <Price size="small" {...price} />
        {colors.length > 0 ? (
          <p className={styles.colors}>
            {colors.map((color) => (
              <span
                key={color.name}
                className={styles.dot}
                style={{ background: HEX.test(color.hex) ? color.hex : undefined }}
                title={color.name}
                aria-hidden="true"
              />
            ))}
            <span className={shared.visuallyHidden}>{strings.colors(colors.length)}</span>
          </p>
        ) : null}
        {compare ? (
          <div className={styles.compare}>
            <Checkbox
              label={strings.compare(name)}
              checked={compare.checked}
              onChange={compare.onChange}
              {...(compare.disabled === undefined ? {} : { disabled: compare.disabled })}
            />
          </div>
        ) : null}
      </div>
    </article>
  );
}
