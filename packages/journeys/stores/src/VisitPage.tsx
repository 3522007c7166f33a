import { Alert, Link, Skeleton, Stack, formatTime } from '@carrier/design-system';
import { useSearch } from '@tanstack/react-router';
import { formatDay, mutedText, serviceErrorId, useLoad, useStorefront } from '@carrier/storefront/kit';
import { STORE_PATHS } from './paths.js';
import { useStoresDeps } from './deps.js';
import { useTexts } from './stores.js';
import { StoresPage } from './StoresPage.js';

/** stores/visit: the booked visit (`?visit=`), read again by the browser that booked it. */
export function VisitPage() {
  const texts = useTexts();
  const { site } = useStorefront();
  const { services } = useStoresDeps();
  const { visit: visitId = '' } = useSearch({ strict: false }) as { visit?: string };
  const visit = useLoad(() => (visitId ? services.visit(visitId) : Promise.reject(new Error('no visit'))), [visitId], {
    report: (e) => visitId !== '' && serviceErrorId(e) !== 'VISIT_NOT_FOUND',
  });
  return (
    <StoresPage title={texts.visitTitle}>
      {visit.status === 'loading' ? <Skeleton height="8rem" /> : null}
      {visit.status === 'failed' ? <Alert tone="warning">{texts.visitMissing}</Alert> : null}
      {visit.status === 'ready' ? (
        <Stack space="xs">
          <p className={mutedText}>{texts.visitNumber(visit.value.visitId)}</p>
          <p>
            <strong>
              {texts.visitWhen(formatDay(visit.value.day, site.language), formatTime(visit.value.time, site.language))}
            </strong>
          </p>
          <p>{texts.visitWhere(visit.value.storeName, visit.value.address)}</p>
          <p>{texts.reasons[visit.value.reason]}</p>
        </Stack>
      ) : null}
      <Link variant="standalone" href={`${site.base}${STORE_PATHS.finder}`}>
        {texts.findAnother}
      </Link>
    </StoresPage>
  );
}
