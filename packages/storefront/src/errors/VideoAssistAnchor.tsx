import { openVideoPopup, videoAssistHref } from '../assist/video-link.js';
import { useStorefront } from '../context.js';

/** The link to a store's video assist, opened as a popup sized for the window (spec 2.4). */
export function VideoAssistAnchor({ locationCode }: { readonly locationCode: string }) {
  const { errorTexts, assist } = useStorefront();
  const href = videoAssistHref(locationCode);
  return (
    <a
      href={href}
      target="_blank"
      rel="noopener"
      onClick={(event) => {
        event.preventDefault();
        openVideoPopup(assist, href);
      }}
    >
      {errorTexts.videoAssistLink}
    </a>
  );
}
