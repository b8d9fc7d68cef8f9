import { ArrowLeftOutlined, CloudSyncOutlined } from '@ant-design/icons';
import {
  PAGES,
  articleCreateRoute,
  articleGetRoute,
  articleTreeRoute,
  articleUpdateRoute,
  CONTENT_MIN,
  discussCreateRoute,
  discussGetRoute,
  discussModerationRoute,
  discussUpdateRoute,
  Permissions,
  TITLE_MAX,
  TITLE_MIN,
  type ArticleNode,
  type DiscussDetail,
  type ArticleDetail,
  type Draft,
  type PlateItem,
  articleHref,
  topicHref,
} from '@clearsight/contracts';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import {
  Alert,
  App,
  Button,
  Checkbox,
  Form,
  Input,
  InputNumber,
  Radio,
  Result,
  Select,
  Spin,
  Switch,
  TreeSelect,
} from 'antd';
import { useEffect, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation, useNavigate, useSearchParams } from 'react-router';
import { useHydrated } from '../../../../lib/hydrated';
import { callApi } from '../../../../lib/http/client';
import { isApiError } from '../../../../lib/http/errors';
import { loginPathFor } from '../../../../lib/http/present';
import { checkPermission } from '../../../../lib/permissions/check';
import { isSignedIn } from '../../../../lib/session/session-state';
import { useSession } from '../../../../lib/session/session-store';
import { useRootData } from '../../../../lib/site-config';
import { draftKeyOf, parseEditorParams, type EditorParams } from '../../editor-params';
import {
  initialValues,
  toArticleCreateBody,
  toArticleUpdateBody,
  toDiscussCreateBody,
  toDiscussUpdateBody,
  toDraftPayload,
  withDraft,
  type EditorValues,
} from '../../editor-values';
import { forumKeys, usePlates } from '../../forum-api';
import { ColorField } from './color-field';
import { CoverField } from './cover-field';
import { MarkdownField } from './markdown-field';
import { MemberSelect, RoleSelect, type MemberPick } from './member-select';
import { useServerDraft } from './use-draft';

interface EditorContext {
  discuss: DiscussDetail | null;
  article: ArticleDetail | null;
  tree: ArticleNode[];
  discussId: string | null;
}

function headingOf(params: EditorParams): string {
  if (params.artType === 'discuss')
    return params.operType === 'create' ? 'forum.editor.createTopic' : 'forum.editor.editTopic';
  return params.operType === 'create' ? 'forum.editor.createArticle' : 'forum.editor.editArticle';
}

/** Loads what the editor needs: the topic or article being edited, the topic's article tree. */
async function loadContext(params: EditorParams, signal: AbortSignal): Promise<EditorContext> {
  if (params.artType === 'discuss') {
    if (params.operType === 'create') return { discuss: null, article: null, tree: [], discussId: null };
    const discuss = await callApi(discussGetRoute, { params: { id: params.discussId }, signal, silent: true });
    return { discuss, article: null, tree: [], discussId: discuss.id };
  }
  if (params.operType === 'create') {
    const [discuss, tree] = await Promise.all([
      callApi(discussGetRoute, { params: { id: params.discussId }, signal, silent: true }),
      callApi(articleTreeRoute, { params: { discussId: params.discussId }, signal, silent: true }),
    ]);
    return { discuss, article: null, tree, discussId: discuss.id };
  }
  const article = await callApi(articleGetRoute, { params: { id: params.articleId }, signal, silent: true });
  const tree = await callApi(articleTreeRoute, { params: { discussId: article.discussId }, signal, silent: true });
  return { discuss: null, article, tree, discussId: article.discussId };
}

type TreeOption = { value: string; title: string; children: TreeOption[]; disabled?: boolean };

/** The article tree as TreeSelect options; an article cannot move under itself or its descendants. */
function treeOptions(nodes: ArticleNode[], exclude: string | null): TreeOption[] {
  return nodes
    .filter((n) => n.id !== exclude)
    .map((n) => ({ value: n.id, title: n.name, children: treeOptions(n.children, exclude) }));
}

/** `/editArt`: who may write here, then the form. Guests go to the login page and come back. */
export function EditorPage() {
  const { t } = useTranslation();
  const [search] = useSearchParams();
  const params = useMemo(() => parseEditorParams(search), [search]);
  const session = useSession();
  const hydrated = useHydrated();
  const navigate = useNavigate();
  const location = useLocation();

  useEffect(() => {
    if (hydrated && !session.token) void navigate(loginPathFor(location), { replace: true });
  }, [hydrated, session.token, navigate, location]);

  const title = params ? t(headingOf(params)) : t('forum.editor.metaTitle');
  let body;
  if (!params)
    body = (
      <Result
        status="warning"
        title={t('forum.editor.invalid')}
        extra={<Link to={PAGES.forum}>{t('forum.board.allTopics')}</Link>}
      />
    );
  else if (!hydrated)
    body = (
      <noscript>
        <Alert type="info" showIcon title={t('forum.common.needJs')} />
      </noscript>
    );
  else if (!session.token) body = <p role="status">{t('forum.editor.loginRedirect')}</p>;
  else if (!isSignedIn(session))
    body = (
      <div className="fm-loading">
        <Spin />
      </div>
    );
  else body = <EditorLoader key={draftKeyOf(params)} params={params} />;

  return (
    <div className="fm-page fm-editor-page" data-testid="editor-page">
      <div className="cs-container">
        <h1 className="fm-editor-page__title">{title}</h1>
        {body}
      </div>
    </div>
  );
}

function EditorLoader({ params }: { params: EditorParams }) {
  const { t } = useTranslation();
  const session = useSession();
  const context = useQuery({
    queryKey: ['forum', 'editor-context', draftKeyOf(params)],
    queryFn: ({ signal }) => loadContext(params, signal),
    staleTime: 0,
    gcTime: 0,
  });
  const plates = usePlates(null);

  if (context.isError) {
    const status = isApiError(context.error) ? context.error.status : undefined;
    return (
      <Result
        status={status === 403 ? '403' : '404'}
        title={status === 403 ? t('forum.editor.cannotEdit') : t('forum.editor.notFound')}
      />
    );
  }
  if (!context.data || (params.artType === 'discuss' && !plates.data)) {
    return (
      <div className="fm-loading" role="status">
        <Spin />
      </div>
    );
  }
  const ctx = context.data;
  const allowed =
    params.artType === 'discuss'
      ? params.operType === 'create'
        ? checkPermission(session, [Permissions.topicCreate])
        : !!ctx.discuss?.viewer.canEdit
      : params.operType === 'create'
        ? !!ctx.discuss?.viewer.canWriteArticle
        : !!ctx.article?.viewer.canEdit;
  if (!allowed) {
    return (
      <Result
        status="403"
        title={
          params.artType === 'discuss' && params.operType === 'create'
            ? t('forum.editor.noPermission')
            : t('forum.editor.cannotEdit')
        }
      />
    );
  }
  return <EditorForm params={params} ctx={ctx} plates={plates.data ?? []} />;
}

function EditorForm({ params, ctx, plates }: { params: EditorParams; ctx: EditorContext; plates: PlateItem[] }) {
  const { t } = useTranslation();
  const { lang } = useRootData();
  const { message } = App.useApp();
  const navigate = useNavigate();
  const client = useQueryClient();
  const session = useSession();
  const [form] = Form.useForm<EditorValues>();
  const key = draftKeyOf(params);
  const base = useMemo(() => initialValues(params, ctx), [params, ctx]);
  const draft = useServerDraft(key, () => toDraftPayload({ ...base, ...form.getFieldsValue(true) }, params));
  const [restored, setRestored] = useState<Draft | null | undefined>(undefined);
  const [saving, setSaving] = useState(false);
  const isStaff = checkPermission(session, [Permissions.forumModerate]);
  const isDiscuss = params.artType === 'discuss';
  const visibility = Form.useWatch('visibility', form);

  // The draft decides the starting values once it is known.
  useEffect(() => {
    if (draft.loaded && restored === undefined) setRestored(draft.loaded.draft);
  }, [draft.loaded, restored]);

  const start = useMemo(() => (restored ? withDraft(base, restored.payload) : base), [base, restored]);

  if (restored === undefined) {
    return (
      <div className="fm-loading" role="status">
        <Spin />
      </div>
    );
  }

  const discard = async () => {
    await draft.discard();
    form.setFieldsValue(base);
    setRestored(null);
    message.info(t('forum.editor.draftDiscarded'));
  };

  const applyServerErrors = (error: unknown) => {
    if (!isApiError(error)) return;
    const list = (error.body as { error?: { validationErrors?: { message: string; members: string[] }[] | null } })
      ?.error?.validationErrors;
    if (!list) return;
    form.setFields(
      list.flatMap((v) =>
        v.members.filter((m) => m in base).map((m) => ({ name: m as keyof EditorValues, errors: [v.message] })),
      ),
    );
  };

  const submit = async (values: EditorValues) => {
    const v = { ...base, ...values };
    setSaving(true);
    try {
      let to: string;
      if (params.artType === 'discuss') {
        const saved =
          params.operType === 'create'
            ? await callApi(discussCreateRoute, { body: toDiscussCreateBody(v) })
            : await callApi(discussUpdateRoute, { params: { id: params.discussId }, body: toDiscussUpdateBody(v) });
        if (isStaff && (v.isPinned !== saved.isPinned || v.orderNum !== saved.orderNum)) {
          await callApi(discussModerationRoute, {
            params: { id: saved.id },
            body: { isPinned: v.isPinned, orderNum: v.orderNum },
          });
        }
        to = topicHref(saved.id);
      } else {
        const discussId = ctx.discussId!;
        const saved =
          params.operType === 'create'
            ? await callApi(articleCreateRoute, { body: toArticleCreateBody(v, discussId) })
            : await callApi(articleUpdateRoute, { params: { id: params.articleId }, body: toArticleUpdateBody(v) });
        to = articleHref(saved.discussId, saved.id);
      }
      draft.stop();
      await draft.discard();
      await client.invalidateQueries({ queryKey: forumKeys.all });
      message.success(t('forum.editor.saved'));
      void navigate(to);
    } catch (error) {
      applyServerErrors(error);
    } finally {
      setSaving(false);
    }
  };

  const status = draft.status;
  const statusText =
    status.kind === 'saving'
      ? t('forum.editor.draftSaving')
      : status.kind === 'saved'
        ? t('forum.editor.draftSaved', {
            time: new Intl.DateTimeFormat(lang, { timeStyle: 'medium' }).format(new Date(status.at)),
          })
        : status.kind === 'failed'
          ? t('forum.editor.draftFailed')
          : '';
  const known: MemberPick[] = ctx.discuss?.visibilityUsers ?? [];
  const backTo =
    params.artType === 'discuss'
      ? params.operType === 'update'
        ? topicHref(params.discussId)
        : '/discuss'
      : params.operType === 'update'
        ? articleHref(ctx.discussId!, params.articleId)
        : topicHref(ctx.discussId!);
  const topicTitle = ctx.discuss?.title ?? ctx.article?.discuss.title;

  return (
    <Form<EditorValues>
      form={form}
      layout="vertical"
      initialValues={start}
      onValuesChange={() => draft.markDirty()}
      onFinish={(values) => void submit(values)}
      className="fm-editor"
      data-testid="editor-form"
      scrollToFirstError
    >
      <div className="fm-editor__bar">
        <Link to={backTo} className="fm-editor__back">
          <ArrowLeftOutlined aria-hidden="true" /> {t('forum.editor.back')}
        </Link>
        {!isDiscuss && topicTitle && (
          <span className="fm-editor__topic">{t('forum.editor.inTopic', { title: topicTitle })}</span>
        )}
        <span className="fm-editor__status" role="status" data-testid="draft-status">
          {statusText && <CloudSyncOutlined aria-hidden="true" />} {statusText}
        </span>
      </div>

      {restored && (
        <Alert
          type="info"
          showIcon
          className="fm-editor__restored"
          data-testid="draft-restored"
          title={t('forum.editor.draftRestored')}
          description={t('forum.editor.draftRestoredAt', {
            time: new Intl.DateTimeFormat(lang, { dateStyle: 'medium', timeStyle: 'short' }).format(
              new Date(restored.updateTime),
            ),
          })}
          action={
            <Button size="small" onClick={() => void discard()} data-testid="draft-discard">
              {t('forum.editor.discardDraft')}
            </Button>
          }
        />
      )}

      {isDiscuss ? (
        <>
          <div className="fm-editor__row">
            <Form.Item
              name="plateId"
              label={t('forum.editor.board')}
              rules={[{ required: true, message: t('forum.board.postChooseBoard') }]}
              className="fm-editor__plate"
            >
              <Select
                placeholder={t('forum.editor.boardPlaceholder')}
                disabled={params.operType === 'update'}
                options={plates.map((p) => ({
                  value: p.id,
                  label: p.canPost ? p.name : `${p.name}${t('forum.editor.boardDisabled')}`,
                  disabled: !p.canPost && params.operType === 'create',
                }))}
                data-testid="editor-plate"
              />
            </Form.Item>
            <Form.Item
              name="title"
              label={t('forum.editor.title')}
              className="fm-editor__title"
              rules={[
                { required: true, whitespace: true, message: t('forum.editor.titleRule') },
                {
                  min: TITLE_MIN,
                  max: TITLE_MAX,
                  message: t('forum.editor.titleRule'),
                  transform: (v: string) => v?.trim(),
                },
              ]}
            >
              <Input
                placeholder={t('forum.editor.titlePlaceholder')}
                maxLength={TITLE_MAX}
                showCount
                data-testid="editor-title"
              />
            </Form.Item>
          </div>
          <Form.Item name="introduction" label={t('forum.editor.introduction')}>
            <Input.TextArea
              placeholder={t('forum.editor.introductionPlaceholder')}
              maxLength={200}
              showCount
              autoSize={{ minRows: 2, maxRows: 4 }}
              data-testid="editor-introduction"
            />
          </Form.Item>
        </>
      ) : (
        <div className="fm-editor__row">
          <Form.Item
            name="name"
            label={t('forum.editor.articleName')}
            className="fm-editor__title"
            rules={[{ required: true, whitespace: true, max: TITLE_MAX, message: t('forum.editor.articleNameRule') }]}
          >
            <Input
              placeholder={t('forum.editor.articleNamePlaceholder')}
              maxLength={TITLE_MAX}
              showCount
              data-testid="editor-article-name"
            />
          </Form.Item>
          <Form.Item name="parentId" label={t('forum.editor.parentArticle')} className="fm-editor__plate">
            <TreeSelect
              allowClear
              treeDefaultExpandAll
              placeholder={t('forum.editor.topLevel')}
              treeData={treeOptions(ctx.tree, params.operType === 'update' ? params.articleId : null)}
              data-testid="editor-parent"
            />
          </Form.Item>
        </div>
      )}

      <Form.Item
        name="content"
        label={t('forum.editor.content')}
        extra={t('forum.editor.contentHelp')}
        rules={[
          {
            validator: (_rule, value: string | undefined) =>
              (value ?? '').trim().length >= CONTENT_MIN
                ? Promise.resolve()
                : Promise.reject(new Error(t('forum.editor.contentRule'))),
          },
        ]}
        htmlFor="fm-editor-content"
      >
        <ContentControl />
      </Form.Item>

      {isDiscuss ? (
        <div className="fm-editor__grid">
          <Form.Item name="cover" label={t('forum.editor.cover')}>
            <CoverField />
          </Form.Item>
          <div>
            <Form.Item
              name="tags"
              label={t('forum.editor.tags')}
              rules={[
                {
                  validator: (_r, value: string[] | undefined) =>
                    !value ||
                    (value.length <= 5 && value.every((tag) => tag.trim().length > 0 && tag.trim().length <= 20))
                      ? Promise.resolve()
                      : Promise.reject(new Error(t('forum.editor.tagsRule'))),
                },
              ]}
            >
              <Select
                mode="tags"
                maxCount={5}
                placeholder={t('forum.editor.tagsPlaceholder')}
                tokenSeparators={[',', '，']}
                open={false}
                suffixIcon={null}
                data-testid="editor-tags"
              />
            </Form.Item>
            <Form.Item name="color" label={t('forum.editor.color')}>
              <ColorField />
            </Form.Item>
          </div>
          <div>
            <Form.Item name="visibility" label={t('forum.editor.visibility')}>
              <Radio.Group data-testid="editor-visibility">
                {(['public', 'self', 'users', 'roles'] as const).map((v) => (
                  <Radio key={v} value={v}>
                    {t(`forum.visibility.${v}`)}
                  </Radio>
                ))}
              </Radio.Group>
            </Form.Item>
            {visibility === 'users' && (
              <Form.Item
                name="userIds"
                label={t('forum.editor.users')}
                rules={[{ required: true, type: 'array', min: 1, message: t('forum.editor.usersRule') }]}
              >
                <MemberSelect known={known} />
              </Form.Item>
            )}
            {visibility === 'roles' && (
              <Form.Item
                name="roleCodes"
                label={t('forum.editor.roles')}
                rules={[{ required: true, type: 'array', min: 1, message: t('forum.editor.rolesRule') }]}
              >
                <RoleSelect />
              </Form.Item>
            )}
            <Form.Item name="commentsDisabled" valuePropName="checked">
              <Checkbox data-testid="editor-comments-disabled">{t('forum.editor.commentsDisabled')}</Checkbox>
            </Form.Item>
          </div>
          {isStaff && (
            <fieldset className="fm-editor__staff">
              <legend>{t('forum.editor.staffOnly')}</legend>
              <Form.Item name="isPinned" label={t('forum.editor.pinned')} valuePropName="checked">
                <Switch />
              </Form.Item>
              <Form.Item name="orderNum" label={t('forum.editor.orderNum')}>
                <InputNumber min={-100000} max={100000} />
              </Form.Item>
            </fieldset>
          )}
        </div>
      ) : (
        <Form.Item name="orderNum" label={t('forum.editor.articleOrder')}>
          <InputNumber min={-100000} max={100000} />
        </Form.Item>
      )}

      <div className="fm-editor__submit">
        <Button type="primary" htmlType="submit" size="large" loading={saving} data-testid="editor-submit">
          {params.operType === 'create' ? t('forum.editor.publish') : t('forum.editor.saveChanges')}
        </Button>
        <span className="fm-editor__hint">{t('forum.editor.leaveWarning')}</span>
      </div>
    </Form>
  );
}

/** The Form.Item child for the markdown field (Form passes value, onChange and the validation state). */
function ContentControl({
  value,
  onChange,
  'aria-invalid': invalid,
}: {
  value?: string;
  onChange?: (value: string) => void;
  'aria-invalid'?: boolean | 'true' | 'false';
}) {
  const { t } = useTranslation();
  return (
    <MarkdownField
      id="fm-editor-content"
      value={value ?? ''}
      onChange={(next) => onChange?.(next)}
      label={t('forum.editor.markdownLabel')}
      invalid={invalid === true || invalid === 'true'}
    />
  );
}
