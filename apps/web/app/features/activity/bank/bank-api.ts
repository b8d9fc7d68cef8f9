import {
  bankApplyRoute,
  bankCardsRoute,
  bankDepositRoute,
  bankDrawRoute,
  bankInterestRoute,
  type BankCard,
  type BankMoveResult,
} from '@clearsight/contracts';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { callApi } from '../../../lib/http/client';
import { useSession } from '../../../lib/session/session-store';
import type { ActionKeys } from '../shared/action-keys';
import { settleBalance } from '../shared/balance';

export const bankKeys = {
  interest: ['activity', 'bank', 'interest'] as const,
  cards: (viewer: string) => ['activity', 'bank', 'cards', viewer] as const,
};

/** The last 24 hourly rates, oldest first (recomputed every hour, so a few minutes of staleness is fine). */
export function useInterest() {
  return useQuery({
    queryKey: bankKeys.interest,
    queryFn: ({ signal }) => callApi(bankInterestRoute, { signal }),
    staleTime: 5 * 60_000,
  });
}

export function useBankCards() {
  const viewer = useSession().id ?? '';
  return useQuery({
    queryKey: bankKeys.cards(viewer),
    queryFn: ({ signal }) => callApi(bankCardsRoute, { signal }),
  });
}

/** Tops my cards up to my level's allowance; answers how many cards I hold now. */
export function useApplyCards() {
  const client = useQueryClient();
  const viewer = useSession().id ?? '';
  return useMutation({
    mutationFn: async () => {
      await callApi(bankApplyRoute);
      return callApi(bankCardsRoute);
    },
    onSuccess: (cards) => client.setQueryData(bankKeys.cards(viewer), cards),
  });
}

function useCardMove<V>(run: (variables: V) => Promise<BankMoveResult>) {
  const client = useQueryClient();
  const viewer = useSession().id ?? '';
  return useMutation<BankMoveResult, Error, V>({
    mutationFn: run,
    onSuccess: (result) => {
      client.setQueryData<BankCard[]>(bankKeys.cards(viewer), (old) =>
        old?.map((card) => (card.id === result.card.id ? result.card : card)),
      );
      settleBalance(result.money);
    },
    onSettled: () => client.invalidateQueries({ queryKey: bankKeys.cards(viewer) }),
  });
}

/** A deposit is one action per card and amount, with its own idempotency key. */
export function useDeposit(keys: ActionKeys) {
  return useCardMove(({ card, amount }: { card: BankCard; amount: number }) =>
    keys.run(`deposit:${card.id}:${amount}`, (idempotencyKey) =>
      callApi(bankDepositRoute, { params: { cardId: card.id, moneyNum: amount }, idempotencyKey }),
    ),
  );
}

/** Drawing a card's deposit; its key names the deposit it draws, so a retry cannot draw a later one. */
export function useDraw(keys: ActionKeys) {
  return useCardMove(({ card }: { card: BankCard }) =>
    keys.run(`draw:${card.id}:${card.lastDepositTime ?? ''}`, (idempotencyKey) =>
      callApi(bankDrawRoute, { params: { cardId: card.id }, idempotencyKey }),
    ),
  );
}
