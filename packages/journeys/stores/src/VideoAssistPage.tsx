import { decideVideoOffer, readVideoChat } from '@carrier/live-chat-engine';
import { Alert, Button, Link, Skeleton, Stack } from '@carrier/design-system';
import { useSearch } from '@tanstack/react-router';
import type { JoinVideoRequest, VideoSession } from '@carrier/service-contracts';
import { useEffect, useRef, useState } from 'react';
import { intro, serviceErrorId, useLoad, useStorefront } from '@carrier/storefront/kit';
import { STORE_PATHS } from './paths.js';
import { useStoresDeps } from './deps.js';
import { StoresPage } from './StoresPage.js';
import { useTexts } from './stores.js';

/**
 * The video-assist page the store opens as a popup (spec 2.4), at `/stores/video-assist`: video chat with the next
 * free Specialist (`?type=videochat`), asked again when the page opens (the hours and agents rule of spec 5.3, with
 * a clear word when it is closed or busy), or video assist with the store the video-assist check named
 * (`?locationCode=`).
 */
export function VideoAssistPage() {
  const texts = useTexts();
  const { type, locationCode } = useSearch({ strict: false }) as { type?: string; locationCode?: string };
  if (type === 'videochat') return <VideoChat />;
  if (locationCode) return <VideoAssist locationCode={locationCode} />;
  return (
    <StoresPage title={texts.videoAssistTitle}>
      <Alert tone="info">{texts.videoMissing}</Alert>
    </StoresPage>
  );
}

function VideoChat() {
  const texts = useTexts();
  const { assist } = useStorefront();
  const offer = useLoad(async () => {
    const videoChat = readVideoChat(await assist.services.videoChat());
    return {
      videoChat,
      offer: decideVideoOffer({ now: assist.now(), chatEnabled: assist.config.videoChat, videoChat }),
    };
  }, []);
  return (
    <StoresPage title={texts.videoChatTitle}>
      {offer.status === 'loading' ? <Skeleton lines={2} /> : null}
      {offer.status === 'failed' ? <Closed message={texts.unavailable} /> : null}
      {offer.status === 'ready' ? (
        offer.value.offer.offer === 'videoChat' ? (
          <Join ready={texts.videoChatReady(offer.value.videoChat.agents)} request={{ kind: 'videochat' }} />
        ) : (
          <Closed
            message={
              offer.value.offer.reason === 'OUT_OF_HOURS'
                ? texts.outOfHours
                : offer.value.offer.reason === 'TOO_FEW_AGENTS'
                  ? texts.busy
                  : texts.unavailable
            }
          />
        )
      ) : null}
    </StoresPage>
  );
}

function VideoAssist({ locationCode }: { readonly locationCode: string }) {
  const texts = useTexts();
  const { services } = useStoresDeps();
  const valid = /^ST-[A-Z]{3}-[A-Z0-9]{3}$/.test(locationCode);
  const store = useLoad(
    () => (valid ? services.store(locationCode) : Promise.reject(new Error('not a store'))),
    [locationCode],
    { report: (e) => valid && serviceErrorId(e) !== 'STORE_NOT_FOUND' },
  );
  return (
    <StoresPage title={texts.videoAssistTitle}>
      {store.status === 'loading' ? <Skeleton lines={2} /> : null}
      {store.status === 'failed' ? <Alert tone="warning">{texts.storeUnknown}</Alert> : null}
      {store.status === 'ready' ? (
        <Join ready={texts.videoAssistReady(store.value.store.name)} request={{ kind: 'store', locationCode }} />
      ) : null}
    </StoresPage>
  );
}

/** How often a session's state is asked again: while queued, and while with a Specialist (to see it end). */
const QUEUED_POLL_MS = 2_000;
const CONNECTED_POLL_MS = 5_000;

type Joining =
  | { readonly step: 'idle' }
  | { readonly step: 'busy' }
  | { readonly step: 'session'; readonly session: VideoSession }
  | { readonly step: 'failed'; readonly message: string };

/**
 * Who would join, and the way in: joining asks the video-assist service for a place in the queue (once per key, so a
 * retried call is the same place), then asks again where the session stands, until a Specialist joins and either side
 * ends it. What the page says is the service's answer: a failure says so, and the customer can try again.
 */
function Join({ ready, request }: { readonly ready: string; readonly request: JoinVideoRequest }) {
  const texts = useTexts();
  const { services, newKey } = useStoresDeps();
  const [joining, setJoining] = useState<Joining>({ step: 'idle' });
  const key = useRef<string | undefined>(undefined);
  const session = joining.step === 'session' ? joining.session : undefined;
  const failed = (error: unknown) =>
    setJoining({
      step: 'failed',
      message: serviceErrorId(error) === 'VIDEO_SERVICE_UNAVAILABLE' ? texts.videoUnavailable : texts.videoFailed,
    });

  // While queued or with a Specialist, where the session stands is asked again.
  const live = session && (session.state === 'queued' || session.state === 'connected') ? session : undefined;
  useEffect(() => {
    if (!live) return;
    const timer = setTimeout(
      () => {
        services.readVideo(live.sessionId).then(
          (next) => setJoining({ step: 'session', session: next }),
          (error: unknown) => failed(error),
        );
      },
      live.state === 'queued' ? QUEUED_POLL_MS : CONNECTED_POLL_MS,
    );
    return () => clearTimeout(timer);
    // eslint-disable-next-line react-hooks/exhaustive-deps -- asked again after each answer
  }, [live, services]);

  const join = () => {
    key.current ??= newKey();
    setJoining({ step: 'busy' });
    services.joinVideo(request, key.current).then(
      (joined) => setJoining({ step: 'session', session: joined }),
      (error: unknown) => failed(error),
    );
  };
  const leave = (sessionId: string) => {
    setJoining({ step: 'busy' });
    services.leaveVideo(sessionId).then(
      (left) => setJoining({ step: 'session', session: left }),
      (error: unknown) => failed(error),
    );
  };
  const again = () => {
    key.current = undefined;
    setJoining({ step: 'idle' });
  };

  return (
    <Stack space="md">
      <p className={intro}>{ready}</p>
      <div aria-live="polite">
        {session ? <SessionState session={session} /> : null}
        {joining.step === 'failed' ? <Alert tone="error">{joining.message}</Alert> : null}
      </div>
      <div>
        {joining.step === 'idle' || joining.step === 'busy' ? (
          <Button loading={joining.step === 'busy'} onClick={join}>
            {texts.join}
          </Button>
        ) : live ? (
          <Button variant="secondary" onClick={() => leave(live.sessionId)}>
            {live.state === 'queued' ? texts.leaveQueue : texts.endSession}
          </Button>
        ) : (
          <Button variant="secondary" onClick={again}>
            {texts.joinAgain}
          </Button>
        )}
      </div>
    </Stack>
  );
}

/** What a session's state means to the customer, in words. */
function SessionState({ session }: { readonly session: VideoSession }) {
  const texts = useTexts();
  switch (session.state) {
    case 'queued':
      return <Alert tone="info">{texts.queued(session.position ?? 1)}</Alert>;
    case 'connected':
      return (
        <Alert tone="success" title={texts.connectedTitle}>
          {texts.connected(session.specialist?.name ?? '', session.specialist?.location ?? '')}
        </Alert>
      );
    case 'ended':
      return (
        <Alert tone="info">{session.reason === 'SPECIALIST_ENDED' ? texts.endedBySpecialist : texts.endedByYou}</Alert>
      );
    case 'failed':
      return (
        <Alert tone="warning">{session.reason === 'NO_SPECIALIST' ? texts.noSpecialist : texts.videoFailed}</Alert>
      );
  }
}

/** Video chat is not open now: why, and the way to a store instead. */
function Closed({ message }: { readonly message: string }) {
  const texts = useTexts();
  const { site } = useStorefront();
  return (
    <Stack space="md">
      <Alert tone="info">{message}</Alert>
      <Link variant="standalone" href={`${site.base}${STORE_PATHS.finder}`} target="_blank">
        {texts.findAnother}
      </Link>
    </Stack>
  );
}
