import { embeddedDb, isDatabaseUrl, serverDb } from './db.js';
import type {
  CheckoutLogDetailsRequest,
  ClientLogRecord,
  CreditCardPrequalification,
  Order,
  TradeIn,
  WishlistItem,
} from '@carrier/service-contracts';
import type { StoredCart } from './carts/stored.js';
import { orderWithAmounts } from './checkout/kept-orders.js';
import type { TokenRecord } from './checkout/payment.js';

/** A placed order as the sandbox keeps it: the order as the store shows it, and what it was placed with. */
export interface StoredOrder {
  readonly orderNumber: string;
  readonly idempotencyKey: string;
  readonly cartId: string;
  /** The order as answered (contract `Order`): lines, delivery, payment by brand and last four, totals. */
  readonly order: Order;
  /** The payment tokens it was paid with; never a card number. */
  readonly paymentTokens: readonly string[];
  /** Lower-cased email and billing ZIP, to read a guest's order back. */
  readonly email: string;
  readonly zip: string;
  /** The signed-in customer who placed it (their order history lists it); none for a prospect's or a guest's. */
  readonly customerId?: string;
}

/** What placing an order changes besides the order: the closed cart and the stock sold. */
export interface OrderPlacement {
  readonly order: Omit<StoredOrder, 'idempotencyKey'>;
  readonly cart: StoredCart;
  readonly stock: readonly { readonly sku: string; readonly location: string; readonly quantity: number }[];
}

/** The outcome of placing an order with an idempotency key. */
export type PlaceOrder =
  | { readonly status: 'placed' | 'replayed'; readonly order: StoredOrder }
  | { readonly status: 'missing' }
  /** The key was used for another cart's order. */
  | { readonly status: 'keyReused' };

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

/**
 * A network test drive as the sandbox keeps it: the application, then the trial. The email is kept as a hash only
 * (to know a test drive was used), the IMEI not at all.
 */
export interface StoredTestDrive {
  readonly applicationId: string;
  readonly emailHash: string;
  readonly zip: string;
  readonly firstName: string;
  readonly status: 'APPLIED' | 'READY' | 'ACTIVE' | 'ENDED';
  readonly device?: string;
  /** The phone's eSIM will not activate (the README's fixture). */
  readonly activationFails?: boolean;
  readonly planId?: string;
  /** The Idempotency-Key the test drive was started with. */
  readonly startKey?: string;
  readonly mdn?: string;
  readonly startedAt?: number;
  readonly endsAt?: number;
  readonly ended?: 'expired' | 'early';
}

/**
 * A trade-in as the sandbox keeps it: the phone (never its IMEI), its appraisal, and once completed its number, the
 * credit taken and how the phone goes back. Amounts in dollars, as the services answer them.
 */
export interface StoredTradeIn {
  readonly tradeInId: string;
  readonly make: string;
  readonly model: string;
  readonly storageGb: number;
  /** The model's value in good condition when the trade-in began. */
  readonly goodValue: number;
  readonly grade?: 'good' | 'fair' | 'broken';
  readonly value?: number;
  readonly completeKey?: string;
  readonly completed?: TradeIn;
  /** The order the trade-in went with, once placed: it goes with no other. */
  readonly orderNumber?: string;
}

/**
 * A credit-card pre-qualification as the sandbox keeps it: its answer, and the browser's proof. Nothing of who asked
 * (name, address, income) is kept: only the answer the pages read again.
 */
export interface StoredPrequalification {
  readonly prequalId: string;
  readonly answer: CreditCardPrequalification;
}

/** The kinds of small record the offers and stores services keep, each by an owner (a browser or an account). */
export type RecordKind =
  | 'acceptedOffer'
  | 'quote'
  | 'homeInternetOrder'
  | 'storeVisit'
  | 'videoSession'
  | 'prepaidCart'
  | 'prepaidOrder'
  | 'prepaidPlanChange'
  | 'earlyUpgrade';

/** A record of the offers, stores or prepaid services: its id, whose it is, and its answer (no card, SSN or PIN in any). */
export interface StoredRecord<T = unknown> {
  readonly kind: RecordKind;
  readonly id: string;
  readonly owner: string;
  readonly data: T;
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
  /**
   * Places the order of a cart once per idempotency key, in one transaction: the same key answers the order it
   * placed (`replayed`); else `build` makes the order from the locked cart (it may throw to refuse), and the
   * order, the closed cart and the stock sold are written together.
   */
  placeOrder(key: string, cartId: string, build: (cart: StoredCart) => OrderPlacement): Promise<PlaceOrder>;
  getOrder(orderNumber: string): Promise<StoredOrder | undefined>;
  /** Keeps one checkout event of `checkoutapi/logDetails`. */
  addCheckoutEvent(event: CheckoutLogDetailsRequest): Promise<void>;
  listCheckoutEvents(): Promise<(CheckoutLogDetailsRequest & { readonly receivedAt: string })[]>;
  listOrders(): Promise<StoredOrder[]>;
  /** Units sold of each SKU at each location, keyed `sku@location`. */
  stockSold(): Promise<Map<string, number>>;
  saveToken(record: TokenRecord): Promise<void>;
  getToken(token: string): Promise<TokenRecord | undefined>;
  /** Marks a test card's one failure as spent (fixture 4000000000000119): true the first time. */
  failOnce(token: string): Promise<boolean>;
  getTradeIn(id: string): Promise<StoredTradeIn | undefined>;
  /** Stores a trade-in as it is now. */
  saveTradeIn(tradeIn: StoredTradeIn): Promise<void>;
  /** A completed trade-in, by its number. */
  getTradeInByNumber(tradeInNumber: string): Promise<StoredTradeIn | undefined>;
  getTestDrive(id: string): Promise<StoredTestDrive | undefined>;
  /** Stores a test drive as it is now (a new one, or a change of one). */
  saveTestDrive(drive: StoredTestDrive): Promise<void>;
  /** Whether a test drive was started (not only applied for) with this email's hash. */
  testDriveUsed(emailHash: string): Promise<boolean>;
  getPrequalification(id: string): Promise<StoredPrequalification | undefined>;
  /** Stores a pre-qualification as it is now (a new one, or its state disclosure read). */
  savePrequalification(prequalification: StoredPrequalification): Promise<void>;
  /** Keeps a record (a new one, or a change of one with the same kind and id). */
  saveRecord(record: StoredRecord): Promise<void>;
  getRecord(kind: RecordKind, id: string): Promise<StoredRecord | undefined>;
  /** An owner's records of a kind, newest first. */
  listRecords(kind: RecordKind, owner: string): Promise<StoredRecord[]>;
  deleteRecord(kind: RecordKind, id: string): Promise<void>;
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
  `CREATE TABLE IF NOT EXISTS customer_order (
     order_number TEXT PRIMARY KEY,
     idempotency_key TEXT NOT NULL UNIQUE,
     cart_id TEXT NOT NULL,
     data JSONB NOT NULL,
     created_at TIMESTAMPTZ NOT NULL DEFAULT now()
   )`,
  `CREATE TABLE IF NOT EXISTS checkout_event (
     id SERIAL PRIMARY KEY,
     received_at TIMESTAMPTZ NOT NULL DEFAULT now(),
     data JSONB NOT NULL
   )`,
  `CREATE TABLE IF NOT EXISTS stock_sold (
     sku TEXT NOT NULL,
     location TEXT NOT NULL,
     quantity INTEGER NOT NULL,
     PRIMARY KEY (sku, location)
   )`,
  `CREATE TABLE IF NOT EXISTS payment_token (
     token TEXT PRIMARY KEY,
     data JSONB NOT NULL,
     failed_once BOOLEAN NOT NULL DEFAULT false,
     created_at TIMESTAMPTZ NOT NULL DEFAULT now()
   )`,
  `CREATE TABLE IF NOT EXISTS trade_in (
     id TEXT PRIMARY KEY,
     trade_in_number TEXT UNIQUE,
     data JSONB NOT NULL,
     updated_at TIMESTAMPTZ NOT NULL DEFAULT now()
   )`,
  `CREATE TABLE IF NOT EXISTS test_drive (
     id TEXT PRIMARY KEY,
     email_hash TEXT NOT NULL,
     started BOOLEAN NOT NULL DEFAULT false,
     data JSONB NOT NULL,
     updated_at TIMESTAMPTZ NOT NULL DEFAULT now()
   )`,
  `CREATE TABLE IF NOT EXISTS credit_prequalification (
     id TEXT PRIMARY KEY,
     data JSONB NOT NULL,
     updated_at TIMESTAMPTZ NOT NULL DEFAULT now()
   )`,
  `CREATE TABLE IF NOT EXISTS customer_record (
     kind TEXT NOT NULL,
     id TEXT NOT NULL,
     owner TEXT NOT NULL,
     data JSONB NOT NULL,
     created_at TIMESTAMPTZ NOT NULL DEFAULT clock_timestamp(),
     PRIMARY KEY (kind, id)
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

/** The data folder of a new, migrated, empty memory store, for {@link openStore}'s `from`. */
export async function emptyStoreArchive(): Promise<Blob> {
  const db = await embeddedDb('memory');
  try {
    for (const statement of MIGRATIONS) await db.exec(statement);
    return await db.dump();
  } finally {
    await db.close();
  }
}

/**
 * Opens the store: the embedded PostgreSQL (PGlite) in memory (`memory`) or in a data folder, or a PostgreSQL
 * server when given its URL (`postgres://…`). Both get the same schema and migrations. A memory store can start
 * from a copy of {@link emptyStoreArchive} (`from`), as the sandbox's tests do, one store per test file.
 */
export async function openStore(location: string, options: { from?: Blob } = {}): Promise<SandboxStore> {
  const db = isDatabaseUrl(location) ? await serverDb(location) : await embeddedDb(location, options.from);
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
    placeOrder(key, cartId, build) {
      return db.transaction(async (tx) => {
        const byKey = async () =>
          (await tx.query<{ data: StoredOrder }>('SELECT data FROM customer_order WHERE idempotency_key = $1', [key]))
            .rows[0]?.data;
        const earlier = await byKey();
        if (earlier)
          return earlier.cartId === cartId ? { status: 'replayed', order: earlier } : { status: 'keyReused' };
        const row = (
          await tx.query<{ data: StoredCart; version: number }>(
            'SELECT data, version FROM cart WHERE id = $1 FOR UPDATE',
            [cartId],
          )
        ).rows[0];
        if (!row) return { status: 'missing' };
        // A submit with the same key that waited for the cart's lock finds the order the first one placed.
        const placedMeanwhile = await byKey();
        if (placedMeanwhile) return { status: 'replayed', order: placedMeanwhile };
        const placement = build({ ...row.data, version: row.version });
        const order: StoredOrder = { ...placement.order, idempotencyKey: key };
        await tx.query(
          'INSERT INTO customer_order (order_number, idempotency_key, cart_id, data) VALUES ($1, $2, $3, $4)',
          [order.orderNumber, key, cartId, JSON.stringify(order)],
        );
        const cart = { ...placement.cart, version: row.version + 1 };
        await tx.query('UPDATE cart SET data = $2, version = $3, updated_at = now() WHERE id = $1', [
          cartId,
          JSON.stringify(cart),
          cart.version,
        ]);
        for (const { sku, location, quantity } of placement.stock)
          await tx.query(
            `INSERT INTO stock_sold (sku, location, quantity) VALUES ($1, $2, $3)
             ON CONFLICT (sku, location) DO UPDATE SET quantity = stock_sold.quantity + EXCLUDED.quantity`,
            [sku, location, quantity],
          );
        return { status: 'placed', order };
      });
    },
    async getOrder(orderNumber) {
      const result = await db.query<{ data: StoredOrder }>('SELECT data FROM customer_order WHERE order_number = $1', [
        orderNumber,
      ]);
      const row = result.rows[0]?.data;
      return row ? { ...row, order: orderWithAmounts(row.order) } : undefined;
    },
    async addCheckoutEvent(event) {
      await db.query('INSERT INTO checkout_event (data) VALUES ($1)', [JSON.stringify(event)]);
    },
    async listCheckoutEvents() {
      const result = await db.query<{ data: CheckoutLogDetailsRequest; received_at: Date }>(
        'SELECT data, received_at FROM checkout_event ORDER BY id',
      );
      return result.rows.map((row) => ({ ...row.data, receivedAt: row.received_at.toISOString() }));
    },
    async listOrders() {
      const result = await db.query<{ data: StoredOrder }>('SELECT data FROM customer_order ORDER BY created_at');
      return result.rows.map((row) => ({ ...row.data, order: orderWithAmounts(row.data.order) }));
    },
    async stockSold() {
      const result = await db.query<{ sku: string; location: string; quantity: number }>(
        'SELECT sku, location, quantity FROM stock_sold',
      );
      return new Map(result.rows.map((row) => [`${row.sku}@${row.location}`, row.quantity]));
    },
    async saveToken(record) {
      await db.query('INSERT INTO payment_token (token, data) VALUES ($1, $2)', [record.token, JSON.stringify(record)]);
    },
    async getToken(token) {
      const result = await db.query<{ data: TokenRecord }>('SELECT data FROM payment_token WHERE token = $1', [token]);
      return result.rows[0]?.data;
    },
    async failOnce(token) {
      const result = await db.query<{ token: string }>(
        'UPDATE payment_token SET failed_once = true WHERE token = $1 AND failed_once = false RETURNING token',
        [token],
      );
      return result.rows.length > 0;
    },
    async getTradeIn(id) {
      const result = await db.query<{ data: StoredTradeIn }>('SELECT data FROM trade_in WHERE id = $1', [id]);
      return result.rows[0]?.data;
    },
    async saveTradeIn(tradeIn) {
      await db.query(
        `INSERT INTO trade_in (id, trade_in_number, data) VALUES ($1, $2, $3)
         ON CONFLICT (id) DO UPDATE SET trade_in_number = EXCLUDED.trade_in_number, data = EXCLUDED.data,
         updated_at = now()`,
        [tradeIn.tradeInId, tradeIn.completed?.tradeInNumber ?? null, JSON.stringify(tradeIn)],
      );
    },
    async getTradeInByNumber(tradeInNumber) {
      const result = await db.query<{ data: StoredTradeIn }>('SELECT data FROM trade_in WHERE trade_in_number = $1', [
        tradeInNumber,
      ]);
      return result.rows[0]?.data;
    },
    async getTestDrive(id) {
      const result = await db.query<{ data: StoredTestDrive }>('SELECT data FROM test_drive WHERE id = $1', [id]);
      return result.rows[0]?.data;
    },
    async saveTestDrive(drive) {
      await db.query(
        `INSERT INTO test_drive (id, email_hash, started, data) VALUES ($1, $2, $3, $4)
         ON CONFLICT (id) DO UPDATE SET started = EXCLUDED.started, data = EXCLUDED.data, updated_at = now()`,
        [drive.applicationId, drive.emailHash, drive.status !== 'APPLIED', JSON.stringify(drive)],
      );
    },
    async testDriveUsed(emailHash) {
      const result = await db.query<{ id: string }>(
        'SELECT id FROM test_drive WHERE email_hash = $1 AND started LIMIT 1',
        [emailHash],
      );
      return result.rows.length > 0;
    },
    async getPrequalification(id) {
      const result = await db.query<{ data: StoredPrequalification }>(
        'SELECT data FROM credit_prequalification WHERE id = $1',
        [id],
      );
      return result.rows[0]?.data;
    },
    async savePrequalification(prequalification) {
      await db.query(
        `INSERT INTO credit_prequalification (id, data) VALUES ($1, $2)
         ON CONFLICT (id) DO UPDATE SET data = EXCLUDED.data, updated_at = now()`,
        [prequalification.prequalId, JSON.stringify(prequalification)],
      );
    },
    async saveRecord(record) {
      await db.query(
        `INSERT INTO customer_record (kind, id, owner, data) VALUES ($1, $2, $3, $4)
         ON CONFLICT (kind, id) DO UPDATE SET data = EXCLUDED.data`,
        [record.kind, record.id, record.owner, JSON.stringify(record.data)],
      );
    },
    async getRecord(kind, id) {
      const result = await db.query<{ owner: string; data: unknown }>(
        'SELECT owner, data FROM customer_record WHERE kind = $1 AND id = $2',
        [kind, id],
      );
      const row = result.rows[0];
      return row ? { kind, id, owner: row.owner, data: row.data } : undefined;
    },
    async listRecords(kind, owner) {
      const result = await db.query<{ id: string; data: unknown }>(
        'SELECT id, data FROM customer_record WHERE kind = $1 AND owner = $2 ORDER BY created_at DESC, id',
        [kind, owner],
      );
      return result.rows.map((row) => ({ kind, id: row.id, owner, data: row.data }));
    },
    async deleteRecord(kind, id) {
      await db.query('DELETE FROM customer_record WHERE kind = $1 AND id = $2', [kind, id]);
    },
    close: () => db.close(),
  };
}
