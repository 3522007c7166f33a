import { Alert, Skeleton, Stack } from '@carrier/design-system';
import { useSearch } from '@tanstack/react-router';
import {
  card,
  cardTitle,
  formatDay,
  intro,
  mutedText,
  serviceErrorId,
  useLoad,
  useStorefront,
} from '@carrier/storefront/kit';
import { AddToCart, useCartAction } from './cart-action.js';
import { useOffersDeps } from './deps.js';
import { OffersPage, PhoneFacts, useMoney, useTexts } from './frame.js';

/** mylink: what a Specialist put together (`?code=`): the phone, the plan and accessories, into the cart at once. */
export function MyLinkPage() {
  const texts = useTexts();
  const money = useMoney();
  const { site } = useStorefront();
  const { services } = useOffersDeps();
  const { code = '' } = useSearch({ strict: false }) as { code?: string };
  const valid = /^ML-[A-Z0-9]{6}$/.test(code);
  const link = useLoad(() => (valid ? services.myLink(code) : Promise.reject(new Error('no link'))), [code], {
    report: (e) => valid && !['LINK_NOT_FOUND', 'LINK_EXPIRED'].includes(serviceErrorId(e) ?? ''),
  });
  const action = useCartAction();
  const failure =
    link.status !== 'failed'
      ? undefined
      : !code
        ? texts.myLinkMissing
        : serviceErrorId(link.error) === 'LINK_EXPIRED'
          ? texts.linkExpired
          : valid && serviceErrorId(link.error) !== 'LINK_NOT_FOUND'
            ? texts.loadFailed
            : texts.linkNotFound;
  return (
    <OffersPage title={texts.myLinkTitle}>
      {link.status === 'loading' ? <Skeleton height="14rem" /> : null}
      {failure ? <Alert tone={code ? 'warning' : 'info'}>{failure}</Alert> : null}
      {link.status === 'ready' ? (
        <Stack space="md">
          <p className={intro}>{texts.myLinkFrom(link.value.specialist, link.value.storeName)}</p>
          <blockquote>{link.value.note}</blockquote>
          <section className={card} aria-labelledby="link-phone">
            <Stack space="sm">
              <h2 id="link-phone" className={cardTitle}>
                {link.value.phone.name}
              </h2>
              <PhoneFacts phone={link.value.phone} />
              <p>
                {link.value.plan.name}: {texts.autopayPrice(money(link.value.plan.monthly))}
              </p>
              {link.value.accessories.length > 0 ? (
                <ul>
                  {link.value.accessories.map((a) => (
                    <li key={a.accessoryId}>
                      {a.name}: {money(a.price)}
                    </li>
                  ))}
                </ul>
              ) : null}
            </Stack>
          </section>
          <p className={mutedText}>{texts.myLinkExpires(formatDay(link.value.expiresOn, site.language))}</p>
          <AddToCart
            action={action}
            label={texts.addAll}
            onAdd={() =>
              void action.run(async (cart, pageName, intent) => {
                const { phone, plan, accessories } = link.value;
                const added = await cart.addDevice(
                  { deviceId: phone.deviceId, sku: phone.sku, purchaseType: 'devicePayment', ...intent },
                  pageName,
                );
                const line = added.lineDetails.lineInfo.at(-1);
                if (line) await cart.saveLine({ lineId: line.lineId, planId: plan.planId }, pageName);
                if (accessories.length > 0)
                  await cart.addAccessories(
                    accessories.map((a) => ({ accessoryId: a.accessoryId, quantity: 1 })),
                    pageName,
                  );
              })
            }
          />
        </Stack>
      ) : null}
    </OffersPage>
  );
}
