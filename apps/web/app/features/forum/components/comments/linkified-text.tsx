import { linkify } from '../../../../lib/linkify';

/** Plain text with its web addresses as links; React escapes everything else (no HTML is ever injected). */
export function LinkifiedText({ text }: { text: string }) {
  return (
    <>
      {linkify(text).map((segment, i) =>
        segment.kind === 'link' ? (
          <a key={i} href={segment.href} target="_blank" rel="nofollow noopener noreferrer ugc">
            {segment.text}
          </a>
        ) : (
          <span key={i}>{segment.text}</span>
        ),
      )}
    </>
  );
}
