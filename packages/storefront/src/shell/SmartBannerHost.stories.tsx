import type { Meta, StoryObj } from '@storybook/react-vite';
import { StorefrontProvider } from '../context.js';
import type { Language } from '../site.js';
import { browserDeps } from '../testing/story-deps.js';
import { SmartBannerHost } from './SmartBannerHost.js';

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
      {/* mdnselection and protection are the pages whose manifest rows ask for the banner. */}
      <SmartBannerHost pageName={pageName} bannerPage={pageName !== 'smartphones'} />
    </StorefrontProvider>
  ),
} satisfies Meta<HostArgs>;
export default meta;
type Story = StoryObj<typeof meta>;

/** On the protection page. */
export const Protection: Story = {};
/** On a page that is not one of the banner's pages: nothing shows. */
export const OtherPage: Story = { args: { pageName: 'smartphones' } };
