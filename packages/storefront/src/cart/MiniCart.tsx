import { Button, Drawer, Link } from '@carrier/design-system';
import { useStorefront } from '../context.js';
import { CART_PATHS } from '../paths.js';

/** The cart drawer that opens by itself on the first add-to-cart of the session. */
export function MiniCart({ added, onClose }: { readonly added: string; readonly onClose: () => void }) {
  const { site, strings } = useStorefront();
  const texts = strings.miniCart;
  return (
    <Drawer
      open
      onClose={onClose}
      title={texts.title}
      footer={
        <>
          <Link variant="standalone" href={`${site.base}${CART_PATHS.cart}`}>
            {texts.view}
          </Link>
          <Button variant="secondary" onClick={onClose}>
            {texts.continue}
          </Button>
        </>
      }
    >
      <p role="status">{texts.added(added)}</p>
    </Drawer>
  );
}
