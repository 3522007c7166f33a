import type { Meta, StoryObj } from '@storybook/react-vite';
import { PROPOSITIONS } from '@carrier/live-chat-engine';
import { useEffect, useState } from 'react';
import { createPageAnalytics } from '../analytics.js';
import { StorefrontProvider } from '../context.js';
import type { Language } from '../site.js';
import { browserDeps } from '../testing/story-deps.js';
import { detachedAssist } from '../testing/world.js';
import { AssistHost } from './AssistHost.js';

type Video = 'videoChat' | 'videoAssist' | 'none';

interface AssistArgs {
  /** The proposition livePersonCheck recommends (P_NoNBA: none). */
  readonly proposition: keyof typeof PROPOSITIONS | 'P_NoNBA';
  readonly video: Video;
  readonly language: Language;
}

/** Timers that run at once: the page view, and the offers after it, come as soon as the story renders. */
const AT_ONCE = {
  setTimeout: (callback: () => void) => (callback(), 0),
  clearTimeout: () => undefined,
  setInterval: () => 0,
  clearInterval: () => undefined,
};

/** The answers the services would give for these args. */
function storyDeps({ proposition, video, language }: AssistArgs) {
  const recommendation = {
    serviceHeader: { statusCode: '0' },
    service: {
      serviceBody: { serviceResponse: { propositionList: { proposition: [{ propositionId: proposition }] } } },
    },
  };
  const flags = new Map<string, string>();
  const deps = browserDeps(language);
  return browserDeps(language, {
    // Flags of this story only: a declined offer comes back with the next story.
    shell: { ...deps.shell, sessionFlags: { get: (k) => flags.get(k) ?? null, set: (k, v) => void flags.set(k, v) } },
    site: { base: '/sales/digital', language, channelId: 'VZW-DOTCOM', device: 'desktop' },
    analytics: createPageAnalytics({}, { timers: AT_ONCE }),
    assist: detachedAssist({
      config: { liveChat: true, videoChat: true, videoPages: ['story'] },
      now: () => new Date(2026, 10, 23, video === 'videoChat' ? 12 : 23, 0),
      services: {
        post: async (path) => (path.endsWith('livePersonCheck') ? recommendation : {}),
        readDl: async () => ({ user: { customerTag: 'vzw_cust', loginStatus: 'authenticated' } }),
        videoChat: async () => ({ isVideoChatAvailable: 'y', mediaoutput: { agentstatistics: [{ available: 5 }] } }),
        videoAssistCheck: async () =>
          video === 'videoAssist'
            ? { enableVideoAssist: true, locationCode: 'ST-NYC-5AV' }
            : { enableVideoAssist: false },
      },
      openPopup: (url, { width, height }) =>
        void window.open(url, 'videoAssist', `popup,width=${width},height=${height},noopener`),
    }),
  });
}

function AssistStory(args: AssistArgs) {
  const [deps] = useState(() => storyDeps(args));
  useEffect(() => deps.analytics.pageView({ name: 'story', flow: '', channelSession: 'VZW-DOTCOM' }), [deps]);
  return (
    <StorefrontProvider deps={deps}>
      <p>The page's own content comes first; the embedded offers and video help follow it.</p>
      <AssistHost />
    </StorefrontProvider>
  );
}

const meta = {
  title: 'Store shell/Assistance offers',
  args: { proposition: 'PLP_01', video: 'none', language: 'en' },
  argTypes: {
    proposition: { control: 'select', options: [...Object.keys(PROPOSITIONS), 'P_NoNBA'] },
    video: { control: 'inline-radio', options: ['videoChat', 'videoAssist', 'none'] },
    language: { control: 'inline-radio', options: ['en', 'es'] },
  },
  parameters: {
    layout: 'padded',
    docs: {
      description: {
        component:
          'The live-chat and video offers of a page (spec 4.9, 5.3): what livePersonCheck recommends decides the offer (PLP_01-02 in the page, 03-04 a sticky bar, 05-06 an overlay, 07 the bot opening by itself, 08 the bot behind a button); Chat now opens the chat, No thanks hides chat for the session. Video chat shows in its hours, else video assist when the check names a store.',
      },
    },
  },
  // A story per args: the offer is decided once, when the story renders.
  render: (args) => <AssistStory key={JSON.stringify(args)} {...args} />,
} satisfies Meta<AssistArgs>;
export default meta;
type Story = StoryObj<typeof meta>;

/** PLP_01: a live agent offered in the page. */
export const Embedded: Story = {};
/** PLP_03: a bar along the bottom of the window. */
export const Sticky: Story = { args: { proposition: 'PLP_03' } };
/** PLP_05: a dialog over the page. */
export const Overlay: Story = { args: { proposition: 'PLP_05' } };
/** PLP_07: the bot starts the conversation. */
export const BotProactive: Story = { args: { proposition: 'PLP_07' } };
/** PLP_08: the bot waits behind a button. */
export const BotReactive: Story = { args: { proposition: 'PLP_08' } };
/** No chat; video chat in its hours. */
export const VideoChat: Story = { args: { proposition: 'P_NoNBA', video: 'videoChat' } };
/** No chat; out of hours, video assist at a store. */
export const VideoAssist: Story = { args: { proposition: 'P_NoNBA', video: 'videoAssist' } };
/** In Spanish. */
export const Spanish: Story = { args: { proposition: 'PLP_03', video: 'videoChat', language: 'es' } };
