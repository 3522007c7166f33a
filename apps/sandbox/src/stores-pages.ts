import { VIDEO_ASSIST_PATH } from '@carrier/live-chat-engine';
import { Hono } from 'hono';
import { STORES } from './catalogue/catalogue.js';
import { escapeMarkup } from './markup.js';
import { PAGE_SECURITY_HEADERS } from './static.js';

const page = (title: string, body: string) =>
  `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><title>${escapeMarkup(title)}</title></head><body><main><h1>${escapeMarkup(title)}</h1>${body}</main></body></html>`;

/**
 * The stores journey's video-assist page (spec 2.4), which the store opens as a popup: video assist with a
 * Specialist of the store the video-assist check named, or video chat with the next free Specialist. The
 * carrier's video service is outside the store; the sandbox says who would join.
 */
export function storesPages(): Hono {
  const app = new Hono();
  app.get(VIDEO_ASSIST_PATH, (c) => {
    const type = c.req.query('type');
    const code = c.req.query('locationCode');
    if (type === 'videochat')
      return c.html(
        page(
          'Video chat with a store Specialist',
          '<p>The next free Specialist joins you on video. Keep this window open; your camera is only used once you allow it.</p>',
        ),
        200,
        PAGE_SECURITY_HEADERS,
      );
    const store = STORES.find((s) => s.id === code);
    if (!store)
      return c.html(
        page(
          'Video assistance',
          '<p>We could not find the store for this video session. Close this window and choose video assistance again.</p>',
        ),
        404,
        PAGE_SECURITY_HEADERS,
      );
    return c.html(
      page(
        'Video assistance',
        `<p>A Specialist from our ${escapeMarkup(store.name)} store joins you on video. Keep this window open; your camera is only used once you allow it.</p>`,
      ),
      200,
      PAGE_SECURITY_HEADERS,
    );
  });
  return app;
}
