import { Hono } from 'hono';
import { OK_HEADER } from '../http.js';

/** The session services: logout (spec 7.3). Sessions themselves come with the identity fixtures. */
export function sessionServices(): Hono {
  const app = new Hono();
  app.post('/fraudservice/session/logout', (c) => {
    for (const name of ['loggedIn', 'role', 'authToken', 'customerId'])
      c.header('Set-Cookie', `${name}=; Max-Age=0; Path=/`, { append: true });
    return c.json({ serviceHeader: OK_HEADER, data: { loggedOut: true } });
  });
  return app;
}
