import { embeddedDb, isDatabaseUrl, serverDb } from './db.js';
import type { ClientLogRecord, WishlistItem } from '@carrier/service-contracts';
import type { StoredCart } from './carts/model.js';

/** The outcome of changing a cart: the new cart, no such cart, or a stale version (with the cart as it is). */
export type CartUpdate =
  | { readonly status: 'ok'; readonly cart: StoredCart }
  | { readonly status: 'missing' }
  | { readonly status: 'conflict'; readonly cart: StoredCart };

/** One log record as the sandbox received it. */
export interface StoredLogRecord {
  readonly id: number;
  readonly receivedAt: string;
  readonly path: string;
  readonly record: ClientLogRecord;
}

/** The sandbox's storage. Everything it keeps survives a restart when it has a data folder. */
export interface SandboxStore {
  addLogRecord(path: string, record: ClientLogRecord): Promise<StoredLogRecord>;
  listLogRecords(): Promise<StoredLogRecord[]>;
  clearLogRecords(): Promise<void>;
  getCart(id: string): Promise<StoredCart | undefined>;
  /** Stores a new cart at version 1. */
  createCart(cart: StoredCart): Promise<StoredCart>;
  /**
   * Changes a cart in one transaction: refused when `expectedVersion` is given and stale; the version goes up
   * by one. `change` may throw to refuse the change; nothing is written then.
   */
  updateCart(
    id: string,
    expectedVersion: number | undefined,
    change: (cart: StoredCart) => StoredCart,
  ): Promise<CartUpdate>;
  /** Starts a session for a test user, and forgets the sessions idle for longer than `idleMs`. */
  createSession(id: string, userId: string, now: number, idleMs: number): Promise<void>;
  /** The session if it was used within `idleMs`; refreshed to `now` when it was. Expired ones are removed. */
  touchSession(
    id: string,
    now: number,
    idleMs: number,
  ): Promise<{ readonly userId: string; readonly lastSeen: number } | undefined>;
  deleteSession(id: string): Promise<void>;
  /** A customer's favorites (empty when none were saved). */
  getFavorites(userId: string): Promise<WishlistItem[]>;
  /** Replaces a customer's favorites. */
  saveFavorites(userId: string, items: readonly WishlistItem[]): Promise<void>;
  close(): Promise<void>;
}

const MIGRATIONS = [
  `CREATE TABLE IF NOT EXISTS client_log (
     id SERIAL PRIMARY KEY,
     received_at TIMESTAMPTZ NOT NULL DEFAULT now(),
     path TEXT NOT NULL,
     record JSONB NOT NULL
   )`,
  `CREATE TABLE IF NOT EXISTS session (
     id TEXT PRIMARY KEY,
     user_id TEXT NOT NULL,
     last_seen BIGINT NOT NULL
   )`,
  `CREATE TABLE IF NOT EXISTS cart (
     id TEXT PRIMARY KEY,
     version INTEGER NOT NULL,
     data JSONB NOT NULL,
     updated_at TIMESTAMPTZ NOT NULL DEFAULT now()
   )`,
  `CREATE TABLE IF NOT EXISTS favorite (
     user_id TEXT PRIMARY KEY,
     items JSONB NOT NULL,
     updated_at TIMESTAMPTZ NOT NULL DEFAULT now()
   )`,
];

interface LogRow {
  id: number;
  received_at: Date;
  path: string;
  record: ClientLogRecord;
}

const toStored = (row: LogRow): StoredLogRecord => ({
  id: row.id,
  receivedAt: row.received_at.toISOString(),
  path: row.path,
  record: row.record,
});

/**
 * Opens the store: the embedded PostgreSQL (PGlite) in memory (`memory`) or in a data folder, or a PostgreSQL
 * server when given its URL (`postgres://…`). Both get the same schema and migrations.
 */
export async function openStore(location: string): Promise<SandboxStore> {
  const db = isDatabaseUrl(location) ? await serverDb(location) : await embeddedDb(location);
  for (const statement of MIGRATIONS) await db.exec(statement);
  return {
    async addLogRecord(path, record) {
      const result = await db.query<LogRow>(
        'INSERT INTO client_log (path, record) VALUES ($1, $2) RETURNING id, received_at, path, record',
        [path, JSON.stringify(record)],
      );
      return toStored(result.rows[0] as LogRow);
    },
    async listLogRecords() {
      const result = await db.query<LogRow>('SELECT id, received_at, path, record FROM client_log ORDER BY id');
      return result.rows.map(toStored);
    },
    async clearLogRecords() {
      await db.exec('DELETE FROM client_log');
    },
    async getCart(id) {
      const result = await db.query<{ data: StoredCart; version: number }>(
        'SELECT data, version FROM cart WHERE id = $1',
        [id],
      );
      const row = result.rows[0];
      return row ? { ...row.data, version: row.version } : undefined;
    },
    async createCart(cart) {
      const created = { ...cart, version: 1 };
      await db.query('INSERT INTO cart (id, version, data) VALUES ($1, $2, $3)', [cart.id, 1, JSON.stringify(created)]);
      return created;
    },
    updateCart(id, expectedVersion, change) {
      return db.transaction(async (tx) => {
        const result = await tx.query<{ data: StoredCart; version: number }>(
          'SELECT data, version FROM cart WHERE id = $1 FOR UPDATE',
          [id],
        );
        const row = result.rows[0];
        if (!row) return { status: 'missing' } as const;
        const current = { ...row.data, version: row.version };
        if (expectedVersion !== undefined && expectedVersion !== row.version)
          return { status: 'conflict', cart: current } as const;
        const next = { ...change(current), version: row.version + 1 };
        await tx.query('UPDATE cart SET data = $2, version = $3, updated_at = now() WHERE id = $1', [
          id,
          JSON.stringify(next),
          next.version,
        ]);
        return { status: 'ok', cart: next } as const;
      });
    },
    async createSession(id, userId, now, idleMs) {
      await db.query('DELETE FROM session WHERE last_seen < $1', [now - idleMs]);
      await db.query('INSERT INTO session (id, user_id, last_seen) VALUES ($1, $2, $3)', [id, userId, now]);
    },
    async touchSession(id, now, idleMs) {
      // One statement on the path of every call: refresh the session only while it is live.
      const result = await db.query<{ user_id: string }>(
        'UPDATE session SET last_seen = $2 WHERE id = $1 AND last_seen >= $3 RETURNING user_id',
        [id, now, now - idleMs],
      );
      const row = result.rows[0];
      if (row) return { userId: row.user_id, lastSeen: now };
      await db.query('DELETE FROM session WHERE id = $1', [id]);
      return undefined;
    },
    async deleteSession(id) {
      await db.query('DELETE FROM session WHERE id = $1', [id]);
    },
    async getFavorites(userId) {
      const result = await db.query<{ items: WishlistItem[] }>('SELECT items FROM favorite WHERE user_id = $1', [
        userId,
      ]);
      return result.rows[0]?.items ?? [];
    },
    async saveFavorites(userId, items) {
      await db.query(
        `INSERT INTO favorite (user_id, items) VALUES ($1, $2)
         ON CONFLICT (user_id) DO UPDATE SET items = EXCLUDED.items, updated_at = now()`,
        [userId, JSON.stringify(items)],
      );
    },
    close: () => db.close(),
  };
}
