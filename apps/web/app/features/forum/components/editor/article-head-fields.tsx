import { TITLE_MAX, type ArticleNode } from '@clearsight/contracts';
import { Form, Input, TreeSelect } from 'antd';
import { useTranslation } from '../../../../lib/i18n/use-translation';
import type { EditorParams } from '../../editor-params';

type TreeOption = { value: string; title: string; children: TreeOption[]; disabled?: boolean };

/** The article tree as TreeSelect options; an article cannot move under itself or its descendants. */
function treeOptions(nodes: ArticleNode[], exclude: string | null): TreeOption[] {
  return nodes
    .filter((n) => n.id !== exclude)
    .map((n) => ({ value: n.id, title: n.name, children: treeOptions(n.children, exclude) }));
}

/** An article's name and its place in the topic's tree (top level when no parent is chosen). */
export function ArticleHeadFields({
  params,
  tree,
}: {
  params: Extract<EditorParams, { artType: 'article' }>;
  tree: ArticleNode[];
}) {
  const { t } = useTranslation();
  return (
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
          treeData={treeOptions(tree, params.operType === 'update' ? params.articleId : null)}
          data-testid="editor-parent"
        />
      </Form.Item>
    </div>
  );
}
