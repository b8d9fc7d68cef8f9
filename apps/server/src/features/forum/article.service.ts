import type { ArticleCreateBody, ArticleDetail, ArticleNode, ArticleUpdateBody } from '@clearsight/contracts';
import type { z } from 'zod';
import { AppError } from '../../shared/app-error.js';
import { newId } from '../../shared/ids.js';
import type { RequestContext, SessionUser } from '../../shared/request-context.js';
import type { ArticleOutlineRow, ArticleRecord } from './article.repository.js';
import type { DiscussService } from './discuss.service.js';
import { TOPIC_NOT_FOUND } from './discuss-reads.js';
import type { TopicRecord } from './discuss.records.js';
import { assertCanWrite, canWrite, isStaff } from './forum.access.js';
import { withLevels, type ForumDeps } from './forum.deps.js';
import type { MentionService } from './mention.service.js';
import { articleHref } from '@clearsight/contracts';

type CreateData = z.output<typeof ArticleCreateBody>;
type UpdateData = z.output<typeof ArticleUpdateBody>;

const ARTICLE_NOT_FOUND = '章节不存在或已被删除';
const MAX_ARTICLES_PER_TOPIC = 500;

/** Builds the ordered tree from the flat outline (siblings already sorted by order, then time). */
export function buildTree(rows: ArticleOutlineRow[]): ArticleNode[] {
  const nodes = new Map<string, ArticleNode>();
  for (const r of rows) {
    nodes.set(r.id, {
      id: r.id,
      discussId: r.discussId,
      parentId: r.parentId,
      name: r.name,
      orderNum: r.orderNum,
      creationTime: r.createdAt,
      children: [],
    });
  }
  const roots: ArticleNode[] = [];
  for (const r of rows) {
    const node = nodes.get(r.id)!;
    const parent = r.parentId ? nodes.get(r.parentId) : undefined;
    if (parent) parent.children.push(node);
    else roots.push(node);
  }
  return roots;
}

/** Depth-first reading order of the tree (the outline's order; previous/next follow it). */
function readingOrder(tree: ArticleNode[]): ArticleNode[] {
  const out: ArticleNode[] = [];
  const walk = (list: ArticleNode[]) => {
    for (const n of list) {
      out.push(n);
      walk(n.children);
    }
  };
  walk(tree);
  return out;
}

function descendantsOf(rows: ArticleOutlineRow[], id: string): string[] {
  const children = new Map<string, string[]>();
  for (const r of rows) {
    if (!r.parentId) continue;
    children.set(r.parentId, [...(children.get(r.parentId) ?? []), r.id]);
  }
  const out: string[] = [];
  const walk = (at: string) => {
    for (const c of children.get(at) ?? []) {
      out.push(c);
      walk(c);
    }
  };
  walk(id);
  return out;
}

/** Child articles of a topic: a tree of chapters only the topic's author or staff write. */
export function createArticleService(deps: ForumDeps, topics: DiscussService, mention: MentionService) {
  const { articles, discusses, clock, audit, transactor, revisions, search } = deps;

  async function requireArticle(tenantId: string, id: string): Promise<ArticleRecord> {
    const article = await articles.find(tenantId, id);
    if (!article) throw AppError.notFound(ARTICLE_NOT_FOUND);
    return article;
  }

  function canWriteOn(user: SessionUser | null, topic: TopicRecord): boolean {
    return canWrite(user) && !!user && (user.id === topic.userId || isStaff(user));
  }

  /** The topic must exist, and the writer be its author or staff (and not banned). */
  async function requireWritableTopic(
    ctx: RequestContext,
    discussId: string,
  ): Promise<{ user: SessionUser; topic: TopicRecord }> {
    const user = assertCanWrite(ctx.user);
    const topic = await discusses.find(ctx.tenantId, discussId);
    if (!topic) throw AppError.notFound(TOPIC_NOT_FOUND);
    if (!canWriteOn(user, topic)) throw AppError.forbidden('只有主题作者或管理员可以编写章节');
    return { user, topic };
  }

  async function detail(ctx: RequestContext, id: string): Promise<ArticleDetail> {
    const article = await requireArticle(ctx.tenantId, id);
    const { topic } = await topics.requireReadable(ctx, article.discussId);
    const outline = await articles.outline(ctx.tenantId, article.discussId);
    const byId = new Map(outline.map((r) => [r.id, r]));
    const ancestors: Array<{ id: string; name: string }> = [];
    for (
      let p = article.parentId ? byId.get(article.parentId) : undefined;
      p;
      p = p.parentId ? byId.get(p.parentId) : undefined
    ) {
      ancestors.unshift({ id: p.id, name: p.name });
      if (ancestors.length > 100) break;
    }
    const order = readingOrder(buildTree(outline));
    const at = order.findIndex((n) => n.id === id);
    const prev = at > 0 ? order[at - 1]! : null;
    const next = at >= 0 && at < order.length - 1 ? order[at + 1]! : null;
    const rendered = await mention.render(ctx.tenantId, `article:${article.id}:${article.revision}`, article.content);
    const [shown] = await withLevels(deps, ctx.tenantId, [{ author: article.author }]);
    return {
      id: article.id,
      discussId: article.discussId,
      parentId: article.parentId,
      name: article.name,
      content: article.content,
      contentHtml: rendered.html,
      toc: rendered.toc,
      orderNum: article.orderNum,
      revision: article.revision,
      author: shown!.author,
      creationTime: article.createdAt,
      lastModificationTime: article.updatedAt,
      discuss: {
        id: topic.id,
        title: topic.title,
        plateId: topic.plateId,
        plateName: topic.plateName,
        plateNameEn: topic.plateNameEn,
      },
      ancestors,
      prev: prev && { id: prev.id, name: prev.name },
      next: next && { id: next.id, name: next.name },
      viewer: { canEdit: canWriteOn(ctx.user, topic), canViewHistory: isStaff(ctx.user) },
    };
  }

  async function requireParentIn(ctx: RequestContext, discussId: string, parentId: string): Promise<void> {
    const parent = await articles.find(ctx.tenantId, parentId);
    if (!parent || parent.discussId !== discussId) throw AppError.field('parentId', '上级章节不存在或不属于该主题');
  }

  return {
    async tree(ctx: RequestContext, discussId: string): Promise<ArticleNode[]> {
      await topics.requireReadable(ctx, discussId);
      return buildTree(await articles.outline(ctx.tenantId, discussId));
    },

    detail,

    async create(ctx: RequestContext, body: CreateData): Promise<ArticleDetail> {
      const { user, topic } = await requireWritableTopic(ctx, body.discussId);
      const parentId = body.parentId ?? null;
      if (parentId) await requireParentIn(ctx, topic.id, parentId);
      const outline = await articles.outline(ctx.tenantId, topic.id);
      if (outline.length >= MAX_ARTICLES_PER_TOPIC)
        throw AppError.badRequest(`一个主题最多 ${MAX_ARTICLES_PER_TOPIC} 个章节`);
      const id = newId();
      await articles.insert({
        id,
        tenantId: ctx.tenantId,
        discussId: topic.id,
        parentId,
        userId: user.id,
        name: body.name,
        content: body.content,
        orderNum: body.orderNum,
        at: clock.now().toISOString(),
      });
      await search.syncTopic(ctx.tenantId, topic.id);
      await mention.notify(ctx.tenantId, user, {
        type: 'article',
        id,
        topic,
        content: body.content,
        link: articleHref(topic.id, id),
        title: body.name,
      });
      return detail(ctx, id);
    },

    async update(ctx: RequestContext, id: string, body: UpdateData): Promise<ArticleDetail> {
      const article = await requireArticle(ctx.tenantId, id);
      const { user, topic } = await requireWritableTopic(ctx, article.discussId);
      if (body.parentId !== undefined && body.parentId !== article.parentId && body.parentId !== null) {
        const outline = await articles.outline(ctx.tenantId, topic.id);
        if (body.parentId === id || descendantsOf(outline, id).includes(body.parentId)) {
          throw AppError.field('parentId', '不能把章节移动到它自己或其子章节下');
        }
        await requireParentIn(ctx, topic.id, body.parentId);
      }
      await transactor.run(async (tx) => {
        await articles.update(
          tx,
          ctx.tenantId,
          article,
          {
            ...(body.parentId !== undefined ? { parentId: body.parentId } : {}),
            ...(body.name !== undefined ? { name: body.name } : {}),
            ...(body.content !== undefined ? { content: body.content } : {}),
            ...(body.orderNum !== undefined ? { orderNum: body.orderNum } : {}),
          },
          { editorId: user.id, at: clock.now().toISOString(), revisionId: newId() },
        );
        if (user.id !== topic.userId) {
          await audit.record(tx, ctx, {
            action: 'forum.article.edit',
            targetType: 'article',
            targetId: id,
            before: { name: article.name },
          });
        }
      });
      await search.syncTopic(ctx.tenantId, topic.id);
      // Members the earlier versions already told are not told again (once per item).
      if (body.content !== undefined) {
        await mention.notify(ctx.tenantId, user, {
          type: 'article',
          id,
          topic,
          content: body.content,
          link: articleHref(topic.id, id),
          title: body.name ?? article.name,
        });
      }
      return detail(ctx, id);
    },

    async remove(ctx: RequestContext, id: string): Promise<{ ok: true }> {
      const article = await requireArticle(ctx.tenantId, id);
      const { user, topic } = await requireWritableTopic(ctx, article.discussId);
      const outline = await articles.outline(ctx.tenantId, topic.id);
      const subtree = [id, ...descendantsOf(outline, id)];
      await transactor.run(async (tx) => {
        await articles.deleteMany(tx, ctx.tenantId, [...subtree].reverse());
        if (user.id !== topic.userId) {
          await audit.record(tx, ctx, {
            action: 'forum.article.delete',
            targetType: 'article',
            targetId: id,
            before: { name: article.name, count: subtree.length },
          });
        }
      });
      await search.removeIds(ctx.tenantId, subtree);
      return { ok: true };
    },

    async revisions(ctx: RequestContext, id: string, skip: number, take: number) {
      await requireArticle(ctx.tenantId, id);
      return revisions.list(ctx.tenantId, 'article', id, skip, take);
    },
  };
}
