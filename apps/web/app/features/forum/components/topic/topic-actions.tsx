import { EditOutlined, FlagOutlined, PlusOutlined } from '../../../../components/icons';
import { type DiscussDetail, editorHref, topicHref } from '@clearsight/contracts';
import type { ReactNode } from 'react';
import { useTranslation } from '../../../../lib/i18n/use-translation';
import { ButtonLink } from '../../../../components/button-link';
import { Button } from '../../../../components/ui/button';
import { BookmarkButton } from '../bookmark-button';
import { LikeButton } from '../like-button';
import { ShareButton } from '../share-button';

/** The like button's state and what a click does (a guest's asks to log in). */
export interface LikeControl {
  toggle: () => void;
  pending: boolean;
  disabled: boolean;
}

/**
 * Under the topic: like, share, report, then what this viewer may do (edit, add an article, and the member
 * layer's `tools`: delete, moderate).
 */
export function TopicActions({
  topic,
  like,
  bookmark,
  onReport,
  tools,
}: {
  topic: DiscussDetail;
  like: LikeControl;
  bookmark: LikeControl;
  onReport: () => void;
  tools?: ReactNode;
}) {
  const { t } = useTranslation();
  const v = topic.viewer;
  return (
    <div className="fm-actions" role="group" aria-label={t('forum.topic.actions')} data-testid="topic-actions">
      <LikeButton
        isAgree={topic.isAgree}
        likeCount={topic.likeCount}
        loading={like.pending}
        disabled={like.disabled}
        onToggle={like.toggle}
      />
      <BookmarkButton
        isBookmarked={topic.isBookmarked}
        loading={bookmark.pending}
        disabled={bookmark.disabled}
        onToggle={bookmark.toggle}
      />
      <ShareButton path={topicHref(topic.id)} />
      <Button icon={<FlagOutlined />} onClick={onReport} data-testid="topic-report">
        {t('forum.topic.report')}
      </Button>
      {v.canEdit && (
        <ButtonLink
          to={editorHref({ operType: 'update', artType: 'discuss', discussId: topic.id })}
          icon={<EditOutlined />}
          data-testid="topic-edit"
        >
          {t('forum.topic.edit')}
        </ButtonLink>
      )}
      {v.canWriteArticle && (
        <ButtonLink
          to={editorHref({ operType: 'create', artType: 'article', discussId: topic.id })}
          icon={<PlusOutlined />}
          data-testid="article-add"
        >
          {t('forum.topic.addArticle')}
        </ButtonLink>
      )}
      {tools}
    </div>
  );
}
