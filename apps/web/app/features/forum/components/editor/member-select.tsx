import { forumRolesRoute, memberSearchRoute } from '@clearsight/contracts';
import { useQuery } from '@tanstack/react-query';
import { Select, Spin } from 'antd';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from '../../../../lib/i18n/use-translation';
import { callApi } from '../../../../lib/http/client';
import { avatarSrc } from '../../../../lib/avatar';

export interface MemberPick {
  id: string;
  nick: string;
  icon: string | null;
}

function MemberLabel({ member }: { member: MemberPick }) {
  return (
    <span className="fm-member-option">
      <img src={avatarSrc(member.icon)} alt="" width={20} height={20} className="fm-avatar" />
      <span>{member.nick}</span>
    </span>
  );
}

/**
 * The visibility picker's members: search by user name (no admin right needed; the server answers only id,
 * nick and avatar), choose several.
 */
export function MemberSelect({
  id,
  value = [],
  onChange,
  known,
}: {
  id?: string;
  value?: string[];
  onChange?: (ids: string[]) => void;
  known: MemberPick[];
}) {
  const { t } = useTranslation();
  const [results, setResults] = useState<MemberPick[]>([]);
  const [searching, setSearching] = useState(false);
  const [picked, setPicked] = useState<Record<string, MemberPick>>(() =>
    Object.fromEntries(known.map((m) => [m.id, m])),
  );
  const timer = useRef<ReturnType<typeof setTimeout>>(undefined);
  const controller = useRef<AbortController>(undefined);

  useEffect(() => () => clearTimeout(timer.current), []);

  const search = (text: string) => {
    clearTimeout(timer.current);
    const term = text.trim();
    if (!term) return setResults([]);
    timer.current = setTimeout(() => {
      controller.current?.abort();
      const current = new AbortController();
      controller.current = current;
      setSearching(true);
      callApi(memberSearchRoute, { query: { userName: term.slice(0, 64) }, signal: current.signal, silent: true })
        .then((r) => setResults(r.items))
        .catch(() => undefined)
        .finally(() => {
          if (!current.signal.aborted) setSearching(false);
        });
    }, 300);
  };

  const options = [
    ...results,
    ...value.filter((v) => !results.some((r) => r.id === v)).map((v) => picked[v] ?? { id: v, nick: v, icon: null }),
  ];
  return (
    <Select
      id={id}
      mode="multiple"
      value={value}
      showSearch={{ filterOption: false, onSearch: search }}
      placeholder={t('forum.editor.usersPlaceholder')}
      notFoundContent={searching ? <Spin size="small" /> : null}
      onChange={(ids: string[]) => {
        setPicked((prev) => {
          const next = { ...prev };
          for (const m of results) if (ids.includes(m.id)) next[m.id] = m;
          return next;
        });
        onChange?.(ids);
      }}
      options={options.map((m) => ({ value: m.id, label: <MemberLabel member={m} /> }))}
      maxCount={100}
      data-testid="visibility-users"
    />
  );
}

/** Roles a topic can be limited to (GET /forum/roles). */
export function RoleSelect({
  id,
  value = [],
  onChange,
}: {
  id?: string;
  value?: string[];
  onChange?: (codes: string[]) => void;
}) {
  const { t } = useTranslation();
  const roles = useQuery({
    queryKey: ['forum', 'roles'],
    staleTime: 300_000,
    queryFn: ({ signal }) => callApi(forumRolesRoute, { signal, silent: true }),
  });
  return (
    <Select
      id={id}
      mode="multiple"
      value={value}
      onChange={onChange}
      loading={roles.isLoading}
      placeholder={t('forum.editor.rolesPlaceholder')}
      options={(roles.data?.items ?? []).map((r) => ({ value: r.code, label: r.name }))}
      maxCount={20}
      data-testid="visibility-roles"
    />
  );
}
