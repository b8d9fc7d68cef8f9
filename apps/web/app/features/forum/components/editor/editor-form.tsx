import { Permissions, type PlateItem } from '@clearsight/contracts';
import { Button, Form, InputNumber, Spin } from 'antd';
import { useMemo } from 'react';
import { useTranslation } from '../../../../lib/i18n/use-translation';
import { checkPermission } from '../../../../lib/permissions/check';
import { useSession } from '../../../../lib/session/session-store';
import type { EditorParams } from '../../editor-params';
import { initialValues, type EditorValues } from '../../editor-values';
import { ArticleHeadFields } from './article-head-fields';
import { ContentField } from './content-field';
import { DraftRestored } from './draft-restored';
import { EditorBar } from './editor-bar';
import type { EditorContext } from './editor-context';
import type { MemberPick } from './member-select';
import { TopicHeadFields } from './topic-head-fields';
import { TopicSettingsFields } from './topic-settings-fields';
import { useEditorDraft } from './use-editor-draft';
import { useEditorSubmit } from './use-editor-submit';

/** The form for a topic or an article; it waits for the draft so that a saved draft is where it starts. */
export function EditorForm({ params, ctx, plates }: { params: EditorParams; ctx: EditorContext; plates: PlateItem[] }) {
  const { t } = useTranslation();
  const session = useSession();
  const [form] = Form.useForm<EditorValues>();
  const base = useMemo(() => initialValues(params, ctx), [params, ctx]);
  const isStaff = checkPermission(session, [Permissions.forumModerate]);
  const { draft, restored, start, discard } = useEditorDraft(params, base, form);
  const { submit, saving } = useEditorSubmit({ params, ctx, base, form, draft, isStaff });
  const isDiscuss = params.artType === 'discuss';

  if (restored === undefined) {
    return (
      <div className="fm-loading" role="status">
        <Spin />
      </div>
    );
  }

  const known: MemberPick[] = ctx.discuss?.visibilityUsers ?? [];

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
      <EditorBar params={params} ctx={ctx} status={draft.status} />
      {restored && <DraftRestored draft={restored} onDiscard={() => void discard()} />}
      {isDiscuss ? (
        <TopicHeadFields params={params} plates={plates} />
      ) : (
        <ArticleHeadFields params={params} tree={ctx.tree} />
      )}
      <ContentField />
      {isDiscuss ? (
        <TopicSettingsFields known={known} knownModels={ctx.discuss?.models ?? []} isStaff={isStaff} />
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
