import { CheckOutlined } from '../../../../components/icons';
import { useTranslation } from '../../../../lib/i18n/use-translation';

export const TITLE_COLORS = [
  '#cf1322',
  '#d4380d',
  '#ad6800',
  '#237804',
  '#006d75',
  '#0b57d0',
  '#531dab',
  '#c41d7f',
] as const;

/** The title colour: a few swatches that stay readable on white, or the default. */
export function ColorField({
  id,
  value,
  onChange,
}: {
  id?: string;
  value?: string | null;
  onChange?: (color: string | null) => void;
}) {
  const { t } = useTranslation();
  const options: (string | null)[] = [null, ...TITLE_COLORS];
  return (
    <div id={id} className="fm-colors" role="radiogroup" aria-label={t('forum.editor.color')}>
      {options.map((color) => {
        const selected = (value ?? null) === color;
        return (
          <button
            key={color ?? 'none'}
            type="button"
            role="radio"
            aria-checked={selected}
            aria-label={color ? t('forum.editor.colorOf', { color }) : t('forum.editor.noColor')}
            className={color ? 'fm-colors__swatch' : 'fm-colors__swatch fm-colors__swatch--none'}
            style={color ? { background: color } : undefined}
            onClick={() => onChange?.(color)}
          >
            {selected ? <CheckOutlined aria-hidden="true" /> : color ? null : 'A'}
          </button>
        );
      })}
    </div>
  );
}
