import { oauthAccountRoute, oauthProvidersRoute, oauthUnbindRoute } from '@clearsight/contracts';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { Alert, Button, Empty, Popconfirm, Spin } from 'antd';
import { useState } from 'react';
import { LocalDate } from '../../../components/local-date';
import { AppScope } from '../../../lib/app-scope';
import { feedback } from '../../../lib/feedback';
import { callApi } from '../../../lib/http/client';
import { useTranslation } from '../../../lib/i18n/use-translation';
import { useRootData } from '../../../lib/site-config';
import { ProviderIcon } from '../components/provider-icon';
import { startRoundTrip } from '../oauth-api';

const oauthKeys = {
  providers: ['oauth', 'providers'] as const,
  mine: (userId: string) => ['oauth', 'mine', userId] as const,
};

function useProviders() {
  return useQuery({
    queryKey: oauthKeys.providers,
    queryFn: ({ signal }) => callApi(oauthProvidersRoute, { signal, silent: true }),
    staleTime: 5 * 60_000,
  });
}

function useMyBindings(userId: string) {
  return useQuery({
    queryKey: oauthKeys.mine(userId),
    queryFn: ({ signal }) => callApi(oauthAccountRoute, { signal, silent: true }),
  });
}

function useUnbind(userId: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => callApi(oauthUnbindRoute, { query: { id } }),
    onSuccess: () => client.invalidateQueries({ queryKey: oauthKeys.mine(userId) }),
  });
}

/**
 * One's own linked accounts: each configured provider, bound or not, plus bindings of providers no longer
 * offered (they can still be removed). Binding leaves for the provider and comes back to `/bind/:type`.
 */
function OAuthBindings({ userId }: { userId: string }) {
  const { t } = useTranslation();
  const { lang } = useRootData();
  const { message } = feedback;
  const providers = useProviders();
  const mine = useMyBindings(userId);
  const unbind = useUnbind(userId);
  const [leaving, setLeaving] = useState<string | null>(null);

  if (providers.isPending || mine.isPending) {
    return (
      <div className="fm-loading" role="status">
        <Spin />
      </div>
    );
  }
  if (mine.isError || !mine.data) return <Alert type="error" showIcon title={t('oauth.bindings.loadFailed')} />;

  const offered = providers.data?.items ?? [];
  const bindings = mine.data.items;
  const rows = [
    ...offered.map((p) => ({
      type: p.type,
      kind: p.kind,
      name: p.name,
      binding: bindings.find((b) => b.type === p.type),
    })),
    ...bindings
      .filter((b) => !offered.some((p) => p.type === b.type))
      .map((b) => ({ type: b.type, kind: b.type, name: b.providerName, binding: b })),
  ];

  return (
    <section className="oa-bindings" data-testid="oauth-bindings">
      <h2 className="oa-bindings__title">{t('oauth.bindings.title')}</h2>
      <p className="oa-bindings__meta">{t('oauth.bindings.intro')}</p>
      {!mine.data.hasPassword && <Alert type="warning" showIcon title={t('oauth.bindings.noPassword')} />}
      {rows.length === 0 ? (
        <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t('oauth.bindings.none')} />
      ) : (
        <ul className="oa-bindings__list">
          {rows.map(({ type, kind, name, binding }) => (
            <li key={type} className="oa-bindings__item" data-testid={`oauth-binding-${type}`}>
              <span className="oa-bindings__icon" aria-hidden="true">
                <ProviderIcon kind={kind} />
              </span>
              <div className="oa-bindings__text">
                <div className="oa-bindings__name">{name}</div>
                <div className="oa-bindings__meta">
                  {binding ? (
                    <>
                      {t('oauth.bindings.boundAs', { name: binding.displayName })} · {t('oauth.bindings.since')}{' '}
                      <LocalDate iso={binding.creationTime} lang={lang} />
                    </>
                  ) : offered.some((p) => p.type === type) ? (
                    t('oauth.bindings.notBound')
                  ) : (
                    t('oauth.bindings.disabledProvider')
                  )}
                </div>
              </div>
              {binding ? (
                <Popconfirm
                  title={t('oauth.bindings.unbindConfirm', { provider: name, name: binding.displayName })}
                  okText={t('oauth.bindings.confirm')}
                  cancelText={t('oauth.bindings.cancel')}
                  onConfirm={() =>
                    unbind
                      .mutateAsync(binding.id)
                      .then(() => message.success(t('oauth.bindings.unbound')))
                      .catch(() => undefined)
                  }
                >
                  <Button danger data-testid={`oauth-unbind-${type}`}>
                    {t('oauth.bindings.unbind')}
                  </Button>
                </Popconfirm>
              ) : offered.some((p) => p.type === type) ? (
                <Button
                  type="primary"
                  ghost
                  loading={leaving === type}
                  onClick={() => {
                    setLeaving(type);
                    startRoundTrip(type, 'bind').catch(() => setLeaving(null));
                  }}
                  data-testid={`oauth-bind-${type}`}
                >
                  {t('oauth.bindings.bind')}
                </Button>
              ) : null}
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}

/** The linked-accounts tab of one's own profile: member-only, loaded with antd and the query cache it uses. */
export default function OwnBindings({ userId }: { userId: string }) {
  return (
    <AppScope>
      <OAuthBindings userId={userId} />
    </AppScope>
  );
}
