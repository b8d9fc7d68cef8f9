/**
 * The activities and their money (docs/product.md#activities-and-points), one file per resource: the money
 * ledger (amounts, the idempotency header, reasons, error codes), daily sign-in, levels, tasks, lucky draws,
 * the bank and the rich list. Paths follow the original product's where it had them.
 */
export * from './ledger.contract.js';
export * from './sign-in.contract.js';
export * from './level.contract.js';
export * from './task.contract.js';
export * from './draw.contract.js';
export * from './bank.contract.js';
export * from './rank.contract.js';
