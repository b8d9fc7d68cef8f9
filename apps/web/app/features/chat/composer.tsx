import { SendOutlined } from '../../components/icons';
import {
  ActivityErrorCodes,
  CHAT_EMPTY_WARNING_MS,
  CHAT_MESSAGES,
  PAGES,
  type ChatStatus,
} from '@clearsight/contracts';
import { Button, Input } from 'antd';
import { useEffect, useRef, useState, type KeyboardEvent } from 'react';
import { useTranslation } from '../../lib/i18n/use-translation';
import { Link } from '../../components/link';
import { isApiError } from '../../lib/http/errors';
import type { Lang } from '../../lib/i18n';
import { formatNumber } from '../../lib/labels';
import { composerKeyAction, isBlank } from './composer-keys';
import { fullTime } from './chat-time';
import { isUnanswered } from './chat-api';

type Problem = { kind: 'empty' } | { kind: 'money' } | { kind: 'error'; text: string };

/**
 * The composer: Enter sends, Shift+Enter breaks the line, the draft belongs to the conversation (kept by
 * the room), an empty message is refused with "不能发送空白信息" for 3 s. A banned or muted member reads why
 * they cannot write instead of a text box.
 */
export function Composer({
  draft,
  onDraft,
  onSend,
  status,
  price,
  money,
  assistant,
  lang,
}: {
  draft: string;
  onDraft: (text: string) => void;
  /** Resolves once the server took the message; rejects with the API's error. */
  onSend: (text: string) => Promise<void>;
  status: ChatStatus;
  /** The public room's price; null elsewhere (free). */
  price: number | null;
  money: number;
  assistant: boolean;
  lang: Lang;
}) {
  const { t } = useTranslation();
  const [sending, setSending] = useState(false);
  const [problem, setProblem] = useState<Problem | null>(null);
  const emptyTimer = useRef<ReturnType<typeof setTimeout> | null>(null);
  const box = useRef<HTMLTextAreaElement | null>(null);

  useEffect(
    () => () => {
      if (emptyTimer.current) clearTimeout(emptyTimer.current);
    },
    [],
  );

  const send = async () => {
    if (sending) return;
    if (isBlank(draft)) {
      setProblem({ kind: 'empty' });
      if (emptyTimer.current) clearTimeout(emptyTimer.current);
      emptyTimer.current = setTimeout(() => {
        emptyTimer.current = null;
        setProblem((now) => (now?.kind === 'empty' ? null : now));
      }, CHAT_EMPTY_WARNING_MS);
      return;
    }
    setSending(true);
    setProblem(null);
    try {
      await onSend(draft);
      onDraft('');
    } catch (error) {
      if (isApiError(error) && error.code === ActivityErrorCodes.insufficientMoney) setProblem({ kind: 'money' });
      else if (isUnanswered(error)) setProblem({ kind: 'error', text: t('chat.composer.retryKept') });
      else {
        const text = isApiError(error) ? (error.serverMessage ?? error.message) : t('chat.composer.sendFailed');
        setProblem({ kind: 'error', text });
      }
    } finally {
      setSending(false);
      box.current?.focus();
    }
  };

  const onKeyDown = (event: KeyboardEvent<HTMLTextAreaElement>) => {
    const action = composerKeyAction({
      key: event.key,
      shiftKey: event.shiftKey,
      ctrlKey: event.ctrlKey,
      metaKey: event.metaKey,
      altKey: event.altKey,
      isComposing: event.nativeEvent.isComposing,
      keyCode: event.keyCode,
    });
    if (action === 'send') {
      event.preventDefault();
      void send();
    }
  };

  if (!status.canSend) {
    const text = status.mutedUntil
      ? t('chat.composer.muted', { until: fullTime(status.mutedUntil, lang) })
      : t('chat.composer.banned');
    return (
      <div className="chat-composer chat-composer--readonly" role="note" data-testid="chat-readonly">
        {text}
      </div>
    );
  }

  return (
    <div className="chat-composer">
      <Input.TextArea
        ref={(instance) => {
          box.current = instance?.resizableTextArea?.textArea ?? null;
        }}
        value={draft}
        onChange={(event) => {
          onDraft(event.target.value);
          if (problem?.kind === 'empty') setProblem(null);
        }}
        onKeyDown={onKeyDown}
        placeholder={assistant ? t('chat.composer.placeholderAssistant') : t('chat.composer.placeholder')}
        aria-label={t('chat.composer.label')}
        autoSize={{ minRows: 2, maxRows: 6 }}
        maxLength={status.maxLength}
        variant="borderless"
        data-testid="chat-input"
      />
      <div className="chat-composer__bar">
        <div className="chat-composer__info">
          {problem ? (
            <span className="chat-composer__problem" role="alert" data-testid="chat-problem">
              {problem.kind === 'empty' && CHAT_MESSAGES.empty}
              {problem.kind === 'money' && (
                <>
                  {CHAT_MESSAGES.insufficientMoney} <Link to={PAGES.signIn}>{t('chat.composer.earn')}</Link>
                </>
              )}
              {problem.kind === 'error' && problem.text}
            </span>
          ) : price !== null ? (
            <span data-testid="chat-price">
              {t('chat.composer.price', { price: formatNumber(price) })}
              <span className="chat-composer__sep"> · </span>
              {t('chat.composer.balance', { money: formatNumber(money) })}
            </span>
          ) : (
            <span className="chat-composer__hint">{t('chat.composer.hint')}</span>
          )}
        </div>
        <span className="chat-composer__count" aria-hidden="true">
          {draft.length}/{status.maxLength}
        </span>
        <Button
          type="primary"
          icon={<SendOutlined />}
          loading={sending}
          onClick={() => void send()}
          data-testid="chat-send"
        >
          {t('chat.composer.send')}
        </Button>
      </div>
    </div>
  );
}
