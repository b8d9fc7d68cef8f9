import { TITLE_MAX, TITLE_MIN, type PlateItem } from '@clearsight/contracts';
import { Form, Input, Select } from 'antd';
import { useTranslation } from '../../../../lib/i18n/use-translation';
import { localName } from '../../../../lib/labels';
import type { EditorParams } from '../../editor-params';

/** A topic's board, title and introduction. The board is fixed once the topic exists. */
export function TopicHeadFields({ params, plates }: { params: EditorParams; plates: PlateItem[] }) {
  const { t, lang } = useTranslation();
  return (
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
              label: p.canPost ? localName(p, lang) : `${localName(p, lang)}${t('forum.editor.boardDisabled')}`,
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
  );
}
