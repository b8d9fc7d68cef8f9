import { AppstoreOutlined, LockOutlined } from '../../../components/icons';
import { type PlateItem, boardHref } from '@clearsight/contracts';
import { useTranslation } from '../../../lib/i18n/use-translation';
import { Link } from '../../../components/link';
import { PlateLogo } from './plate-logo';
import { localName, localText } from '../../../lib/labels';

/** The boards: a sidebar on wide screens, a scrollable strip on phones. The current board is marked. */
export function PlateNav({ plates, current }: { plates: PlateItem[]; current: string | null }) {
  const { t, lang } = useTranslation();
  return (
    <nav className="fm-plates" aria-label={t('forum.board.boardsNav')} data-testid="plate-nav">
      <ul>
        <li>
          <Link
            to={boardHref(null)}
            className={current === null ? 'fm-plate is-current' : 'fm-plate'}
            aria-current={current === null ? 'page' : undefined}
            data-testid="plate-all"
          >
            <span className="fm-plate-logo fm-plate-logo--all" aria-hidden="true">
              <AppstoreOutlined />
            </span>
            <span className="fm-plate__text">
              <span className="fm-plate__name">{t('forum.board.allTopics')}</span>
            </span>
          </Link>
        </li>
        {plates.map((plate) => {
          const intro = localText(plate.introduction, plate.introductionEn, lang);
          return (
            <li key={plate.id}>
              <Link
                to={boardHref(plate.id)}
                className={current === plate.id ? 'fm-plate is-current' : 'fm-plate'}
                aria-current={current === plate.id ? 'page' : undefined}
                data-testid="plate-link"
              >
                <PlateLogo plate={plate} size={36} />
                <span className="fm-plate__text">
                  <span className="fm-plate__name">
                    {localName(plate, lang)}
                    {plate.isPostingDisabled && (
                      <LockOutlined className="fm-plate__lock" aria-label={t('forum.board.postingDisabled')} />
                    )}
                  </span>
                  {intro && <span className="fm-plate__intro">{intro}</span>}
                  <span className="fm-plate__count">{t('forum.board.topicCount', { count: plate.topicCount })}</span>
                </span>
              </Link>
            </li>
          );
        })}
      </ul>
    </nav>
  );
}
