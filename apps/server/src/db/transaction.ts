import { AsyncLocalStorage } from 'node:async_hooks';
import type { DatabaseConnection, Dialect, Driver, TransactionSettings } from 'kysely';
import type { Transactor, Tx } from '../shared/transaction.js';
import type { Db } from './database.js';

/**
 * The database side of shared/transaction.ts (decision 0018): a `Tx` wraps a Kysely transaction that only
 * repositories can reach (`onTx`), and collects the callbacks to run after the commit.
 */
class DbTx implements Tx {
  readonly callbacks: Array<() => void | Promise<void>> = [];
  /** False once the transaction has committed or rolled back. */
  open = true;
  constructor(readonly connection: Db) {}
  afterCommit(callback: () => void | Promise<void>): void {
    this.callbacks.push(callback);
  }
}

/** The unit of work the running code is inside of, if any (see `guardUnitsOfWork`). */
const currentUnit = new AsyncLocalStorage<DbTx>();

export function createTransactor(db: Db, onCallbackError: (error: unknown) => void = () => {}): Transactor {
  return {
    async run(work, outer) {
      if (outer) return work(outer);
      let opened: DbTx | undefined;
      try {
        const result = await db.transaction().execute((trx) => {
          opened = new DbTx(trx);
          const unit = opened;
          return currentUnit.run(unit, () => work(unit));
        });
        // A failing listener must not turn a committed change into a failed request.
        const callbacks = opened?.callbacks ?? [];
        if (opened) opened.open = false;
        for (const callback of callbacks) {
          try {
            await callback();
          } catch (error) {
            onCallbackError(error);
          }
        }
        return result;
      } finally {
        if (opened) opened.open = false;
      }
    },
  };
}

/** The connection a repository query runs on: the transaction's when one is given, the pool's otherwise. */
export function onTx(db: Db, tx?: Tx | null): Db {
  if (!tx) return db;
  if (!(tx instanceof DbTx)) throw new Error('Not a transaction opened by createTransactor');
  return tx.connection;
}

/**
 * Code inside a unit of work must run every query on its `Tx`. A query on the plain connection there is a
 * defect on both engines: on SQLite it waits forever for the one connection the transaction holds, on
 * PostgreSQL it commits on its own, outside the unit it was meant to belong to. The guarded driver refuses
 * to hand out a connection to code running inside an open unit of work (a repository that forgot its `tx`,
 * a nested `transactor.run` without `outer`, a repository opening its own transaction), so the mistake fails
 * at once in every test instead of hanging or silently splitting a write.
 */
export function guardUnitsOfWork(dialect: Dialect): Dialect {
  return {
    createAdapter: () => dialect.createAdapter(),
    createDriver: () => new GuardedDriver(dialect.createDriver()),
    createQueryCompiler: () => dialect.createQueryCompiler(),
    createIntrospector: (db) => dialect.createIntrospector(db),
  };
}

class GuardedDriver implements Driver {
  constructor(private readonly inner: Driver) {}
  init(): Promise<void> {
    return this.inner.init();
  }
  acquireConnection(): Promise<DatabaseConnection> {
    if (currentUnit.getStore()?.open) {
      return Promise.reject(
        new Error('A query outside its transaction: inside transactor.run every query must take the Tx'),
      );
    }
    return this.inner.acquireConnection();
  }
  beginTransaction(connection: DatabaseConnection, settings: TransactionSettings): Promise<void> {
    return this.inner.beginTransaction(connection, settings);
  }
  commitTransaction(connection: DatabaseConnection): Promise<void> {
    return this.inner.commitTransaction(connection);
  }
  rollbackTransaction(connection: DatabaseConnection): Promise<void> {
    return this.inner.rollbackTransaction(connection);
  }
  releaseConnection(connection: DatabaseConnection): Promise<void> {
    return this.inner.releaseConnection(connection);
  }
  destroy(): Promise<void> {
    return this.inner.destroy();
  }
}
