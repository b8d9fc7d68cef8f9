import { FileTextOutlined, HomeOutlined } from '../../../components/icons';
import { type ArticleNode, articleHref, topicHref } from '@clearsight/contracts';
import { useTranslation } from '../../../lib/i18n/use-translation';
import { Link } from '../../../components/link';

function Nodes({ nodes, discussId, current }: { nodes: ArticleNode[]; discussId: string; current: string | null }) {
  return (
    <ul>
      {nodes.map((node) => (
        <li key={node.id}>
          <Link
            to={articleHref(discussId, node.id)}
            className={current === node.id ? 'fm-outline__link is-current' : 'fm-outline__link'}
            aria-current={current === node.id ? 'page' : undefined}
            data-testid="outline-link"
          >
            <FileTextOutlined aria-hidden="true" />
            <span>{node.name}</span>
          </Link>
          {node.children.length > 0 && <Nodes nodes={node.children} discussId={discussId} current={current} />}
        </li>
      ))}
    </ul>
  );
}

/**
 * The topic's tree of articles (docs/product.md): the theme cover first, then every chapter at its depth. Each
 * entry is a link, so choosing one navigates and updates the URL.
 */
export function ArticleOutline({
  discussId,
  tree,
  current,
}: {
  discussId: string;
  tree: ArticleNode[];
  current: string | null;
}) {
  const { t } = useTranslation();
  const body = (
    <>
      <Link
        to={topicHref(discussId)}
        className={
          current === null ? 'fm-outline__link fm-outline__cover is-current' : 'fm-outline__link fm-outline__cover'
        }
        aria-current={current === null ? 'page' : undefined}
        data-testid="outline-cover"
      >
        <HomeOutlined aria-hidden="true" />
        <span>{t('forum.topic.themeCover')}</span>
      </Link>
      {tree.length > 0 ? (
        <Nodes nodes={tree} discussId={discussId} current={current} />
      ) : (
        <p className="fm-outline__empty">{t('forum.topic.noArticles')}</p>
      )}
    </>
  );
  return (
    <nav className="fm-outline" aria-labelledby="fm-outline-title" data-testid="article-outline">
      <h2 id="fm-outline-title" className="fm-side-title">
        {t('forum.topic.outline')}
      </h2>
      {body}
    </nav>
  );
}
