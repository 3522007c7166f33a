// What an app's first script holds of the trial journey: written from its manifest by the journey's
// summary test (`npx vitest run -u` in the package writes it again); not edited by hand.
import type { JourneySummary } from '@carrier/storefront/kit';

export const TRIAL_SUMMARY: JourneySummary = {
  key: { name: 'trial' },
  traits: { visitState: true },
  pages: [
    ['/trial.html', 'trial', {}],
    ['/trial/zipcheck.html', 'trial/zipcheck'],
    ['/trial/eligibility.html', 'trial/eligibility'],
    ['/trial/verifyimei.html', 'trial/verifyimei'],
    ['/trial/plansetup.html', 'trial/plansetup'],
    ['/trial/plandetails.html', 'trial/plandetails'],
    ['/trial/checkout.html', 'trial/checkout'],
    ['/trial/faq.html', 'trial/faq', {}],
    ['/trial/error/zip.html', 'trial/error/zip'],
    ['/trial/error/device.html', 'trial/error/device'],
    ['/trial/error/used.html', 'trial/error/used'],
    ['/trial/error/activation.html', 'trial/error/activation'],
    ['/trial/nextsteps.html', 'trial/nextsteps', {}],
    ['/trial/activate.html', 'trial/activate'],
    ['/trial/confirmation.html', 'trial/confirmation', {}],
    ['/trial/dashboard.html', 'trial/dashboard', {}],
    ['/trial/endearly.html', 'trial/endearly'],
    ['/trial/end.html', 'trial/end', {}],
  ],
};
