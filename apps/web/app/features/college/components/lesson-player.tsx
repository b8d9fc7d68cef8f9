import { feedback } from '../../../lib/feedback';
import { ExportOutlined, LockOutlined, PlayCircleOutlined } from '../../../components/icons';
import type { LessonItem } from '@clearsight/contracts';

import { useEffect, useRef, useState } from 'react';
import { useTranslation } from '../../../lib/i18n/use-translation';
import { ButtonLink } from '../../../components/button-link';
import { requestHeaders } from '../../../lib/http/client';
import { formatClock } from '../../../lib/labels';
import { getToken, tenantId } from '../../../lib/session/session-store';
import { embeddableUrl, PROGRESS_SAVE_MS, resumePosition } from '../college';
import { saveProgressOnLeave, type ProgressBody } from '../college-api';

type Save = (lessonId: string, body: ProgressBody) => Promise<unknown>;

/**
 * A members-only video cannot be a plain `src` (the token lives in the browser, not in a cookie), so the
 * member's browser fetches it with the token and plays it from memory. Free lessons stream directly.
 */
function useVideoSource(
  lesson: LessonItem,
  member: boolean,
): { src: string | null; loading: boolean; failed: boolean } {
  const direct = lesson.videoKind === 'file' && lesson.videoUrl && (lesson.isFree || !member) ? lesson.videoUrl : null;
  const needsToken = lesson.videoKind === 'file' && !!lesson.videoUrl && !lesson.isFree && member;
  const [state, setState] = useState<{ src: string | null; loading: boolean; failed: boolean }>({
    src: null,
    loading: false,
    failed: false,
  });

  useEffect(() => {
    if (!needsToken || !lesson.videoUrl) return;
    const controller = new AbortController();
    let objectUrl: string | null = null;
    setState({ src: null, loading: true, failed: false });
    fetch(lesson.videoUrl, {
      headers: requestHeaders({ token: getToken(), tenant: tenantId(), xsrf: null, hasBody: false }),
      signal: controller.signal,
    })
      .then(async (response) => {
        if (!response.ok) throw new Error(String(response.status));
        objectUrl = URL.createObjectURL(await response.blob());
        setState({ src: objectUrl, loading: false, failed: false });
      })
      .catch(() => {
        if (!controller.signal.aborted) setState({ src: null, loading: false, failed: true });
      });
    return () => {
      controller.abort();
      if (objectUrl) URL.revokeObjectURL(objectUrl);
    };
  }, [needsToken, lesson.videoUrl]);

  return direct ? { src: direct, loading: false, failed: false } : state;
}

/**
 * The caption tracks of a video as blob URLs: a `<track>` cannot send the member's token, so the browser fetches
 * each track with it (the same check as the video) and the player reads it from memory.
 */
function useCaptionTracks(lesson: LessonItem): Array<{ lang: 'zh-CN' | 'en'; src: string }> {
  const [tracks, setTracks] = useState<Array<{ lang: 'zh-CN' | 'en'; src: string }>>([]);
  const key = lesson.captions.map((c) => c.url).join('|');
  useEffect(() => {
    setTracks([]);
    if (!key) return;
    const controller = new AbortController();
    const made: string[] = [];
    void Promise.all(
      lesson.captions.map(async (c) => {
        const response = await fetch(c.url, {
          headers: requestHeaders({ token: getToken(), tenant: tenantId(), xsrf: null, hasBody: false }),
          signal: controller.signal,
        });
        if (!response.ok) return null;
        const src = URL.createObjectURL(await response.blob());
        made.push(src);
        return { lang: c.lang, src };
      }),
    )
      .then((all) => {
        if (!controller.signal.aborted) setTracks(all.filter((t): t is { lang: 'zh-CN' | 'en'; src: string } => !!t));
      })
      // Captions are a help: without them the video still plays.
      .catch(() => {});
    return () => {
      controller.abort();
      for (const src of made) URL.revokeObjectURL(src);
    };
    // The URLs name the tracks; `lesson.captions` is a new array on every render of the same lesson.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [key]);
  return tracks;
}

export function LessonPlayer({
  lesson,
  memberId,
  loginHref,
  save,
  title,
}: {
  lesson: LessonItem;
  memberId: string | null;
  loginHref: string;
  save: Save;
  title: string;
}) {
  const { t, lang } = useTranslation();
  const { message } = feedback;
  const video = useRef<HTMLVideoElement>(null);
  const lastSaved = useRef(0);
  const ended = useRef(false);
  const member = memberId !== null;
  const source = useVideoSource(lesson, member);
  const captions = useCaptionTracks(lesson);
  // A track added after the video loaded is not shown by its `default` alone: show the page language's one.
  useEffect(() => {
    const tracks = video.current?.textTracks;
    if (!tracks) return;
    for (let i = 0; i < tracks.length; i += 1) {
      const track = tracks[i]!;
      if (track.language === lang) track.mode = 'showing';
    }
  }, [captions, lang]);
  const saveRef = useRef(save);
  saveRef.current = save;

  // Saves on leaving a lesson (switching lessons, leaving the page inside the app, closing the tab).
  useEffect(() => {
    if (!member) return;
    const lessonId = lesson.id;
    ended.current = false;
    lastSaved.current = Date.now();
    const snapshot = (): ProgressBody | null => {
      const v = video.current;
      if (!v || ended.current || !Number.isFinite(v.currentTime) || v.currentTime < 1) return null;
      return {
        positionSeconds: v.currentTime,
        durationSeconds: Number.isFinite(v.duration) ? v.duration : undefined,
        ended: false,
      };
    };
    const onHide = () => {
      if (document.visibilityState !== 'hidden') return;
      const body = snapshot();
      if (body) saveProgressOnLeave(lessonId, body);
    };
    const onPageHide = () => {
      const body = snapshot();
      if (body) saveProgressOnLeave(lessonId, body);
    };
    document.addEventListener('visibilitychange', onHide);
    window.addEventListener('pagehide', onPageHide);
    return () => {
      document.removeEventListener('visibilitychange', onHide);
      window.removeEventListener('pagehide', onPageHide);
      const body = snapshot();
      if (body) void saveRef.current(lessonId, body);
    };
  }, [lesson.id, member]);

  if (lesson.locked) {
    return (
      <div className="cs-player cs-player--locked" data-testid="lesson-locked">
        <LockOutlined className="cs-player__icon" aria-hidden="true" />
        <p>{t('corporate.college.lockedText')}</p>
        <ButtonLink to={loginHref} type="primary" data-testid="lesson-login">
          {t('corporate.college.loginToWatch')}
        </ButtonLink>
      </div>
    );
  }

  if (lesson.videoKind === 'external' && lesson.videoUrl) {
    const embed = embeddableUrl(lesson.videoUrl);
    return embed ? (
      <div className="cs-player">
        <iframe
          src={embed}
          title={title}
          allow="encrypted-media; fullscreen; picture-in-picture"
          allowFullScreen
          referrerPolicy="strict-origin-when-cross-origin"
          sandbox="allow-scripts allow-same-origin allow-presentation allow-popups"
        />
      </div>
    ) : (
      <div className="cs-player cs-player--link">
        <PlayCircleOutlined className="cs-player__icon" aria-hidden="true" />
        <p>{t('corporate.college.externalText')}</p>
        <a
          href={lesson.videoUrl}
          target="_blank"
          rel="noopener noreferrer"
          className="cs-player__external"
          data-testid="external-video"
        >
          {t('corporate.college.openExternal')} <ExportOutlined aria-hidden="true" />
        </a>
      </div>
    );
  }

  if (lesson.videoKind !== 'file' || !lesson.videoUrl) {
    return (
      <div className="cs-player cs-player--link">
        <PlayCircleOutlined className="cs-player__icon" aria-hidden="true" />
        <p>{t('corporate.college.noVideo')}</p>
      </div>
    );
  }

  const position = () => ({
    positionSeconds: video.current?.currentTime ?? 0,
    durationSeconds: video.current && Number.isFinite(video.current.duration) ? video.current.duration : undefined,
  });

  return (
    <div className="cs-player">
      {source.src ? (
        <video
          key={lesson.id}
          ref={video}
          src={source.src}
          controls
          preload="metadata"
          playsInline
          aria-label={title}
          data-testid="lesson-video"
          onLoadedMetadata={(e) => {
            const v = e.currentTarget;
            const at = resumePosition(
              lesson.progress?.positionSeconds,
              Number.isFinite(v.duration) ? v.duration : 0,
              lesson.progress?.completed ?? false,
            );
            if (at > 0) {
              v.currentTime = at;
              message.info(t('corporate.college.resumed', { time: formatClock(at) }));
            }
          }}
          onTimeUpdate={() => {
            if (!member || video.current?.paused) return;
            if (Date.now() - lastSaved.current >= PROGRESS_SAVE_MS) {
              lastSaved.current = Date.now();
              void save(lesson.id, { ...position(), ended: false });
            }
          }}
          onPause={() => {
            if (!member || ended.current || video.current?.ended) return;
            lastSaved.current = Date.now();
            void save(lesson.id, { ...position(), ended: false });
          }}
          onPlay={() => {
            ended.current = false;
          }}
          onEnded={() => {
            if (!member) return;
            ended.current = true;
            lastSaved.current = Date.now();
            void save(lesson.id, { ...position(), ended: true });
          }}
        >
          {captions.map((c) => (
            <track
              key={c.lang}
              kind="captions"
              srcLang={c.lang}
              src={c.src}
              label={c.lang === 'en' ? t('corporate.college.captionsEn') : t('corporate.college.captionsZh')}
              // The track in the page's language is on from the start.
              default={c.lang === lang}
            />
          ))}
        </video>
      ) : (
        <div className="cs-player cs-player--link">
          <PlayCircleOutlined className="cs-player__icon" aria-hidden="true" />
          <p>{source.failed ? t('corporate.college.videoFailed') : t('corporate.college.videoLoading')}</p>
        </div>
      )}
    </div>
  );
}
