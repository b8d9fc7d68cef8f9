import {
  adminLedgerAdjustRoute,
  adminLedgerCheckRoute,
  adminLedgerListRoute,
  ledgerMineRoute,
} from '@clearsight/contracts';
import type { FastifyInstance } from 'fastify';
import { mountRoute } from '../../plugins/contract-routes.js';
import type { WalletService } from './wallet.service.js';

/** The money ledger: my history; staff search, adjustments and the ledger check. */
export function registerWalletRoutes(server: FastifyInstance, deps: { wallet: WalletService }): void {
  const { wallet } = deps;
  mountRoute(server, ledgerMineRoute, ({ ctx, query }) => wallet.mine(ctx, query));
  mountRoute(server, adminLedgerListRoute, ({ ctx, query }) => wallet.list(ctx, query));
  mountRoute(server, adminLedgerAdjustRoute, ({ ctx, body, idempotencyKey }) =>
    wallet.adjust(ctx, body, idempotencyKey),
  );
  mountRoute(server, adminLedgerCheckRoute, ({ ctx }) => wallet.checkLedger(ctx));
}
