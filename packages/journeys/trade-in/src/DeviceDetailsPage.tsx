import { Button, Stack, formatMoney } from '@carrier/design-system';
import { actionRow, bigFigure, mutedText, useGo, useStorefront } from '@carrier/storefront/kit';
import { TRADE_IN_PATHS } from './paths.js';
import { TradeInPage, useStepGuard, useTexts, useTradeIn } from './frame.js';

/** Trade-in device details: the phone as the service recognised it, and what it is worth at best. */
export function DeviceDetailsPage() {
  const texts = useTexts();
  const { site } = useStorefront();
  const { state, dispatch } = useTradeIn();
  useStepGuard(state, 'condition');
  const go = useGo();
  const device = state.device;
  return (
    <TradeInPage title={texts.detailsTitle}>
      {device ? (
        <Stack space="md">
          <p className={bigFigure}>
            {device.make} {device.model}
          </p>
          <p className={mutedText}>{texts.gb(device.storageGb)}</p>
          <p>{texts.worthUpTo(formatMoney(device.goodValue / 100, site.language))}</p>
          <div className={actionRow}>
            <Button onClick={() => go(TRADE_IN_PATHS.deviceCondition)}>{texts.continue}</Button>
            <Button
              variant="secondary"
              onClick={() => {
                dispatch({ type: 'restart' });
                go(TRADE_IN_PATHS.validateDevice);
              }}
            >
              {texts.notYourPhone}
            </Button>
          </div>
        </Stack>
      ) : null}
    </TradeInPage>
  );
}
