import { RICH_LIST_TOP, fileUrl, fromCents, type MyRank, type RankItem } from '@clearsight/contracts';
import { AppError } from '../../shared/app-error.js';
import type { RequestContext } from '../../shared/request-context.js';
import type { LevelService } from '../level/level.service.js';
import type { RankedMember, RankRepository } from './rank.repository.js';

/** The rich list (docs/product.md#rich-list): pages, the top ten and the viewer's own position. */
export function createRankService(deps: { repo: RankRepository; levels: LevelService }) {
  const { repo, levels } = deps;

  async function items(tenantId: string, members: RankedMember[], skip: number): Promise<RankItem[]> {
    const badges = await levels.badges(
      tenantId,
      members.map((m) => m.experience),
    );
    return members.map((m, i) => ({
      order: skip + i + 1,
      userId: m.id,
      userName: m.userName,
      nick: m.nick,
      icon: fileUrl(m.icon),
      money: fromCents(m.moneyCents),
      level: badges[i]!.level,
      levelName: badges[i]!.name,
      levelNameEn: badges[i]!.nameEn,
    }));
  }

  return {
    async page(ctx: RequestContext, skip: number, take: number): Promise<{ items: RankItem[]; totalCount: number }> {
      const page = await repo.page(ctx.tenantId, skip, take);
      return { items: await items(ctx.tenantId, page.items, skip), totalCount: page.totalCount };
    },

    async top(ctx: RequestContext): Promise<{ items: RankItem[] }> {
      return { items: await items(ctx.tenantId, await repo.top(ctx.tenantId, RICH_LIST_TOP), 0) };
    },

    async mine(ctx: RequestContext): Promise<MyRank> {
      if (!ctx.user) throw AppError.unauthorized();
      const position = await repo.position(ctx.tenantId, ctx.user.id);
      if (!position) throw AppError.unauthorized();
      return { order: position.order, money: fromCents(position.moneyCents), totalCount: position.totalCount };
    },
  };
}
export type RankService = ReturnType<typeof createRankService>;
