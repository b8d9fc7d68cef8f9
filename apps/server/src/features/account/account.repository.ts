import type { Db } from '../../db/database.js';
import { createCaptchaRepository } from './captcha.repository.js';
import { createRoleRepository } from './role.repository.js';
import { createSmsCodeRepository } from './sms-code.repository.js';
import { createUserRepository } from './user.repository.js';

/**
 * The account feature's repositories. Like every repository they take the transaction the service hands
 * them (decision 0018): the account service owns its units of work through the shared transactor.
 */
export interface AccountStore {
  users: ReturnType<typeof createUserRepository>;
  roles: ReturnType<typeof createRoleRepository>;
  smsCodes: ReturnType<typeof createSmsCodeRepository>;
  captchas: ReturnType<typeof createCaptchaRepository>;
}

export function createAccountStore(db: Db): AccountStore {
  return {
    users: createUserRepository(db),
    roles: createRoleRepository(db),
    smsCodes: createSmsCodeRepository(db),
    captchas: createCaptchaRepository(db),
  };
}
