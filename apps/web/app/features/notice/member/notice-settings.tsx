import { NOTICE_EVENT_GROUPS, type NoticeSettings } from '@clearsight/contracts';
import { useState } from 'react';
import { Button } from '../../../components/ui/button';
import { Checkbox } from '../../../components/ui/checkbox';
import { Input } from '../../../components/ui/input';
import { Spinner } from '../../../components/ui/spinner';
import { feedback } from '../../../lib/feedback';
import { useTranslation } from '../../../lib/i18n/use-translation';
import { QueryScope } from '../../../lib/query/query-scope';
import { useNoticeSettings, useSaveNoticeSettings } from './notice-api';
import './notice-settings.css';

/** The limit field's text as a limit: null for empty (the site's applies), NaN for anything else unreadable. */
function limitOf(text: string): number | null {
  const raw = text.trim();
  if (raw === '') return null;
  return /^\d{1,4}$/.test(raw) ? Number(raw) : Number.NaN;
}

function SettingsForm({ userId, settings }: { userId: string; settings: NoticeSettings }) {
  const { t } = useTranslation();
  const save = useSaveNoticeSettings(userId);
  const [draft, setDraft] = useState(settings);
  const [limit, setLimit] = useState(settings.dailyLimit === null ? '' : String(settings.dailyLimit));
  const max = settings.siteDailyLimit;
  const parsed = limitOf(limit);
  const limitBad = parsed !== null && (Number.isNaN(parsed) || parsed < 1 || parsed > max);
  const submit = () => {
    if (limitBad) return;
    save.mutate(
      {
        events: draft.events,
        watchOwnTopics: draft.watchOwnTopics,
        watchRepliedTopics: draft.watchRepliedTopics,
        dailyLimit: parsed,
      },
      { onSuccess: () => feedback.message.success(t('forum.noticeSettings.saved')) },
    );
  };
  return (
    <form
      className="nt-settings"
      data-testid="notice-settings"
      onSubmit={(event) => {
        event.preventDefault();
        submit();
      }}
    >
      <fieldset>
        <legend>{t('forum.noticeSettings.title')}</legend>
        {NOTICE_EVENT_GROUPS.map((group) => (
          <Checkbox
            key={group}
            checked={draft.events[group]}
            onChange={(event) => setDraft({ ...draft, events: { ...draft.events, [group]: event.target.checked } })}
            data-testid={`notice-event-${group}`}
          >
            {t(`forum.noticeSettings.events.${group}`)}
          </Checkbox>
        ))}
      </fieldset>
      <fieldset>
        <legend>{t('forum.noticeSettings.defaultsTitle')}</legend>
        <Checkbox
          checked={draft.watchOwnTopics}
          onChange={(event) => setDraft({ ...draft, watchOwnTopics: event.target.checked })}
          data-testid="notice-watch-own"
        >
          {t('forum.noticeSettings.watchOwnTopics')}
        </Checkbox>
        <Checkbox
          checked={draft.watchRepliedTopics}
          onChange={(event) => setDraft({ ...draft, watchRepliedTopics: event.target.checked })}
          data-testid="notice-watch-replied"
        >
          {t('forum.noticeSettings.watchRepliedTopics')}
        </Checkbox>
      </fieldset>
      <fieldset>
        <legend>
          <label htmlFor="nt-daily-limit">{t('forum.noticeSettings.limitTitle')}</label>
        </legend>
        <p id="nt-daily-limit-help">{t('forum.noticeSettings.limitHelp', { max })}</p>
        <Input
          id="nt-daily-limit"
          inputMode="numeric"
          value={limit}
          placeholder={t('forum.noticeSettings.limitPlaceholder', { max })}
          onChange={(event) => setLimit(event.target.value)}
          aria-invalid={limitBad || undefined}
          aria-describedby={limitBad ? 'nt-daily-limit-error' : 'nt-daily-limit-help'}
          style={{ maxWidth: 160 }}
          data-testid="notice-daily-limit"
        />
        {limitBad && (
          <p id="nt-daily-limit-error" className="cs-field__error" role="alert">
            {t('forum.noticeSettings.limitInvalid', { max })}
          </p>
        )}
      </fieldset>
      <Button type="primary" htmlType="submit" loading={save.isPending} disabled={limitBad} data-testid="notice-save">
        {t('forum.noticeSettings.save')}
      </Button>
    </form>
  );
}

function Settings({ userId }: { userId: string }) {
  const { t } = useTranslation();
  const settings = useNoticeSettings(userId);
  if (settings.isError && !settings.data) {
    return (
      <div role="alert">
        <p>{t('forum.common.loadFailed')}</p>
        <Button onClick={() => void settings.refetch()}>{t('forum.common.retry')}</Button>
      </div>
    );
  }
  if (!settings.data) return <Spinner block label={t('forum.common.loading')} />;
  return <SettingsForm userId={userId} settings={settings.data} />;
}

/**
 * The profile's "Notifications" tab (one's own): which events raise a notice, watching one's own and replied
 * topics by default, and a daily limit no higher than the site's. Loaded lazily by the profile page.
 */
export default function NoticeSettingsTab({ userId }: { userId: string }) {
  return (
    <QueryScope>
      <Settings userId={userId} />
    </QueryScope>
  );
}
