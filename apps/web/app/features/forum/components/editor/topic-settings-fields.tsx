import type { TopicModel } from '@clearsight/contracts';
import { Checkbox, Form, InputNumber, Select, Switch } from 'antd';
import { useTranslation } from '../../../../lib/i18n/use-translation';
import { ColorField } from './color-field';
import { CoverField } from './cover-field';
import type { MemberPick } from './member-select';
import { ModelSelect } from './model-select';
import { VisibilityFields } from './visibility-fields';

/** Only staff pin a topic and set its order on the board. */
function StaffFields() {
  const { t } = useTranslation();
  return (
    <fieldset className="fm-editor__staff">
      <legend>{t('forum.editor.staffOnly')}</legend>
      <Form.Item name="isPinned" label={t('forum.editor.pinned')} valuePropName="checked">
        <Switch />
      </Form.Item>
      <Form.Item name="orderNum" label={t('forum.editor.orderNum')}>
        <InputNumber min={-100000} max={100000} />
      </Form.Item>
    </fieldset>
  );
}

/**
 * Under a topic's content: cover, the product models it is about, tags, title colour, who may read it, comments
 * off, and the staff's fields.
 */
export function TopicSettingsFields({
  known,
  knownModels,
  isStaff,
}: {
  known: MemberPick[];
  knownModels: readonly TopicModel[];
  isStaff: boolean;
}) {
  const { t } = useTranslation();
  return (
    <div className="fm-editor__grid">
      <Form.Item name="cover" label={t('forum.editor.cover')}>
        <CoverField />
      </Form.Item>
      <div>
        <Form.Item name="modelIds" label={t('forum.editor.models')} extra={t('forum.editor.modelsHelp')}>
          <ModelSelect known={knownModels} />
        </Form.Item>
        <Form.Item
          name="tags"
          label={t('forum.editor.tags')}
          rules={[
            {
              validator: (_r, value: string[] | undefined) =>
                !value || (value.length <= 5 && value.every((tag) => tag.trim().length > 0 && tag.trim().length <= 20))
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
        <VisibilityFields known={known} />
        <Form.Item name="commentsDisabled" valuePropName="checked">
          <Checkbox data-testid="editor-comments-disabled">{t('forum.editor.commentsDisabled')}</Checkbox>
        </Form.Item>
      </div>
      {isStaff && <StaffFields />}
    </div>
  );
}
