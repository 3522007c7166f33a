import type { Meta, StoryObj } from '@storybook/react-vite';
import { StorefrontProvider, type StorefrontDeps } from '../context.js';
import { createPageAnalytics } from '../analytics.js';
import { createFnfSession } from '../fnf/session.js';
import { deviceKind, type Language } from '../site.js';
import {
  detachedAssist,
  detachedCart,
  detachedSessionTimer,
  detachedShop,
  detachedShopServices,
} from '../testing/world.js';
import { SmartBannerHost } from './SmartBannerHost.js';

/** A signed-in visitor on this browser (its real user agent), with the banner's session flag in sessionStorage. */
function browserDeps(language: Language): StorefrontDeps {
  const unused = () => Promise.reject(new Error('not used by the banner'));
  return {
    site: { base: '/sales/digital', language, channelId: 'VZW-DOTCOM-MOB', device: deviceKind(navigator.userAgent) },
    services: { loadContent: unused, validatePromo: unused, checkPortIn: unused },
    session: createFnfSession(window.sessionStorage),
    analytics: createPageAnalytics({}),
    errors: {
      report: () => ({ errorClass: 'scriptError', suffix: 'J', category: 'UIError', name: 'Error', message: '' }),
      handleServiceError: () => ({ type: 'notify' }),
    },
    shop: detachedShop(detachedShopServices({})),
    assist: detachedAssist(),
    navigate: (url) => window.location.assign(url),
    now: Date.now,
    currentHref: () => window.location.href,
    page: { setTitle: () => undefined, setLanguage: () => undefined },
    shell: {
      production: false,
      inApp: false,
      userAgent: navigator.userAgent,
      loggedIn: () => true,
      sessionFlags: {
        get: (key) => window.sessionStorage.getItem(key),
        set: (key, value) => window.sessionStorage.setItem(key, value),
      },
      signInUrl: '/sandbox/signin',
      appLinks: {
        ios: 'https://apps.apple.com/app/my-carrier/id1000000001',
        android: 'https://play.google.com/store/apps/details?id=example.carrier.app',
        web: 'https://www.carrier.example/',
      },
      openExternal: (url) => void window.open(url, '_blank', 'noopener,noreferrer'),
      recentResponses: () => [],
    },
    sessionTimer: detachedSessionTimer({ loggedIn: true, prospect: false, prepay: false }),
    visitor: () => ({ loggedIn: true, prospect: false, prepay: false }),
    cart: detachedCart(),
  };
}

interface HostArgs {
  readonly pageName: string;
  readonly language: Language;
}

const meta = {
  title: 'Store shell/SmartBannerHost',
  args: { pageName: 'protection', language: 'en' },
  argTypes: {
    pageName: { control: 'inline-radio', options: ['protection', 'mdnselection', 'smartphones'] },
    language: { control: 'inline-radio', options: ['en', 'es'] },
  },
  parameters: {
    layout: 'fullscreen',
    docs: {
      description: {
        component:
          "The app-download banner as the store shows it (spec 2.9): for a signed-in visitor on a phone or tablet, on mdnselection and protection. Open this story in a phone viewport with a phone's user agent to see it; View opens the iOS or Android store, or the main site on Windows.",
      },
    },
  },
  render: ({ pageName, language }) => (
    <StorefrontProvider deps={browserDeps(language)}>
      <SmartBannerHost pageName={pageName} />
    </StorefrontProvider>
  ),
} satisfies Meta<HostArgs>;
export default meta;
type Story = StoryObj<typeof meta>;

/** On the protection page. */
export const Protection: Story = {};
/** On a page that is not one of the banner's pages: nothing shows. */
export const OtherPage: Story = { args: { pageName: 'smartphones' } };
