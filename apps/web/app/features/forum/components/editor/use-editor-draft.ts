import { feedback } from '../../../../lib/feedback';
import type { Draft } from '@clearsight/contracts';
import { type FormInstance } from 'antd';
import { useEffect, useMemo, useState } from 'react';
import { useTranslation } from '../../../../lib/i18n/use-translation';
import { draftKeyOf, type EditorParams } from '../../editor-params';
import { toDraftPayload, withDraft, type EditorValues } from '../../editor-values';
import { useServerDraft } from './use-draft';

/**
 * The editor's draft: the server draft of this editor (saved while the member types), the draft found on
 * opening (undefined until the server answered, null when there is none), the values the form starts from,
 * and discarding the draft back to the stored content.
 */
export function useEditorDraft(params: EditorParams, base: EditorValues, form: FormInstance<EditorValues>) {
  const { t } = useTranslation();
  const { message } = feedback;
  const draft = useServerDraft(draftKeyOf(params), () =>
    toDraftPayload({ ...base, ...form.getFieldsValue(true) }, params),
  );
  const [restored, setRestored] = useState<Draft | null | undefined>(undefined);

  // The draft decides the starting values once it is known.
  useEffect(() => {
    if (draft.loaded && restored === undefined) setRestored(draft.loaded.draft);
  }, [draft.loaded, restored]);

  const start = useMemo(() => (restored ? withDraft(base, restored.payload) : base), [base, restored]);

  const discard = async () => {
    await draft.discard();
    form.setFieldsValue(base);
    setRestored(null);
    message.info(t('forum.editor.draftDiscarded'));
  };

  return { draft, restored, start, discard };
}
