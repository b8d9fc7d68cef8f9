import { profileHref, type CommentReply } from '@clearsight/contracts';
import { Fragment } from 'react';
import { linkify } from '../../../../lib/linkify';

/** A run of text as spans and links (an array: each run is its own keyed list). */
const linked = (text: string) =>
  linkify(text).map((segment, i) =>
    segment.kind === 'link' ? (
      <a key={i} href={segment.href} target="_blank" rel="nofollow noopener noreferrer ugc">
        {segment.text}
      </a>
    ) : (
      <span key={i}>{segment.text}</span>
    ),
  );

/**
 * Plain text with its web addresses as links and its mentions of members as links to their profiles (the server
 * found them, with where they are: decision 0032); React escapes everything else (no HTML is ever injected).
 */
export function LinkifiedText({ text, mentions = [] }: { text: string; mentions?: CommentReply['mentions'] }) {
  let at = 0;
  return (
    <>
      {mentions.map((m) => {
        const before = text.slice(at, m.start);
        at = m.end;
        return (
          <Fragment key={m.start}>
            {linked(before)}
            <a href={profileHref(m.userName)} className="fm-mention">
              {text.slice(m.start, m.end)}
            </a>
          </Fragment>
        );
      })}
      {linked(text.slice(at))}
    </>
  );
}
