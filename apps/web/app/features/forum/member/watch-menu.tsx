import type { WatchLevel, WatchTargetType } from '@clearsight/contracts';
import { BellOutlined } from '../../../components/icons';
import { buttonClass } from '../../../components/ui/button';
import { MenuList } from '../../../components/ui/menu-list';
import { Popover } from '../../../components/ui/popover';
import { feedback } from '../../../lib/feedback';
import { useTranslation } from '../../../lib/i18n/use-translation';
import { useSetWatch, useWatchState } from './watch-api';
import { WATCH_LEVELS_ORDER } from './watch-levels';

/**
 * "Watch" on a topic or a board (members only, in the member layer): the level that applies now, and a menu of
 * the three levels, each with a line saying what it does. A topic showing its board's level says so.
 */
export function WatchMenu({ targetType, targetId }: { targetType: WatchTargetType; targetId: string }) {
  const { t } = useTranslation();
  const state = useWatchState(targetType, targetId);
  const set = useSetWatch();
  const level: WatchLevel = state.data?.level ?? 'normal';
  const help = targetType === 'plate' ? 'boardHelp' : 'topicHelp';
  const choose = (next: WatchLevel) =>
    set.mutate(
      { targetType, targetId, level: next },
      { onSuccess: () => feedback.message.success(t('forum.watch.saved')) },
    );
  const current = t(`forum.watch.levels.${level}`);
  return (
    <Popover
      label={t('forum.watch.label', { level: current })}
      align="end"
      buttonProps={{
        className: buttonClass({ type: level === 'watching' ? 'primary' : 'default' }, 'fm-watch'),
        'data-testid': `watch-${targetType}`,
        'data-level': level,
      }}
      button={
        <>
          <BellOutlined aria-hidden />
          <span>
            {level === 'normal' ? t('forum.watch.button') : current}
            {state.data?.source === 'board' && level !== 'normal' ? t('forum.watch.fromBoard') : ''}
          </span>
        </>
      }
    >
      {(close) => (
        <MenuList
          onDone={close}
          entries={WATCH_LEVELS_ORDER.map((option) => ({
            key: option,
            testId: `watch-option-${option}`,
            onSelect: () => choose(option),
            label: (
              <span className={option === level ? 'fm-watch__option is-current' : 'fm-watch__option'}>
                <strong>{t(`forum.watch.levels.${option}`)}</strong>
                <small>{t(`forum.watch.${help}.${option}`)}</small>
              </span>
            ),
          }))}
        />
      )}
    </Popover>
  );
}
