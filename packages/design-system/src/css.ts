// The curated entry for apps that write their own `.css.ts`: the theme contract and the responsive
// helpers, nothing that renders.
export {
  BREAKPOINTS,
  CONTENT_MAX_WIDTH,
  MOBILE_ONLY_BREAKPOINTS,
  mediaMobileOnly,
  mediaUp,
  responsive,
} from './theme/breakpoints.js';
export type { Breakpoint } from './theme/breakpoints.js';
export { vars } from './theme/contract.css.js';
export { NOTICE_HEIGHT_PROPERTY, belowNotice } from './theme/notice.js';
