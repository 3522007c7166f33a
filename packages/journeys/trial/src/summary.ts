// What an app's first script holds of the trial journey: written from its manifest by the journey's
// summary test (`npx vitest run -u` in the package writes it again); not edited by hand.
import type { JourneySummary } from '@carrier/storefront/kit';

export const TRIAL_SUMMARY: JourneySummary = {
  key: { name: 'trial' },
  pages: [
    ['/trial.html', 'trial'],
    ['/trial/zipcheck.html', 'trial/zipcheck', { visitState: true }],
    ['/trial/eligibility.html', 'trial/eligibility', { visitState: true }],
    ['/trial/verifyimei.html', 'trial/verifyimei', { visitState: true }],
    ['/trial/plansetup.html', 'trial/plansetup', { visitState: true }],
    ['/trial/plandetails.html', 'trial/plandetails', { visitState: true }],
    ['/trial/checkout.html', 'trial/checkout', { visitState: true }],
    ['/trial/faq.html', 'trial/faq'],
    ['/trial/error/zip.html', 'trial/error/zip', { visitState: true }],
    ['/trial/error/device.html', 'trial/error/device', { visitState: true }],
    ['/trial/error/used.html', 'trial/error/used', { visitState: true }],
    ['/trial/error/activation.html', 'trial/error/activation', { visitState: true }],
    ['/trial/nextsteps.html', 'trial/nextsteps'],
    ['/trial/activate.html', 'trial/activate', { visitState: true }],
    ['/trial/confirmation.html', 'trial/confirmation'],
    ['/trial/dashboard.html', 'trial/dashboard'],
    ['/trial/endearly.html', 'trial/endearly', { visitState: true }],
    ['/trial/end.html', 'trial/end'],
  ],
};
