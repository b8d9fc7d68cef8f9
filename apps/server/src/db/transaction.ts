import type { Transactor, Tx } from '../shared/transaction.js';
import type { Db } from './database.js';

/**
 * The database side of shared/transaction.ts: a `Tx` wraps a Kysely transaction that only repositories can
 * reach (`onTx`), and collects the callbacks to run after the commit.
 */
class DbTx implements Tx {
  readonly callbacks: Array<() => void> = [];
  constructor(readonly connection: Db) {}
  afterCommit(callback: () => void): void {
    this.callbacks.push(callback);
  }
}

export function createTransactor(db: Db, onCallbackError: (error: unknown) => void = () => {}): Transactor {
  return {
    async run(work, outer) {
      if (outer) return work(outer);
      let opened: DbTx | undefined;
      const result = await db.transaction().execute((trx) => {
        opened = new DbTx(trx);
        return work(opened);
      });
      // A failing listener must not turn a committed change into a failed request.
      for (const callback of opened?.callbacks ?? []) {
        try {
          callback();
        } catch (error) {
          onCallbackError(error);
        }
      }
      return result;
    },
  };
}

/** The connection a repository query runs on: the transaction's when one is given, the pool's otherwise. */
export function onTx(db: Db, tx?: Tx | null): Db {
  if (!tx) return db;
  if (!(tx instanceof DbTx)) throw new Error('Not a transaction opened by createTransactor');
  return tx.connection;
}
