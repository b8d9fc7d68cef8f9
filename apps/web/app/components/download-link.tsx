import { feedback } from '../lib/feedback';
import { loginHref } from '@clearsight/contracts';
import { DownloadOutlined, LockOutlined } from './icons';
import { useState } from 'react';
import { useTranslation } from '../lib/i18n/use-translation';
import { useLocation } from 'react-router';
import { ButtonLink } from './button-link';
import { Button, buttonClass, ButtonContent } from './ui/button';
import { requestHeaders } from '../lib/http/client';
import { isSignedIn } from '../lib/session/session-state';
import { getToken, tenantId, useSession } from '../lib/session/session-store';
import { useHydrated } from '../lib/hydrated';

function saveBlob(blob: Blob, fileName: string) {
  const url = URL.createObjectURL(blob);
  const a = document.createElement('a');
  a.href = url;
  a.download = fileName;
  document.body.appendChild(a);
  a.click();
  a.remove();
  setTimeout(() => URL.revokeObjectURL(url), 30_000);
}

/** The server's file name (`filename*=UTF-8''…` first), so the saved file keeps its real name and extension. */
export function fileNameOf(disposition: string | null): string | null {
  if (!disposition) return null;
  const star = /filename\*\s*=\s*(?:UTF-8|utf-8)''([^;]+)/.exec(disposition);
  if (star?.[1]) {
    try {
      return decodeURIComponent(star[1].trim());
    } catch {
      // fall through to the plain parameter
    }
  }
  const plain = /filename\s*=\s*"?([^";]+)"?/i.exec(disposition);
  return plain?.[1]?.trim() || null;
}

/** The login page, coming back here afterwards (`?redirect=`). */
export function useLoginHref(): string {
  const location = useLocation();
  return loginHref(location.pathname + location.search + location.hash);
}

/**
 * A file download. Public files are plain links (streamed by the API with its own Content-Disposition).
 * Members-only files: guests are sent to log in (the file URL refuses them too); members fetch the file
 * with their token, since the token lives in the browser and a plain link cannot carry it.
 */
export function DownloadLink({
  url,
  fileName,
  membersOnly,
  label,
  size = 'middle',
  type = 'primary',
  testId,
}: {
  url: string;
  fileName: string;
  membersOnly: boolean;
  label?: string;
  size?: 'small' | 'middle' | 'large';
  type?: 'primary' | 'default' | 'link';
  testId?: string;
}) {
  const { t } = useTranslation();
  const { message } = feedback;
  const session = useSession();
  const hydrated = useHydrated();
  const loginHref = useLoginHref();
  const [busy, setBusy] = useState(false);
  const text = label ?? t('corporate.download.download');

  if (!membersOnly) {
    // A plain link: the API streams the file with its own Content-Disposition, with or without JavaScript.
    return (
      <a
        href={url}
        download=""
        className={buttonClass({ type, size })}
        data-testid={testId}
        aria-label={`${text} ${fileName}`}
      >
        <ButtonContent icon={<DownloadOutlined aria-hidden />}>{text}</ButtonContent>
      </a>
    );
  }

  if (!hydrated || !isSignedIn(session)) {
    return (
      <ButtonLink
        to={loginHref}
        size={size}
        icon={<LockOutlined aria-hidden />}
        data-testid={testId ? `${testId}-login` : 'download-login'}
        aria-label={`${t('corporate.download.loginToDownload')} ${fileName}`}
      >
        {t('corporate.download.loginToDownload')}
      </ButtonLink>
    );
  }

  const download = async () => {
    setBusy(true);
    try {
      const response = await fetch(url, {
        headers: requestHeaders({ token: getToken(), tenant: tenantId(), xsrf: null, hasBody: false }),
        credentials: 'same-origin',
      });
      if (response.status === 401) {
        message.warning(t('corporate.download.sessionExpired'));
        return;
      }
      if (!response.ok) {
        message.error(t('corporate.download.failed'));
        return;
      }
      saveBlob(await response.blob(), fileNameOf(response.headers.get('content-disposition')) ?? fileName);
    } catch {
      message.error(t('corporate.download.failed'));
    } finally {
      setBusy(false);
    }
  };

  return (
    <Button
      type={type}
      size={size}
      icon={<DownloadOutlined aria-hidden />}
      loading={busy}
      onClick={() => void download()}
      data-testid={testId}
      aria-label={`${text} ${fileName}`}
    >
      {text}
    </Button>
  );
}
