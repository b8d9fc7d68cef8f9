import { fileUrl, SLOT_REELS, type DrawGame } from '@clearsight/contracts';
import { useTranslation } from '../../../../lib/i18n/use-translation';
import { formatPercent, GRID_CELLS } from './prize-model';

export interface PreviewPrize {
  text: string;
  image: string | null;
  background: string;
  fontColor: string;
  value: number | null;
}

const HEX = /^#([0-9a-fA-F]{3}|[0-9a-fA-F]{6})$/;
const colour = (value: string, fallback: string) => (HEX.test(value) ? value : fallback);

function label(prize: PreviewPrize): string {
  return prize.text || (prize.value !== null ? String(prize.value) : '');
}

/** The wheel: equal sectors clockwise from the top, as the member's wheel draws them. */
function WheelSketch({ prizes }: { prizes: readonly PreviewPrize[] }) {
  const size = 240;
  const r = size / 2 - 6;
  const c = size / 2;
  const n = Math.max(1, prizes.length);
  const step = (Math.PI * 2) / n;
  const point = (angle: number, radius: number) => ({
    x: c + radius * Math.sin(angle),
    y: c - radius * Math.cos(angle),
  });
  return (
    <svg viewBox={`0 0 ${size} ${size}`} width={size} height={size} className="cs-prize-preview__wheel">
      <circle cx={c} cy={c} r={r + 4} fill="#2b3a55" />
      {prizes.map((prize, i) => {
        const start = point(i * step - step / 2, r);
        const end = point(i * step + step / 2, r);
        const mid = point(i * step, r * 0.66);
        const large = step > Math.PI ? 1 : 0;
        const path =
          n === 1
            ? `M ${c} ${c - r} A ${r} ${r} 0 1 1 ${c - 0.01} ${c - r} Z`
            : `M ${c} ${c} L ${start.x} ${start.y} A ${r} ${r} 0 ${large} 1 ${end.x} ${end.y} Z`;
        const src = prize.image ? fileUrl(prize.image) : null;
        return (
          <g key={i}>
            <path d={path} fill={colour(prize.background, '#e9e8fe')} stroke="#fff" strokeWidth={1} />
            <g transform={`rotate(${(i * 360) / n} ${mid.x} ${mid.y})`}>
              {src ? (
                <image href={src} x={mid.x - 12} y={mid.y - 14} width={24} height={24} />
              ) : (
                <text
                  x={mid.x}
                  y={mid.y}
                  textAnchor="middle"
                  dominantBaseline="middle"
                  fill={colour(prize.fontColor, '#333333')}
                  fontSize={n > 12 ? 9 : 11}
                  fontWeight={600}
                >
                  {label(prize).slice(0, 6)}
                </text>
              )}
            </g>
          </g>
        );
      })}
      <circle cx={c} cy={c} r={22} fill="#fff" stroke="#2b3a55" strokeWidth={3} />
      <path d={`M ${c - 8} ${c - 20} L ${c} ${c - 36} L ${c + 8} ${c - 20} Z`} fill="#2b3a55" />
    </svg>
  );
}

function Cell({ prize }: { prize: PreviewPrize }) {
  const src = prize.image ? fileUrl(prize.image) : null;
  return (
    <span
      className="cs-prize-preview__cell"
      style={{ background: colour(prize.background, '#e9e8fe'), color: colour(prize.fontColor, '#333333') }}
    >
      {src && <img src={src} alt="" />}
      <span>{label(prize)}</span>
    </span>
  );
}

/** The 3×3 grid: eight prizes around the start button, clockwise from the top left. */
function GridSketch({ prizes }: { prizes: readonly PreviewPrize[] }) {
  const { t } = useTranslation();
  return (
    <div className="cs-prize-preview__grid">
      {GRID_CELLS.map((cell, i) => (
        <div key={i} style={{ gridColumn: cell.x + 1, gridRow: cell.y + 1 }}>
          {prizes[i] ? <Cell prize={prizes[i]} /> : <span className="cs-prize-preview__cell is-empty" />}
        </div>
      ))}
      <div style={{ gridColumn: 2, gridRow: 2 }}>
        <span className="cs-prize-preview__cell is-button">{t('admin.prize.start')}</span>
      </div>
    </div>
  );
}

/** The slot machine: every reel carries the whole table; a win is the same prize on every reel. */
function SlotSketch({ prizes }: { prizes: readonly PreviewPrize[] }) {
  return (
    <div className="cs-prize-preview__slot">
      {Array.from({ length: SLOT_REELS }, (_, reel) => (
        <div key={reel} className="cs-prize-preview__reel">
          {prizes.map((prize, i) => (
            <Cell key={i} prize={prize} />
          ))}
        </div>
      ))}
    </div>
  );
}

/**
 * A sketch of the table as members will see it (shape, colours, texts), then the prizes with their
 * chances. It follows the form as staff type; the real widget animates on the member's page.
 */
export function PrizePreview({
  game,
  prizes,
  chances,
}: {
  game: DrawGame;
  prizes: readonly PreviewPrize[];
  chances: ReadonlyArray<number | null>;
}) {
  const { t } = useTranslation();
  return (
    <div className="cs-prize-preview" data-testid="prize-preview">
      <div className="cs-prize-preview__sketch" aria-hidden="true">
        {game === 'wheel' ? (
          <WheelSketch prizes={prizes} />
        ) : game === 'grid' ? (
          <GridSketch prizes={prizes} />
        ) : (
          <SlotSketch prizes={prizes} />
        )}
      </div>
      <ol className="cs-prize-preview__list" aria-label={t('admin.prize.previewList')}>
        {prizes.map((prize, i) => (
          <li key={i}>
            <span
              className="cs-prize-preview__swatch"
              style={{ background: colour(prize.background, '#e9e8fe') }}
              aria-hidden="true"
            />
            <span className="cs-prize-preview__name">{label(prize) || t('admin.prize.untitled')}</span>
            <span className="cs-prize-preview__pct">{formatPercent(chances[i] ?? null)}</span>
          </li>
        ))}
      </ol>
    </div>
  );
}
