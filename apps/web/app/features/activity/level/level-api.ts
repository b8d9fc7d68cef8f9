import {
  levelListRoute,
  levelUpgradeRoute,
  myLevelRoute,
  type LevelUpgradeResult,
  type MyLevel,
} from '@clearsight/contracts';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { callApi } from '../../../lib/http/client';
import { getSession, setSession, useSession } from '../../../lib/session/session-store';
import type { ActionKeys } from '../shared/action-keys';
import { settleBalance } from '../shared/balance';

/** The whole table fits one page: tenants keep at most 50 levels. */
const TABLE_PAGE = { skipCount: 0, maxResultCount: 100 };

export const levelKeys = {
  table: ['activity', 'level', 'table'] as const,
  mine: (viewer: string) => ['activity', 'level', 'mine', viewer] as const,
};

export function useLevelTable() {
  return useQuery({
    queryKey: levelKeys.table,
    queryFn: ({ signal }) => callApi(levelListRoute, { query: TABLE_PAGE, signal }),
    staleTime: 5 * 60_000,
  });
}

export function useMyLevel() {
  const viewer = useSession().id ?? '';
  return useQuery({
    queryKey: levelKeys.mine(viewer),
    queryFn: ({ signal }) => callApi(myLevelRoute, { signal }),
  });
}

/** Buys experience 1:1 with money; one purchase is one action with its own idempotency key. */
export function useBuyExperience(keys: ActionKeys) {
  const client = useQueryClient();
  const viewer = useSession().id ?? '';
  return useMutation<LevelUpgradeResult, Error, number>({
    mutationFn: (experience) =>
      keys.run(`upgrade:${experience}`, (idempotencyKey) =>
        callApi(levelUpgradeRoute, { query: { experience }, idempotencyKey }),
      ),
    onSuccess: (result) => {
      const mine: MyLevel = {
        level: result.level,
        levelName: result.levelName,
        levelNameEn: result.levelNameEn,
        experience: result.experience,
        next: result.next,
        money: result.money,
      };
      client.setQueryData(levelKeys.mine(viewer), mine);
      setSession({
        ...getSession(),
        level: result.level,
        levelName: result.levelName,
        levelNameEn: result.levelNameEn || null,
      });
      settleBalance(result.money);
    },
  });
}
