import { MENTION_SUGGEST_LIMIT, type Draft, type DraftPayload, type MentionSuggestion } from '@clearsight/contracts';
import { AppError } from '../../shared/app-error.js';
import { newId } from '../../shared/ids.js';
import type { RequestContext } from '../../shared/request-context.js';
import type { DraftRecord } from './draft.repository.js';
import { assertCanWrite } from './forum.access.js';
import type { ForumDeps } from './forum.deps.js';
import type { MentionService } from './mention.service.js';

const MAX_DRAFTS_PER_MEMBER = 50;

const toDraft = (d: DraftRecord): Draft => ({ key: d.key, payload: d.payload, updateTime: d.updatedAt });

/** What the editor page needs besides saving: server drafts, the visibility picker, a faithful preview. */
export function createEditorService(deps: ForumDeps, mention: MentionService) {
  const { drafts, members, clock } = deps;
  return {
    async listDrafts(ctx: RequestContext): Promise<{ items: Draft[] }> {
      return { items: (await drafts.list(ctx.tenantId, ctx.user!.id)).map(toDraft) };
    },

    async getDraft(ctx: RequestContext, key: string): Promise<{ draft: Draft | null }> {
      const d = await drafts.get(ctx.tenantId, ctx.user!.id, key);
      return { draft: d ? toDraft(d) : null };
    },

    /** Autosave (one draft per member and editor key). */
    async saveDraft(ctx: RequestContext, key: string, payload: DraftPayload): Promise<Draft> {
      const userId = assertCanWrite(ctx.user).id;
      const existing = await drafts.get(ctx.tenantId, userId, key);
      if (!existing && (await drafts.count(ctx.tenantId, userId)) >= MAX_DRAFTS_PER_MEMBER) {
        throw AppError.badRequest(`草稿最多保存 ${MAX_DRAFTS_PER_MEMBER} 份，请先发布或删除一些草稿`);
      }
      const at = clock.now().toISOString();
      await drafts.upsert(ctx.tenantId, userId, key, payload, newId(), at);
      return { key, payload, updateTime: at };
    },

    /** Deleting is writing too: a banned member keeps their drafts as they are (decision 0005). */
    async deleteDraft(ctx: RequestContext, key: string): Promise<{ ok: true }> {
      await drafts.delete(ctx.tenantId, assertCanWrite(ctx.user).id, key);
      return { ok: true };
    },

    async searchMembers(ctx: RequestContext, userName: string) {
      const found = await members.searchByUserName(ctx.tenantId, userName.trim(), 10);
      return { items: found.map((m) => ({ id: m.id, nick: m.nick, icon: m.icon })) };
    },

    /**
     * Members to offer after `@`: user names starting with the keyword, not disabled, never the one asking;
     * only public fields leave (the contract's MentionSuggestion).
     */
    async mentionSuggest(ctx: RequestContext, keyword: string): Promise<{ items: MentionSuggestion[] }> {
      const me = ctx.user!.id;
      const found = await members.searchByUserName(ctx.tenantId, keyword, MENTION_SUGGEST_LIMIT + 1);
      return {
        items: found
          .filter((m) => m.id !== me)
          .slice(0, MENTION_SUGGEST_LIMIT)
          .map((m) => ({ userName: m.userName, nick: m.nick, icon: m.icon })),
      };
    },

    async roles(ctx: RequestContext) {
      return { items: await members.roles(ctx.tenantId) };
    },

    /** The page's own rendering, mentions of members linked as they will be once published. */
    preview(ctx: RequestContext, content: string) {
      return mention.preview(ctx.tenantId, content);
    },
  };
}
