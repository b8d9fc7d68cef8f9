import { describe, expect, it } from 'vitest';
import { inlineStylesheets, linkStylesheets } from './inline-stylesheets.server';

const RULES: Record<string, string> = {
  'shell-abc.css': '.cs-a{color:red}.cs-unused{color:blue}',
  'forum-def.css': '.fm-b{content:"</style>"}',
};
const read = (file: string) => RULES[file] ?? null;
const inline = (head: string) =>
  Buffer.concat(inlineStylesheets(head, new Set(['cs-a', 'fm-b']), read)).toString('utf8');

describe('inlineStylesheets', () => {
  it('writes the rules the page uses of each built stylesheet before its link, which becomes a print stylesheet', () => {
    const html =
      '<head><link nonce="n1" rel="stylesheet" href="/assets/shell-abc.css#"/>' +
      '<link nonce="n1" rel="stylesheet" href="/assets/forum-def.css"/></head>';
    expect(inline(html)).toBe(
      '<head><style data-href="/assets/shell-abc.css">.cs-a{color:red}</style>' +
        '<link nonce="n1" rel="stylesheet" href="/assets/shell-abc.css#" media="print" data-inlined=""/>' +
        // The twin without the `#`, for Vite's loader (it would add the shell's stylesheet again otherwise).
        '<link nonce="n1" rel="stylesheet" href="/assets/shell-abc.css" media="print"/>' +
        '<style data-href="/assets/forum-def.css">.fm-b{content:"<\\/style>"}</style>' +
        '<link nonce="n1" rel="stylesheet" href="/assets/forum-def.css" media="print" data-inlined=""/></head>',
    );
  });

  it('leaves links to files the build does not have, and other links, as they are', () => {
    const html =
      '<link rel="stylesheet" href="/assets/missing-000.css"/><link rel="icon" href="/favicon.svg"/>' +
      '<link rel="stylesheet" href="/app/styles/app.css?t=1"/>';
    expect(inline(html)).toBe(html);
  });
});

describe('linkStylesheets', () => {
  it("keeps every stylesheet a link and gives a route module's link its print twin", () => {
    const html =
      '<head><link nonce="n1" rel="stylesheet" href="/assets/shell-abc.css#"/>' +
      '<link nonce="n1" rel="stylesheet" href="/assets/forum-def.css"/><link rel="icon" href="/favicon.svg"/></head>';
    expect(linkStylesheets(html).toString('utf8')).toBe(
      '<head><link nonce="n1" rel="stylesheet" href="/assets/shell-abc.css#"/>' +
        '<link nonce="n1" rel="stylesheet" href="/assets/shell-abc.css" media="print"/>' +
        '<link nonce="n1" rel="stylesheet" href="/assets/forum-def.css"/><link rel="icon" href="/favicon.svg"/></head>',
    );
  });
});
