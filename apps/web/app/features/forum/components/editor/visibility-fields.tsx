import { Form, Radio } from 'antd';
import { useTranslation } from '../../../../lib/i18n/use-translation';
import type { EditorValues } from '../../editor-values';
import { MemberSelect, RoleSelect, type MemberPick } from './member-select';

/**
 * Who may read the topic. "Users" and "roles" each ask for their list, shown only while that choice is
 * made; `known` names the members already on the list so the picker can show them before any search.
 */
export function VisibilityFields({ known }: { known: MemberPick[] }) {
  const { t } = useTranslation();
  const form = Form.useFormInstance<EditorValues>();
  const visibility = Form.useWatch('visibility', form);
  return (
    <>
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
    </>
  );
}
