import { CheckCircleFilled, CheckCircleOutlined } from '../../../../components/icons';
import { type DiscussDetail, commentAnchor } from '@clearsight/contracts';
import { useTranslation } from '../../../../lib/i18n/use-translation';

/**
 * Under a Q&A board's question: "Solved" with the accepted answer's author, excerpt and a link to it in the
 * comments, or "Open" with who may accept one. Nothing for topics of other boards.
 */
export function SolvedAnswerBox({ topic }: { topic: DiscussDetail }) {
  const { t } = useTranslation();
  if (!topic.isQuestion) return null;
  const answer = topic.solvedAnswer;
  if (!answer) {
    return (
      <aside className="fm-answer fm-answer--open" data-testid="topic-answer-open">
        <CheckCircleOutlined /> <strong>{t('forum.answer.open')}</strong>
        <span className="fm-answer__hint">{t('forum.answer.openHint')}</span>
      </aside>
    );
  }
  return (
    <aside className="fm-answer fm-answer--solved" data-testid="topic-answer">
      <p className="fm-answer__head">
        <CheckCircleFilled /> <strong>{t('forum.answer.solved')}</strong>{' '}
        <span>{t('forum.answer.answeredBy', { nick: answer.author.nick })}</span>
      </p>
      <p className="fm-answer__excerpt">{answer.excerpt}</p>
      <a href={`#${commentAnchor(answer.commentId)}`} data-testid="topic-answer-link">
        {t('forum.answer.viewAnswer')}
      </a>
    </aside>
  );
}
