import type { Db } from '../../db/database.js';
import { createCaptchaRepository } from './captcha.repository.js';
import { createRoleRepository } from './role.repository.js';
import { createSmsCodeRepository } from './sms-code.repository.js';
import { createUserRepository } from './user.repository.js';

/**
 * The account feature's repositories over one connection, plus `transaction`, which hands the callback the
 * same repositories bound to a transaction. Services get atomic multi-table writes (consume an SMS code and
 * create the user) without importing Kysely. Inside a transaction, avoid the few repository methods that
 * open their own transaction (role insert/replace): Kysely does not nest them.
 */
export interface AccountStore {
  users: ReturnType<typeof createUserRepository>;
  roles: ReturnType<typeof createRoleRepository>;
  smsCodes: ReturnType<typeof createSmsCodeRepository>;
  captchas: ReturnType<typeof createCaptchaRepository>;
  transaction<T>(work: (store: Omit<AccountStore, 'transaction'>) => Promise<T>): Promise<T>;
}

function repositories(db: Db): Omit<AccountStore, 'transaction'> {
  return {
    users: createUserRepository(db),
    roles: createRoleRepository(db),
    smsCodes: createSmsCodeRepository(db),
    captchas: createCaptchaRepository(db),
  };
}

export function createAccountStore(db: Db): AccountStore {
  return {
    ...repositories(db),
    transaction: (work) => db.transaction().execute((trx) => work(repositories(trx))),
  };
}
