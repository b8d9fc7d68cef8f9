import {
  IDEMPOTENCY_KEY_HEADER,
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
  mountRoute(server, bankDepositRoute, ({ ctx, params, request }) =>
    bank.deposit(ctx, params.cardId, params.moneyNum, request.headers[IDEMPOTENCY_KEY_HEADER.toLowerCase()]),
  );
  mountRoute(server, bankDrawRoute, ({ ctx, params, request }) =>
    bank.draw(ctx, params.cardId, request.headers[IDEMPOTENCY_KEY_HEADER.toLowerCase()]),
  );
  server.addHook('onReady', async () => bank.rateJob.start());
  server.addHook('onClose', async () => bank.rateJob.stop());
}
