import { feedback } from '../../../../lib/feedback';
import { adminDrawRoutes, DRAW_PRIZE_COUNT, DrawGame, DrawGameInput, type DrawGameConfig } from '@clearsight/contracts';
import {
  ArrowDownOutlined,
  ArrowUpOutlined,
  DeleteOutlined,
  PlusOutlined,
  UndoOutlined,
} from '../../../../components/icons';
import { useQuery } from '@tanstack/react-query';
import {
  Alert,
  Button,
  Card,
  ColorPicker,
  Input,
  InputNumber,
  Skeleton,
  Space,
  Switch,
  Table,
  Tabs,
  Tooltip,
} from 'antd';
import type { ColumnsType } from 'antd/es/table';
import { useMemo, useState, type ReactNode } from 'react';
import { useTranslation } from '../../../../lib/i18n/use-translation';
import { callApi } from '../../../../lib/http/client';
import { isApiError } from '../../../../lib/http/errors';
import { chances, expectedPrize, formatPercent, totalWeight } from './prize-model';
import { PrizePreview, type PreviewPrize } from './prize-preview';
import { AdminScreen } from '../../../admin/kit/admin-screen';
import { useInvalidateAdmin } from '../../../admin/kit/crud-page';
import { issuesToFields, serverErrorsToFields } from '../../../admin/kit/form-model';
import { ImageUpload } from '../../../admin/kit/uploads';
import '../../../admin/components/activity-admin.css';
import { formatMoney } from '../../../../lib/format';

interface PrizeDraft extends PreviewPrize {
  /** Stable row key while rows move. */
  key: number;
  weight: number | null;
  /** The label in English mode; '' shows `text`. */
  textEn: string;
}

interface Draft {
  cost: number | null;
  enabled: boolean;
  prizes: PrizeDraft[];
}

let nextKey = 1;

function draftOf(config: DrawGameConfig): Draft {
  return {
    cost: config.cost,
    enabled: config.enabled,
    prizes: config.prizes.map((p) => ({ ...p, key: nextKey++ })),
  };
}

/** The request body: the whole table, in order (the server validates it as a whole). */
export function bodyOf(draft: Draft) {
  return {
    cost: draft.cost,
    enabled: draft.enabled,
    prizes: draft.prizes.map((p) => ({
      value: p.value,
      weight: p.weight,
      text: p.text,
      textEn: p.textEn,
      image: p.image,
      background: p.background,
      fontColor: p.fontColor,
    })),
  };
}

type Errors = Map<string, string[]>;

function errorsOf(entries: Array<{ name: (string | number)[]; errors: string[] }>): Errors {
  return new Map(entries.map((e) => [e.name.join('.'), e.errors]));
}

/** A cell's input with its message under it (server or contract validation). */
function Field({ error, children }: { error?: string[]; children: ReactNode }) {
  return (
    <div className={error ? 'cs-prize-field has-error' : 'cs-prize-field'}>
      {children}
      {error && (
        <div className="cs-prize-field__error" role="alert">
          {error.join('；')}
        </div>
      )}
    </div>
  );
}

function hex(value: unknown, fallback: string): string {
  if (typeof value === 'string') return value;
  if (value && typeof value === 'object' && 'toHexString' in value) {
    return (value as { toHexString: () => string }).toHexString();
  }
  return fallback;
}

/** One game's cost, switch and prize table, edited as a whole and saved in one request. */
function GameEditor({ config }: { config: DrawGameConfig }) {
  const { t } = useTranslation();
  const { message } = feedback;
  const invalidate = useInvalidateAdmin();
  const [draft, setDraft] = useState<Draft>(() => draftOf(config));
  const [errors, setErrors] = useState<Errors>(new Map());
  const [saving, setSaving] = useState(false);
  const game = config.game;
  const limits = DRAW_PRIZE_COUNT[game];

  const original = useMemo(() => JSON.stringify(bodyOf(draftOf(config))), [config]);
  const dirty = JSON.stringify(bodyOf(draft)) !== original;
  const pct = chances(draft.prizes.map((p) => ({ weight: p.weight ?? 0 })));
  const expected = expectedPrize(draft.prizes.map((p) => ({ weight: p.weight ?? 0, value: p.value })));
  const weight = totalWeight(draft.prizes.map((p) => ({ weight: p.weight ?? 0 })));

  const err = (...path: (string | number)[]) => errors.get(path.join('.'));
  const setPrize = (index: number, patch: Partial<PrizeDraft>) => {
    setDraft((d) => ({ ...d, prizes: d.prizes.map((p, i) => (i === index ? { ...p, ...patch } : p)) }));
    // A changed cell's message goes; the others stay until the next save.
    setErrors((current) => {
      const next = new Map(current);
      for (const field of Object.keys(patch)) next.delete(`prizes.${index}.${field}`);
      return next;
    });
  };
  const move = (from: number, to: number) => {
    setDraft((d) => {
      const prizes = [...d.prizes];
      const [row] = prizes.splice(from, 1);
      prizes.splice(to, 0, row!);
      return { ...d, prizes };
    });
    setErrors(new Map());
  };
  const remove = (index: number) => {
    setDraft((d) => ({ ...d, prizes: d.prizes.filter((_, i) => i !== index) }));
    setErrors(new Map());
  };
  const add = () => {
    setDraft((d) => ({
      ...d,
      prizes: [
        ...d.prizes,
        {
          key: nextKey++,
          value: 0,
          weight: 1,
          text: '',
          textEn: '',
          image: null,
          background: '#e9e8fe',
          fontColor: '#333333',
        },
      ],
    }));
  };

  const save = async () => {
    const body = bodyOf(draft);
    const countOk = body.prizes.length >= limits.min && body.prizes.length <= limits.max;
    const checked = DrawGameInput.safeParse(body);
    const found = checked.success ? new Map() : errorsOf(issuesToFields(checked.error.issues));
    if (!countOk) found.set('prizes', [t('admin.prize.countRule', limits)]);
    if (!checked.success || !countOk) {
      setErrors(found);
      return;
    }
    setSaving(true);
    try {
      await callApi(adminDrawRoutes.update, { params: { game }, body: checked.data });
      setErrors(new Map());
      void message.success(t('admin.prize.saved', { game: t(`admin.prize.games.${game}`) }));
      invalidate('prize-tables');
    } catch (error) {
      // The HTTP client has shown the server's message; its field errors go to their cells.
      if (isApiError(error)) setErrors(errorsOf(serverErrorsToFields(error.body, ['cost', 'enabled', 'prizes'])));
    } finally {
      setSaving(false);
    }
  };

  const columns: ColumnsType<PrizeDraft> = [
    {
      key: 'index',
      title: '#',
      width: 1,
      render: (_, _p, i) => (
        <span className="cs-prize-index">
          <span className="cs-admin-mono">{i}</span>
          <span className="cs-prize-index__tools">
            <Button
              type="text"
              size="small"
              icon={<ArrowUpOutlined />}
              disabled={i === 0}
              onClick={() => move(i, i - 1)}
              aria-label={t('admin.common.moveUp')}
            />
            <Button
              type="text"
              size="small"
              icon={<ArrowDownOutlined />}
              disabled={i === draft.prizes.length - 1}
              onClick={() => move(i, i + 1)}
              aria-label={t('admin.common.moveDown')}
            />
          </span>
        </span>
      ),
    },
    {
      key: 'text',
      title: t('admin.prize.text'),
      render: (_, p, i) => (
        <Field error={err('prizes', i, 'text')}>
          <Input
            value={p.text}
            maxLength={20}
            onChange={(e) => setPrize(i, { text: e.target.value })}
            placeholder={p.value !== null ? String(p.value) : ''}
            aria-label={t('admin.prize.textOf', { n: i })}
            style={{ width: 120 }}
          />
          <Input
            value={p.textEn}
            maxLength={40}
            onChange={(e) => setPrize(i, { textEn: e.target.value })}
            placeholder={t('admin.prize.textEn')}
            aria-label={t('admin.prize.textEnOf', { n: i })}
            style={{ width: 120, marginTop: 4 }}
          />
        </Field>
      ),
    },
    {
      key: 'image',
      title: t('admin.prize.image'),
      render: (_, p, i) => (
        <Field error={err('prizes', i, 'image')}>
          <div className="cs-prize-image">
            <ImageUpload value={p.image} onChange={(image) => setPrize(i, { image })} />
          </div>
        </Field>
      ),
    },
    {
      key: 'value',
      title: t('admin.prize.value'),
      render: (_, p, i) => (
        <Field error={err('prizes', i, 'value')}>
          <InputNumber<number>
            value={p.value}
            min={0}
            max={100_000}
            step={1}
            precision={2}
            onChange={(v) => setPrize(i, { value: v })}
            aria-label={t('admin.prize.valueOf', { n: i })}
            style={{ width: 110 }}
          />
        </Field>
      ),
    },
    {
      key: 'weight',
      title: t('admin.prize.weight'),
      render: (_, p, i) => (
        <Field error={err('prizes', i, 'weight')}>
          <InputNumber<number>
            value={p.weight}
            min={0}
            max={1_000_000}
            step={1}
            precision={0}
            onChange={(v) => setPrize(i, { weight: v })}
            aria-label={t('admin.prize.weightOf', { n: i })}
            style={{ width: 96 }}
          />
        </Field>
      ),
    },
    {
      key: 'chance',
      title: t('admin.prize.chance'),
      align: 'right',
      render: (_, _p, i) => (
        <span className="cs-prize-chance" data-testid="prize-chance">
          <span className="cs-prize-chance__bar" style={{ width: `${Math.min(100, pct[i] ?? 0)}%` }} />
          <span className="cs-prize-chance__text">{formatPercent(pct[i] ?? null)}</span>
        </span>
      ),
    },
    {
      key: 'colours',
      title: t('admin.prize.colours'),
      render: (_, p, i) => {
        const colourErrors = [...(err('prizes', i, 'background') ?? []), ...(err('prizes', i, 'fontColor') ?? [])];
        return (
          <Field error={colourErrors.length > 0 ? colourErrors : undefined}>
            <Space size={6} wrap={false}>
              <Tooltip title={t('admin.prize.background')}>
                <ColorPicker
                  value={p.background}
                  disabledAlpha
                  size="small"
                  showText
                  onChangeComplete={(c) => setPrize(i, { background: hex(c, p.background) })}
                  aria-label={t('admin.prize.backgroundOf', { n: i })}
                />
              </Tooltip>
              <Tooltip title={t('admin.prize.fontColor')}>
                <ColorPicker
                  value={p.fontColor}
                  disabledAlpha
                  size="small"
                  onChangeComplete={(c) => setPrize(i, { fontColor: hex(c, p.fontColor) })}
                  aria-label={t('admin.prize.fontColorOf', { n: i })}
                />
              </Tooltip>
            </Space>
          </Field>
        );
      },
    },
    {
      key: 'actions',
      title: t('admin.common.actions'),
      width: 1,
      render: (_, _p, i) => (
        <Tooltip title={t('admin.common.remove')}>
          <Button
            type="link"
            size="small"
            danger
            icon={<DeleteOutlined />}
            disabled={draft.prizes.length <= limits.min}
            onClick={() => remove(i)}
            aria-label={t('admin.prize.removeOf', { n: i })}
          />
        </Tooltip>
      ),
    },
  ];

  const costError = err('cost');
  const tableError = err('prizes');
  return (
    <div className="cs-prize-editor" data-testid={`prize-editor-${game}`}>
      <Card size="small" className="cs-admin-card cs-prize-settings">
        <div className="cs-prize-settings__row">
          <label className="cs-prize-settings__item">
            <span>{t('admin.prize.cost')}</span>
            <Field error={costError}>
              <InputNumber<number>
                value={draft.cost}
                min={0.01}
                max={10_000}
                precision={2}
                onChange={(cost) => {
                  setDraft((d) => ({ ...d, cost }));
                  setErrors((current) => {
                    const next = new Map(current);
                    next.delete('cost');
                    return next;
                  });
                }}
                data-testid="prize-cost"
                style={{ width: 120 }}
              />
            </Field>
          </label>
          <label className="cs-prize-settings__item">
            <span>{t('admin.prize.enabled')}</span>
            <Switch checked={draft.enabled} onChange={(enabled) => setDraft((d) => ({ ...d, enabled }))} />
          </label>
          <dl className="cs-prize-stats" data-testid="prize-stats">
            <div>
              <dt>{t('admin.prize.totalWeight')}</dt>
              <dd>{weight}</dd>
            </div>
            <div>
              <dt>{t('admin.prize.expected')}</dt>
              <dd>{expected === null ? '—' : formatMoney(expected)}</dd>
            </div>
            <div>
              <dt>{t('admin.prize.payout')}</dt>
              <dd data-testid="prize-payout">
                {expected === null || !draft.cost ? '—' : formatPercent((expected / draft.cost) * 100)}
              </dd>
            </div>
          </dl>
        </div>
        <p className="cs-admin-muted cs-prize-settings__hint">
          {t('admin.prize.countRule', limits)} {t('admin.prize.weightHint')}
        </p>
      </Card>

      {tableError && <Alert type="error" showIcon title={tableError.join('；')} className="cs-prize-alert" />}

      <div className="cs-prize-layout">
        <Card size="small" className="cs-admin-card" title={t('admin.prize.prizes', { count: draft.prizes.length })}>
          <Table<PrizeDraft>
            rowKey="key"
            className="cs-admin-table cs-prize-table"
            columns={columns}
            dataSource={draft.prizes}
            pagination={false}
            scroll={{ x: 'max-content' }}
            size="small"
          />
          <Button
            type="dashed"
            block
            icon={<PlusOutlined />}
            onClick={add}
            disabled={draft.prizes.length >= limits.max}
            className="cs-prize-add"
            data-testid="prize-add"
          >
            {t('admin.prize.add')}
          </Button>
        </Card>
        <Card size="small" className="cs-admin-card" title={t('admin.prize.preview')}>
          <PrizePreview game={game} prizes={draft.prizes} chances={pct} />
        </Card>
      </div>

      <div className="cs-prize-actions">
        {dirty && <span className="cs-admin-muted">{t('admin.prize.unsaved')}</span>}
        <Button
          icon={<UndoOutlined />}
          disabled={!dirty || saving}
          onClick={() => {
            setDraft(draftOf(config));
            setErrors(new Map());
          }}
        >
          {t('admin.prize.reset')}
        </Button>
        <Button type="primary" onClick={() => void save()} loading={saving} disabled={!dirty} data-testid="prize-save">
          {t('admin.prize.save')}
        </Button>
      </div>
    </div>
  );
}

/**
 * Prize tables of the lucky draws (docs/product.md#lucky-draws): per game its cost, whether it is open,
 * and its prizes (value, weight with the resulting chance, text or image, colours), saved as a whole. The
 * server validates the table (prize count per game, at least one weight above zero, uploaded images) and
 * its messages land on the cells.
 */
export function AdminPrizeTables() {
  const { t } = useTranslation();
  const [game, setGame] = useState<DrawGame>('wheel');
  const tables = useQuery({
    queryKey: ['admin', 'prize-tables', 'list'],
    queryFn: ({ signal }) => callApi(adminDrawRoutes.list, { signal }),
  });
  const configs = tables.data?.items ?? [];
  return (
    <AdminScreen entry="prizeTables" subtitle={t('admin.prize.hint')}>
      {!tables.data ? (
        tables.isError ? (
          <Alert
            type="error"
            showIcon
            title={t('admin.prize.loadFailed')}
            action={<Button onClick={() => void tables.refetch()}>{t('admin.common.refresh')}</Button>}
          />
        ) : (
          <Skeleton active paragraph={{ rows: 8 }} />
        )
      ) : (
        <Tabs
          activeKey={game}
          onChange={(key) => setGame(key as DrawGame)}
          items={DrawGame.options
            .map((g) => configs.find((c) => c.game === g))
            .filter((c): c is DrawGameConfig => Boolean(c))
            .map((config) => ({
              key: config.game,
              label: (
                <span data-testid={`prize-tab-${config.game}`}>
                  {t(`admin.prize.games.${config.game}`)}
                  {!config.enabled && <span className="cs-admin-muted"> · {t('admin.prize.off')}</span>}
                </span>
              ),
              // A saved table comes back from the server: the editor starts again from it.
              children: <GameEditor key={JSON.stringify(config)} config={config} />,
            }))}
        />
      )}
    </AdminScreen>
  );
}
