import { parseAppProperties, type AppProperties, type NativeBridge } from '@carrier/native-bridge';

/**
 * The properties the app's bar is drawn from (spec 2.8): the release version, compared with each pattern's minimum,
 * and the line of business, which gives the title's tab. An app whose `fetchClientParameters` leaves one out is asked
 * for it by name with `getParam` (spec 7.4).
 */
export const NAV_PARAMS = ['appReleaseVersion', 'lob'] as const;

/**
 * The properties with those of `NAV_PARAMS` the app left out asked for one by one; an answer that is no value of that
 * property (an unknown line of business, a version that is not one) is reported and left out, and so is a request the
 * app did not answer: the bar is then drawn as for an app that does not say.
 */
export async function askMissing(
  bridge: NativeBridge,
  properties: AppProperties,
  report: (error: unknown) => void,
): Promise<AppProperties> {
  const missing = NAV_PARAMS.filter((name) => properties[name] === undefined);
  if (missing.length === 0) return properties;
  const answers = await Promise.all(
    missing.map(async (name) => {
      try {
        const { value } = await bridge.request('getParam', { name });
        return value === null ? {} : parseAppProperties({ [name]: value });
      } catch (error) {
        report(error);
        return {};
      }
    }),
  );
  return Object.assign({}, properties, ...answers) as AppProperties;
}
