import { useTranslation } from '../../../../lib/i18n/use-translation';
import { EMOJI } from './emoji';

/** The emoji picker's grid: one button per emoji, arrow keys not needed (Tab walks it, each has a label). */
export function EmojiGrid({ onPick }: { onPick: (emoji: string) => void }) {
  const { t } = useTranslation();
  return (
    <div className="fm-emoji" role="group" aria-label={t('forum.editor.emoji')} data-testid="emoji-grid">
      {EMOJI.map((emoji) => (
        <button key={emoji} type="button" className="fm-emoji__item" aria-label={emoji} onClick={() => onPick(emoji)}>
          {emoji}
        </button>
      ))}
    </div>
  );
}
