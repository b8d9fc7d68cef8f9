import { feedback } from '../../../../lib/feedback';
import {
  articleCreateRoute,
  articleHref,
  articleUpdateRoute,
  discussCreateRoute,
  discussModerationRoute,
  discussUpdateRoute,
  topicHref,
} from '@clearsight/contracts';
import { useQueryClient } from '@tanstack/react-query';
import { type FormInstance } from 'antd';
import { useState } from 'react';
import { useTranslation } from '../../../../lib/i18n/use-translation';
import { useNavigate } from 'react-router';
import { callApi } from '../../../../lib/http/client';
import { isApiError } from '../../../../lib/http/errors';
import type { EditorParams } from '../../editor-params';
import {
  toArticleCreateBody,
  toArticleUpdateBody,
  toDiscussCreateBody,
  toDiscussUpdateBody,
  type EditorValues,
} from '../../editor-values';
import { forumKeys } from '../../member/forum-api';
import type { EditorContext } from './editor-context';
import type { useServerDraft } from './use-draft';

/**
 * Publishing: create or update the topic or article (and, for staff, its pin and order), forget the draft,
 * refresh the forum's cached lists and go to what was saved. The server's field errors land on the fields.
 */
export function useEditorSubmit({
  params,
  ctx,
  base,
  form,
  draft,
  isStaff,
}: {
  params: EditorParams;
  ctx: EditorContext;
  base: EditorValues;
  form: FormInstance<EditorValues>;
  draft: Pick<ReturnType<typeof useServerDraft>, 'stop' | 'discard'>;
  isStaff: boolean;
}) {
  const { t } = useTranslation();
  const { message } = feedback;
  const navigate = useNavigate();
  const client = useQueryClient();
  const [saving, setSaving] = useState(false);

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

  return { submit, saving };
}
