import { decideVideoOffer, readVideoChat } from '@carrier/live-chat-engine';
import { Alert, Button, Link, Skeleton, Stack } from '@carrier/design-system';
import { useSearch } from '@tanstack/react-router';
import { useState } from 'react';
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
          <Join ready={texts.videoChatReady(offer.value.videoChat.agents)} />
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
      {store.status === 'ready' ? <Join ready={texts.videoAssistReady(store.value.store.name)} /> : null}
    </StoresPage>
  );
}

/** Who would join, and the way in: the carrier's video service is outside the store, so joining queues the call. */
function Join({ ready }: { readonly ready: string }) {
  const texts = useTexts();
  const [joined, setJoined] = useState(false);
  return (
    <Stack space="md">
      <p className={intro}>{ready}</p>
      {joined ? (
        <Alert tone="success">{texts.joined}</Alert>
      ) : (
        <div>
          <Button onClick={() => setJoined(true)}>{texts.join}</Button>
        </div>
      )}
    </Stack>
  );
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
