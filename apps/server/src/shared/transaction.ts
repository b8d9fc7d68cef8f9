/**
 * One database transaction, as services see it: an opaque handle they pass to repositories (their own and,
 * through services such as the wallet, other features') so that writes of several features commit or roll
 * back together. Services never see the database itself; repositories turn the handle back into a
 * connection with `onTx` (db/transaction.ts). Services own units of work, repositories never open one:
 * docs/decisions/0018-units-of-work.md.
 */
export interface Tx {
  /**
   * Runs `callback` once the outermost transaction has committed, and never when it rolls back: domain
   * events and cache invalidation announce only what is really stored. `run` answers after the callbacks
   * (a returned promise is awaited); a failing callback is logged, never turned into a failed request.
   */
  afterCommit(callback: () => void | Promise<void>): void;
}

/** Opens transactions. app.ts builds one over the database and hands it to the services that need it. */
export interface Transactor {
  /**
   * Runs `work` in one transaction and answers its result; a thrown error rolls everything back. With
   * `outer`, `work` joins that transaction instead of opening another (no nesting, no savepoints), so a
   * service can offer "call me inside your transaction, or I open my own".
   *
   * Inside `work`, every query must go through the handle: on SQLite the one connection is held by the
   * transaction, and a query on the plain connection would wait for it forever.
   */
  run<T>(work: (tx: Tx) => Promise<T>, outer?: Tx | null): Promise<T>;
}
