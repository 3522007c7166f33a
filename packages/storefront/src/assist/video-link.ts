import { VIDEO_ASSIST_PATH, videoPopupSize } from '@carrier/live-chat-engine';
import type { AssistDeps } from './deps.js';

/** The video-assist page for a store (spec 2.4). */
export const videoAssistHref = (locationCode: string) =>
  `${VIDEO_ASSIST_PATH}?locationCode=${encodeURIComponent(locationCode)}`;

/** The same page in its video-chat mode (spec 5.3). */
export const VIDEO_CHAT_HREF = `${VIDEO_ASSIST_PATH}?type=videochat`;

/** Opens a video page as a popup sized for the window (spec 2.4: at most 700 by 700, the whole width under 720). */
export function openVideoPopup(assist: Pick<AssistDeps, 'windowSize' | 'openPopup'>, href: string): void {
  const { width, height } = assist.windowSize();
  assist.openPopup(href, videoPopupSize(width, height));
}
