#!/usr/bin/env node
// Makes sure Debian's nginx is installed: the browser tests run the store server behind it, a real caching proxy, to
// see that what the store lets shared caches keep never gives one visitor's page to another.
import { ensureDebianPackage } from './ensure-debian-package.mjs';

export const NGINX_PATH = process.env.NGINX_PATH ?? '/usr/sbin/nginx';

export const ensureNginx = () => ensureDebianPackage(NGINX_PATH, ['nginx-light']);

if (import.meta.url === `file://${process.argv[1]}`) {
  try {
    console.log(`nginx: ${ensureNginx()}`);
  } catch (error) {
    console.error(error instanceof Error ? error.message : error);
    process.exit(1);
  }
}
