import { useTranslation } from '../lib/i18n/use-translation';
import { localText } from '../lib/labels';
import './level-badge.css';

/** Colour bands of the level table: the first levels are quiet, the top ones stand out. */
export function levelTier(level: number): 1 | 2 | 3 | 4 {
  if (level >= 10) return 4;
  if (level >= 7) return 3;
  if (level >= 4) return 2;
  return 1;
}

/**
 * A member's level badge beside their name, "{level}-{name}" as the level table names it
 * (docs/product.md#levels). Answers that carry no level (an older server, a deleted author) show nothing.
 */
export function LevelBadge({
  level,
  name,
  nameEn,
  size = 'default',
  className,
  testId = 'level-badge',
}: {
  level: number | null | undefined;
  name: string | null | undefined;
  /** The title in English, shown in English mode when there is one. */
  nameEn?: string | null | undefined;
  size?: 'small' | 'default';
  className?: string;
  testId?: string;
}) {
  const { t, lang } = useTranslation();
  if (typeof level !== 'number' || !Number.isFinite(level) || level < 1) return null;
  const text = name
    ? t('common.levelBadge', { level, name: localText(name, nameEn, lang) })
    : t('common.levelOnly', { level });
  const classes = ['cs-level', `cs-level--t${levelTier(level)}`, size === 'small' ? 'cs-level--sm' : '', className]
    .filter(Boolean)
    .join(' ');
  return (
    <span className={classes} title={t('common.levelTitle', { badge: text })} data-testid={testId}>
      <span className="cs-visually-hidden">{t('common.levelLabel')} </span>
      {text}
    </span>
  );
}
