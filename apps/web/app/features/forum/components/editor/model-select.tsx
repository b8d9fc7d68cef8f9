import { modelSearchRoute, TOPIC_MODELS_MAX, type TopicModel } from '@clearsight/contracts';
import { useQuery } from '@tanstack/react-query';
import { Select, Spin } from 'antd';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from '../../../../lib/i18n/use-translation';
import { callApi } from '../../../../lib/http/client';
import { localText } from '../../../../lib/labels';

/** Enough of a model to label it: the catalogue's search answers more, the topic detail exactly this. */
type ModelPick = TopicModel;

/**
 * The product models a topic is about: search the catalogue's published models by number or name, pick up to
 * five. Models named before the search (the topic's own, the model page's `modelId`, a draft's) are labelled
 * from `known` or looked up once by id.
 */
export function ModelSelect({
  id,
  value = [],
  onChange,
  known,
}: {
  id?: string;
  value?: string[];
  onChange?: (ids: string[]) => void;
  known: readonly ModelPick[];
}) {
  const { t, lang } = useTranslation();
  const [results, setResults] = useState<ModelPick[]>([]);
  const [searching, setSearching] = useState(false);
  const [picked, setPicked] = useState<Record<string, ModelPick>>(() =>
    Object.fromEntries(known.map((m) => [m.id, m])),
  );
  const timer = useRef<ReturnType<typeof setTimeout>>(undefined);
  const controller = useRef<AbortController>(undefined);
  useEffect(() => () => clearTimeout(timer.current), []);

  // Labels for ids the form started with that nobody has described yet.
  const unlabelled = value.filter((v) => !picked[v]);
  const lookup = useQuery({
    queryKey: ['catalog', 'model-labels', unlabelled.join(',')],
    enabled: unlabelled.length > 0,
    staleTime: 300_000,
    queryFn: ({ signal }) =>
      callApi(modelSearchRoute, {
        query: { ids: unlabelled.join(','), maxResultCount: TOPIC_MODELS_MAX * 4 },
        signal,
        silent: true,
      }),
  });
  const looked = new Map((lookup.data?.items ?? []).map((m) => [m.id, m]));

  const search = (text: string) => {
    clearTimeout(timer.current);
    const term = text.trim();
    if (!term) return setResults([]);
    timer.current = setTimeout(() => {
      controller.current?.abort();
      const current = new AbortController();
      controller.current = current;
      setSearching(true);
      callApi(modelSearchRoute, {
        query: { q: term.slice(0, 100), maxResultCount: 20 },
        signal: current.signal,
        silent: true,
      })
        .then((r) => setResults(r.items))
        .catch(() => undefined)
        .finally(() => {
          if (!current.signal.aborted) setSearching(false);
        });
    }, 300);
  };

  const labelOf = (m: ModelPick) => `${m.modelNumber} ${localText(m.name, m.nameEn, lang)}`;
  const options = [
    ...results,
    ...value
      .filter((v) => !results.some((r) => r.id === v))
      .map((v) => picked[v] ?? looked.get(v) ?? { id: v, modelNumber: v, name: '', nameEn: '' }),
  ];
  return (
    <Select
      id={id}
      mode="multiple"
      value={value}
      showSearch={{ filterOption: false, onSearch: search }}
      placeholder={t('forum.editor.modelsPlaceholder')}
      notFoundContent={searching ? <Spin size="small" /> : null}
      onChange={(ids: string[]) => {
        setPicked((prev) => {
          const next = { ...prev };
          for (const m of [...results, ...looked.values()]) if (ids.includes(m.id)) next[m.id] = m;
          return next;
        });
        onChange?.(ids);
      }}
      options={options.map((m) => ({ value: m.id, label: labelOf(m) }))}
      maxCount={TOPIC_MODELS_MAX}
      data-testid="editor-models"
    />
  );
}
