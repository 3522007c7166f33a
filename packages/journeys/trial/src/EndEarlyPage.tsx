import { Alert, Button, Link, Stack } from '@carrier/design-system';
import { useState } from 'react';
import { actionRow, intro, useGo, useStorefront } from '@carrier/storefront/kit';
import { TRIAL_PATHS } from './paths.js';
import { useTrialDeps } from './deps.js';
import { TrialPage, useTexts } from './frame.js';
import { useDrive, DriveStatus, DriveFacts } from './drive.js';

/** trial/endearly: ending the test drive before its days run out, once the customer says so. */
export function EndEarlyPage() {
  const texts = useTexts();
  const { site } = useStorefront();
  const { services } = useTrialDeps();
  const go = useGo();
  const { drive, found, state, dispatch } = useDrive();
  const [busy, setBusy] = useState(false);
  const [failed, setFailed] = useState(false);
  const end = async () => {
    if (!found) return;
    setBusy(true);
    setFailed(false);
    try {
      const ended = await services.end(found.applicationId);
      dispatch({ type: 'synced', record: ended });
      go(TRIAL_PATHS.end);
    } catch {
      setFailed(true);
      setBusy(false);
    }
  };
  return (
    <TrialPage title={texts.endEarlyTitle} state={state}>
      <DriveStatus drive={drive} />
      {found ? (
        <Stack space="md">
          <p className={intro}>{texts.endEarlyBody}</p>
          <DriveFacts drive={found} />
          {failed ? <Alert tone="error">{texts.endFailed}</Alert> : null}
          <div className={actionRow}>
            <Button variant="secondary" onClick={() => void end()} loading={busy} disabled={found.status === 'ENDED'}>
              {busy ? texts.ending : texts.endNow}
            </Button>
            <Link href={`${site.base}${TRIAL_PATHS.dashboard}`}>{texts.keepGoing}</Link>
          </div>
        </Stack>
      ) : null}
    </TrialPage>
  );
}
