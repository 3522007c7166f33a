/** Video chat is offered from 08:00 until 22:00 local time (spec 5.3, 9). */
export const VIDEO_CHAT_OPENS_AT = 8 * 60;
export const VIDEO_CHAT_CLOSES_AT = 22 * 60;
/** Video chat needs more than this many agents available (spec 5.3, 9). */
export const VIDEO_CHAT_MIN_AGENTS_EXCLUSIVE = 3;
/** The video-assist page, opened as a popup (spec 2.4). */
export const VIDEO_ASSIST_PATH = '/stores/video-assist';
/** The popup's largest width and height, and the window width under which it takes the whole width (spec 2.4, 9). */
export const VIDEO_POPUP_SIZE = 700;
export const VIDEO_POPUP_FULL_WIDTH_BELOW = 720;

/** The videochat service's answer, read (spec 7.3). */
export interface VideoChatAvailability {
  /** `isVideoChatAvailable` is 'y'. */
  readonly available: boolean;
  /** `mediaoutput.agentstatistics[0].available`. */
  readonly agents: number;
}

/** Reads the videochat answer; anything unreadable is no video chat. */
export function readVideoChat(answer: unknown): VideoChatAvailability {
  const root = (typeof answer === 'object' && answer !== null ? answer : {}) as Record<string, unknown>;
  const media = root['mediaoutput'] as { agentstatistics?: { available?: unknown }[] } | undefined;
  const agents = Number(media?.agentstatistics?.[0]?.available);
  return {
    available: String(root['isVideoChatAvailable'] ?? '').toLowerCase() === 'y',
    agents: Number.isFinite(agents) && agents > 0 ? Math.floor(agents) : 0,
  };
}

/** Minutes after local midnight of a time. */
export const localMinutes = (time: Date) => time.getHours() * 60 + time.getMinutes();

export type VideoOffer =
  | { readonly offer: 'videoChat'; readonly reason: 'IN_HOURS_WITH_AGENTS' }
  | { readonly offer: 'videoAssist'; readonly locationCode: string; readonly reason: 'VIDEO_ASSIST_CHECK' }
  | {
      readonly offer: 'none';
      readonly reason: 'OUT_OF_HOURS' | 'CHAT_OFF' | 'NOT_AVAILABLE' | 'TOO_FEW_AGENTS' | 'VIDEO_ASSIST_OFF';
    };

export interface VideoOfferInput {
  /** The local time now. */
  readonly now: Date;
  /** The chat flag. */
  readonly chatEnabled: boolean;
  readonly videoChat: VideoChatAvailability;
  /** The video-assist check's answer (`enableVideoAssist`, `locationCode`), when it was asked. */
  readonly videoAssist?: { readonly enableVideoAssist: boolean; readonly locationCode?: string | undefined };
}

/**
 * Video help to offer (spec 5.3): video chat between 08:00 and 22:00 local time with the chat flag on, the
 * service saying 'y' and more than 3 agents; otherwise video assist when its check enables it with a location.
 */
export function decideVideoOffer(input: VideoOfferInput): VideoOffer {
  const minutes = localMinutes(input.now);
  const why = !input.chatEnabled
    ? 'CHAT_OFF'
    : minutes < VIDEO_CHAT_OPENS_AT || minutes >= VIDEO_CHAT_CLOSES_AT
      ? 'OUT_OF_HOURS'
      : !input.videoChat.available
        ? 'NOT_AVAILABLE'
        : input.videoChat.agents <= VIDEO_CHAT_MIN_AGENTS_EXCLUSIVE
          ? 'TOO_FEW_AGENTS'
          : undefined;
  if (why === undefined) return { offer: 'videoChat', reason: 'IN_HOURS_WITH_AGENTS' };
  const assist = input.videoAssist;
  if (assist?.enableVideoAssist && assist.locationCode)
    return { offer: 'videoAssist', locationCode: assist.locationCode, reason: 'VIDEO_ASSIST_CHECK' };
  return { offer: 'none', reason: assist ? 'VIDEO_ASSIST_OFF' : why };
}

/** The video-assist popup's size for a window (spec 2.4): at most 700 by 700; the whole width under 720. */
export function videoPopupSize(windowWidth: number, windowHeight: number): { width: number; height: number } {
  return {
    width: windowWidth < VIDEO_POPUP_FULL_WIDTH_BELOW ? Math.max(0, Math.floor(windowWidth)) : VIDEO_POPUP_SIZE,
    height: Math.min(VIDEO_POPUP_SIZE, Math.max(0, Math.floor(windowHeight))),
  };
}
