import { Alert, Badge, Link, Stack } from '@carrier/design-system';
import { mutedText, useStorefront } from '@carrier/storefront/kit';
import { BYOD_PATHS } from './paths.js';
import * as styles from './byod.css.js';
import { useCheckedPhone, useTexts, phoneName, ByodPage, useEsimDetails, NextSteps } from './byod.js';

/** dvm/deviceEligibility: whether the checked phone works, the SIMs it takes, its eSIM details, and what next. */
export function DeviceEligibilityPage() {
  const texts = useTexts();
  const { site } = useStorefront();
  const { phone } = useCheckedPhone();
  const esim = useEsimDetails(phone);
  if (!phone)
    return (
      <ByodPage title={texts.resultTitle}>
        <Alert tone="info">
          {texts.nothingChecked} <Link href={`${site.base}${BYOD_PATHS.eligibility}`}>{texts.check}</Link>
        </Alert>
      </ByodPage>
    );
  const { check } = phone;
  const name = phoneName(check);
  const works = check.verdict === 'COMPATIBLE' || check.verdict === 'ESIM_ONLY';
  return (
    <ByodPage title={texts.resultTitle}>
      <Alert tone={works ? 'success' : check.verdict === 'LOCKED' ? 'warning' : 'error'}>
        {check.verdict === 'COMPATIBLE'
          ? texts.works(name)
          : check.verdict === 'ESIM_ONLY'
            ? texts.worksEsim(name)
            : check.verdict === 'LOCKED'
              ? texts.locked(name)
              : texts.incompatible(name)}
      </Alert>
      {check.verdict === 'LOCKED' ? <p>{texts.lockedHow}</p> : null}
      {check.verdict === 'INCOMPATIBLE' ? <p>{texts.incompatibleHow}</p> : null}
      {works ? (
        <Stack space="sm">
          <p>
            {texts.takes} {check.device.sims.map((sim) => texts.sims[sim]).join(' · ')}
          </p>
          {esim.status === 'ready' && esim.details.esimCapable ? (
            <div className={styles.esim}>
              <Badge tone="success">{texts.esimReady}</Badge>
              {esim.details.eid ? <span className={mutedText}>{texts.eid(esim.details.eid.slice(-4))}</span> : null}
            </div>
          ) : null}
          {!check.lockChecked ? <p className={mutedText}>{texts.unlockNote}</p> : null}
        </Stack>
      ) : null}
      <NextSteps check={check} />
    </ByodPage>
  );
}
