import { mkdirSync } from 'node:fs';
import { PGlite } from '@electric-sql/pglite';
import type { ClientLogRecord } from '@carrier/service-contracts';

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
  close(): Promise<void>;
}

const MIGRATIONS = [
  `CREATE TABLE IF NOT EXISTS client_log (
     id SERIAL PRIMARY KEY,
     received_at TIMESTAMPTZ NOT NULL DEFAULT now(),
     path TEXT NOT NULL,
     record JSONB NOT NULL
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
 * Opens the embedded PostgreSQL (PGlite) store: in memory when `dataDir` is `memory`, else in that folder.
 */
export async function openStore(dataDir: string): Promise<SandboxStore> {
  if (dataDir !== 'memory') mkdirSync(dataDir, { recursive: true });
  const db = dataDir === 'memory' ? new PGlite() : new PGlite(dataDir);
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
    close: () => db.close(),
  };
}
