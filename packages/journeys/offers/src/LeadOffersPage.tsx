import { useSearch } from '@tanstack/react-router';
import { intro, serviceErrorId } from '@carrier/storefront/kit';
import { OfferList, OffersPage, useOffers, useTexts } from './frame.js';
import { OpenOffers } from './offer-list.js';

/** leadOffers: the offers of a campaign email's lead (`?leadId=`), or the offers open to every prospect. */
export function LeadOffersPage() {
  const texts = useTexts();
  const { leadId } = useSearch({ strict: false }) as { leadId?: string };
  const lead = useOffers('lead', leadId);
  const notFound = lead.status === 'failed' && serviceErrorId(lead.error) === 'LEAD_NOT_FOUND';
  const name = lead.status === 'ready' ? lead.value.firstName : null;
  return (
    <OffersPage title={texts.leadTitle}>
      <p className={intro}>{name ? texts.leadGreeting(name) : texts.leadIntro}</p>
      {notFound ? <OpenOffers /> : <OfferList read={lead} />}
    </OffersPage>
  );
}
