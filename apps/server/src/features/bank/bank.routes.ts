import {
  bankApplyRoute,
  bankCardsRoute,
  bankDepositRoute,
  bankDrawRoute,
  bankInterestRoute,
} from '@clearsight/contracts';
import type { FastifyInstance } from 'fastify';
import { mountRoute } from '../../plugins/contract-routes.js';
import type { BankService } from './bank.service.js';

/**
 * The bank: the rate chart, my cards, applying, depositing, drawing. The hourly rate job runs while the
 * server does: started when it is ready, stopped when it closes.
 */
export function registerBankRoutes(server: FastifyInstance, deps: { bank: BankService }): void {
  const { bank } = deps;
  mountRoute(server, bankInterestRoute, ({ ctx }) => bank.interest(ctx));
  mountRoute(server, bankCardsRoute, ({ ctx }) => bank.cards(ctx));
  mountRoute(server, bankApplyRoute, ({ ctx }) => bank.apply(ctx));
  mountRoute(server, bankDepositRoute, ({ ctx, params, idempotencyKey }) =>
    bank.deposit(ctx, params.cardId, params.moneyNum, idempotencyKey),
  );
  mountRoute(server, bankDrawRoute, ({ ctx, params, idempotencyKey }) => bank.draw(ctx, params.cardId, idempotencyKey));
  server.addHook('onReady', async () => bank.rateJob.start());
  server.addHook('onClose', async () => bank.rateJob.stop());
}
