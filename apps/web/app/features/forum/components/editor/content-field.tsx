import { CONTENT_MIN } from '@clearsight/contracts';
import { Form } from 'antd';
import { useTranslation } from '../../../../lib/i18n/use-translation';
import { MarkdownField } from './markdown-field';

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

/** The markdown content, at least CONTENT_MIN characters once trimmed. */
export function ContentField() {
  const { t } = useTranslation();
  return (
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
  );
}
