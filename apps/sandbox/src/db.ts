import { mkdirSync } from 'node:fs';
import { PGlite } from '@electric-sql/pglite';
import pg from 'pg';

/** The little the sandbox asks of a database: queries, statements and transactions. */
export interface Db {
  query<T>(sql: string, params?: unknown[]): Promise<{ rows: T[] }>;
  exec(sql: string): Promise<void>;
  transaction<T>(work: (tx: Pick<Db, 'query'>) => Promise<T>): Promise<T>;
  close(): Promise<void>;
}

/** An embedded database: a {@link Db} whose whole data folder can be copied out. */
export interface EmbeddedDb extends Db {
  /** The data folder as one archive, which `embeddedDb('memory', archive)` opens as a copy. */
  dump(): Promise<Blob>;
}

/** True when the storage location is a PostgreSQL server URL rather than a data folder. */
export const isDatabaseUrl = (location: string) => /^postgres(ql)?:\/\//.test(location);

/**
 * The embedded PostgreSQL (PGlite): in memory for `memory`, else in that folder. A memory database can start as a
 * copy of another's data folder (`from`, from `dump()`): a fraction of a second instead of the seconds a new
 * database cluster takes to make.
 */
export async function embeddedDb(dataDir: string, from?: Blob): Promise<EmbeddedDb> {
  if (dataDir !== 'memory') mkdirSync(dataDir, { recursive: true });
  const db = dataDir === 'memory' ? new PGlite(from ? { loadDataDir: from } : {}) : new PGlite(dataDir);
  await db.waitReady;
  return {
    dump: () => db.dumpDataDir('none'),
    query: async <T>(sql: string, params: unknown[] = []) => ({ rows: (await db.query<T>(sql, params)).rows }),
    exec: async (sql) => void (await db.exec(sql)),
    transaction: (work) =>
      db.transaction((tx) =>
        work({
          query: async <T>(sql: string, params: unknown[] = []) => ({ rows: (await tx.query<T>(sql, params)).rows }),
        }),
      ),
    close: () => db.close(),
  };
}

/** A PostgreSQL server, for shared test environments (`DATABASE_URL`). */
export async function serverDb(url: string): Promise<Db> {
  // BIGINT columns come back as numbers, as PGlite gives them.
  pg.types.setTypeParser(pg.types.builtins.INT8, (value) => Number(value));
  const pool = new pg.Pool({ connectionString: url, max: 5 });
  await pool.query('SELECT 1');
  return {
    query: async <T>(sql: string, params: unknown[] = []) => ({ rows: (await pool.query(sql, params)).rows as T[] }),
    exec: async (sql) => void (await pool.query(sql)),
    async transaction(work) {
      const client = await pool.connect();
      try {
        await client.query('BEGIN');
        const result = await work({
          query: async <T>(sql: string, params: unknown[] = []) => ({
            rows: (await client.query(sql, params)).rows as T[],
          }),
        });
        await client.query('COMMIT');
        return result;
      } catch (error) {
        await client.query('ROLLBACK').catch(() => undefined);
        throw error;
      } finally {
        client.release();
      }
    },
    close: () => pool.end(),
  };
}
