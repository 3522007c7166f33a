import { Button, Drawer } from '@carrier/design-system';
import { useState } from 'react';
import { useStorefront } from '../context.js';
import { DEBUG_STRINGS } from './debug-strings.js';
import * as styles from './shell.css.js';

/**
 * The debug button of spec 6.5 (the shell decides where it shows): a panel with the site, the visitor and
 * the last service calls (spec 3.7), for testers on phones where there are no developer tools.
 */
export function DebugButton({ pageName }: { readonly pageName: string | undefined }) {
  const { shell, site } = useStorefront();
  const words = DEBUG_STRINGS[site.language];
  const [open, setOpen] = useState(false);
  const calls = open ? shell.recentResponses() : [];
  return (
    <div className={styles.debug}>
      <Button size="small" variant="secondary" onClick={() => setOpen(true)}>
        {words.button}
      </Button>
      <Drawer open={open} onClose={() => setOpen(false)} title={words.title} side="bottom">
        <dl className={styles.debugList}>
          <dt>{words.site}</dt>
          <dd>
            {site.base} · {site.language} · {site.channelId} · {site.device}
            {pageName ? ` · ${pageName}` : ''}
          </dd>
          <dt>{words.visitor}</dt>
          <dd>{shell.loggedIn() ? words.loggedIn : words.guest}</dd>
          <dt>{words.calls}</dt>
          <dd>
            {calls.length === 0 ? (
              words.noCalls
            ) : (
              <ol className={styles.calls}>
                {calls.map((call) => (
                  <li key={`${call.at}-${call.url}`}>
                    <code>
                      {call.status} {call.method} {call.url}
                      {call.statusCode ? ` (${call.statusCode})` : ''}
                    </code>
                  </li>
                ))}
              </ol>
            )}
          </dd>
        </dl>
      </Drawer>
    </div>
  );
}
