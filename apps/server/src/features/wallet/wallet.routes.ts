import {
  IDEMPOTENCY_KEY_HEADER,
  adminLedgerAdjustRoute,
  adminLedgerListRoute,
  ledgerMineRoute,
} from '@clearsight/contracts';
import type { FastifyInstance } from 'fastify';
import { mountRoute } from '../../plugins/contract-routes.js';
import type { WalletService } from './wallet.service.js';

/** The money ledger: my history; staff search and adjustments. */
export function registerWalletRoutes(server: FastifyInstance, deps: { wallet: WalletService }): void {
  const { wallet } = deps;
  mountRoute(server, ledgerMineRoute, ({ ctx, query }) => wallet.mine(ctx, query));
  mountRoute(server, adminLedgerListRoute, ({ ctx, query }) => wallet.list(ctx, query));
  mountRoute(server, adminLedgerAdjustRoute, ({ ctx, body, request }) =>
    wallet.adjust(ctx, body, request.headers[IDEMPOTENCY_KEY_HEADER.toLowerCase()]),
  );
}
