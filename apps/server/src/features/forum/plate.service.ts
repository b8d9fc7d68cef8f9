import { englishOf, hasAny, Permissions, type PlateInput, type PlateItem } from '@clearsight/contracts';
import type { z } from 'zod';
import { isUniqueViolation } from '../../shared/db-errors.js';
import { AppError } from '../../shared/app-error.js';
import { createContentMemo } from '../../shared/content-memo.js';
import { newId } from '../../shared/ids.js';
import type { RequestContext, SessionUser } from '../../shared/request-context.js';
import { assertCanWrite, isStaff } from './forum.access.js';
import { requireImage, type ForumDeps } from './forum.deps.js';
import { toPlateItem } from './forum.mappers.js';
import type { PlateRecord, PlateWrite } from './plate.repository.js';

type PlateData = z.output<typeof PlateInput>;
const CODE_TAKEN = '板块代码已被使用';
/**
 * How long the boards are reused when no write announced a change. Their topic counts move only with forum writes,
 * which raise the content version, so this only bounds a version that could not be read.
 */
const BOARDS_REUSE_MS = 60_000;

/** Whether a member may post on a board: the permission, not banned, and the board open (or staff). */
export function canPostOn(user: SessionUser | null, plate: Pick<PlateRecord, 'isPostingDisabled'>): boolean {
  if (!user || user.status === 'banned') return false;
  if (!hasAny(user, { permissions: [Permissions.topicCreate] })) return false;
  return !plate.isPostingDisabled || isStaff(user);
}

export function createPlateService(deps: ForumDeps) {
  const { plates, clock, audit, transactor } = deps;
  // The boards with their topic counts: every board page and the forum's menus read them, the same for everyone
  // but whether the reader may post, which is worked out per request.
  const boards = createContentMemo({
    build: (tenantId) => plates.list(tenantId),
    clock,
    reuseMs: BOARDS_REUSE_MS,
    contentVersion: deps.contentVersion,
  });

  async function requirePlate(tenantId: string, id: string): Promise<PlateRecord> {
    const plate = await plates.find(tenantId, id);
    if (!plate) throw AppError.notFound('板块不存在');
    return plate;
  }

  /** The write of a create, or of an update of `before` (English left out of the input keeps what is stored). */
  async function toWrite(ctx: RequestContext, body: PlateData, before?: PlateRecord): Promise<PlateWrite> {
    const exceptId = before?.id;
    if (await plates.codeTaken(ctx.tenantId, body.code, exceptId)) throw AppError.field('code', CODE_TAKEN);
    if (body.logo) await requireImage(deps, ctx.tenantId, body.logo, 'logo');
    return {
      name: body.name,
      code: body.code,
      logo: body.logo ?? null,
      introduction: body.introduction,
      ...englishOf(['nameEn', 'introductionEn'], body, before),
      orderNum: body.orderNum,
      isPostingDisabled: body.isPostingDisabled,
      isQuestionBoard: body.isQuestionBoard,
    };
  }

  async function get(ctx: RequestContext, id: string): Promise<PlateItem> {
    const plate = await requirePlate(ctx.tenantId, id);
    return toPlateItem(plate, canPostOn(ctx.user, plate));
  }

  return {
    async list(ctx: RequestContext): Promise<{ items: PlateItem[]; totalCount: number }> {
      const rows = await boards.get(ctx.tenantId);
      return { items: rows.map((p) => toPlateItem(p, canPostOn(ctx.user, p))), totalCount: rows.length };
    },

    get,

    /** The tenant's content changed in this process (the page cache tells it): the boards are read again. */
    contentChanged(tenantId: string): void {
      boards.forget(tenantId);
    },

    async create(ctx: RequestContext, body: PlateData): Promise<PlateItem> {
      assertCanWrite(ctx.user);
      const write = await toWrite(ctx, body);
      const id = newId();
      try {
        await transactor.run(async (tx) => {
          await plates.insert(ctx.tenantId, id, write, clock.now().toISOString(), tx);
          await audit.record(tx, ctx, {
            action: 'forum.plate.create',
            targetType: 'plate',
            targetId: id,
            after: write,
          });
        });
      } catch (error) {
        if (isUniqueViolation(error)) throw AppError.conflict(CODE_TAKEN);
        throw error;
      }
      return get(ctx, id);
    },

    async update(ctx: RequestContext, id: string, body: PlateData): Promise<PlateItem> {
      assertCanWrite(ctx.user);
      const before = await requirePlate(ctx.tenantId, id);
      const write = await toWrite(ctx, body, before);
      try {
        await transactor.run(async (tx) => {
          await plates.update(ctx.tenantId, id, write, clock.now().toISOString(), tx);
          await audit.record(tx, ctx, {
            action: 'forum.plate.update',
            targetType: 'plate',
            targetId: id,
            before,
            after: write,
          });
        });
      } catch (error) {
        if (isUniqueViolation(error)) throw AppError.conflict(CODE_TAKEN);
        throw error;
      }
      return get(ctx, id);
    },

    async remove(ctx: RequestContext, id: string): Promise<{ ok: true }> {
      assertCanWrite(ctx.user);
      const before = await requirePlate(ctx.tenantId, id);
      await transactor.run(async (tx) => {
        const live = await plates.liveTopicCount(ctx.tenantId, id, tx);
        if (live > 0) throw AppError.conflict(`板块下还有 ${live} 个主题，请先移走或删除后再删除板块`);
        await plates.delete(tx, ctx.tenantId, id);
        await audit.record(tx, ctx, { action: 'forum.plate.delete', targetType: 'plate', targetId: id, before });
      });
      return { ok: true };
    },
  };
}
