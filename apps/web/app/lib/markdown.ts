import { isSafeMarkdownUrl } from '@clearsight/contracts';

/**
 * A small markdown renderer for text that is written in the browser or arrives in pieces: the console's live
 * preview and the chat assistant's streamed answers, which are rendered again as each piece arrives. Safe by
 * construction: the source is HTML-escaped first and only the tags generated here are ever produced (all of them
 * in the contracts' allow-list); links and images pass the contracts' URL rule (markdown-safety.ts), the one the
 * server's renderer applies, control characters a browser ignores included. Stored pages are rendered by the
 * server (markdown-it + sanitize-html); this covers the common subset (headings, paragraphs, emphasis, code,
 * lists, quotes, links, images, tables, rules). An unfinished code fence runs to the end of the text, so a
 * half-streamed answer renders as it will once complete.
 */

export function escapeHtml(text: string): string {
  return text
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/"/g, '&quot;')
    .replace(/'/g, '&#39;');
}

/**
 * Accepts an already-escaped URL; answers it when the shared rule lets it be a link's (`a`) or an image's (`img`)
 * address, else null. The rule reads the URL as the browser will (unescaped).
 */
export function safeUrl(escaped: string, tag: 'a' | 'img' = 'a'): string | null {
  const url = escaped.trim();
  return isSafeMarkdownUrl(unescapeHtml(url), tag) ? url : null;
}

const CODE_MARK = '\u0000';

/** Inline markup of one escaped line: code spans first (their content stays literal), then the rest. */
function inline(escaped: string): string {
  const codes: string[] = [];
  let text = escaped.replace(/`([^`]+)`/g, (_m, code: string) => {
    codes.push(`<code>${code}</code>`);
    return `${CODE_MARK}${codes.length - 1}${CODE_MARK}`;
  });
  text = text.replace(/!\[([^\]]*)\]\(([^)\s]+)(?:\s+&quot;[^&]*&quot;)?\)/g, (m, alt: string, src: string) => {
    const url = safeUrl(src, 'img');
    return url ? `<img src="${url}" alt="${alt}" loading="lazy">` : m;
  });
  text = text.replace(/\[([^\]]+)\]\(([^)\s]+)(?:\s+&quot;[^&]*&quot;)?\)/g, (m, label: string, href: string) => {
    const url = safeUrl(href);
    return url ? `<a href="${url}" target="_blank" rel="noopener noreferrer nofollow">${label}</a>` : m;
  });
  text = text
    .replace(/\*\*([^*]+)\*\*/g, '<strong>$1</strong>')
    .replace(/__([^_]+)__/g, '<strong>$1</strong>')
    .replace(/(^|[^*])\*([^*\s][^*]*)\*/g, '$1<em>$2</em>')
    .replace(/~~([^~]+)~~/g, '<del>$1</del>');
  return text.replace(new RegExp(`${CODE_MARK}(\\d+)${CODE_MARK}`, 'g'), (_m, i: string) => codes[Number(i)] ?? '');
}

function splitRow(line: string): string[] {
  return line
    .trim()
    .replace(/^\|/, '')
    .replace(/\|$/, '')
    .split('|')
    .map((cell) => cell.trim());
}

const isTableDivider = (line: string) => /^\s*\|?\s*:?-{3,}:?\s*(\|\s*:?-{3,}:?\s*)*\|?\s*$/.test(line);

export function renderMarkdown(source: string): string {
  // NUL marks code spans while a line is rendered; a browser would show it as U+FFFD anyway.
  const text = source.replace(/\r\n?/g, '\n').replace(new RegExp(CODE_MARK, 'g'), '\ufffd');
  const lines = escapeHtml(text).split('\n');
  const out: string[] = [];
  let paragraph: string[] = [];
  let i = 0;

  const flush = () => {
    if (paragraph.length > 0) out.push(`<p>${paragraph.map(inline).join('<br>')}</p>`);
    paragraph = [];
  };

  while (i < lines.length) {
    const line = lines[i]!;

    const fence = /^\s*(```|~~~)\s*([\w+-]*)\s*$/.exec(line);
    if (fence) {
      flush();
      const body: string[] = [];
      i += 1;
      while (i < lines.length && !lines[i]!.trim().startsWith(fence[1]!)) body.push(lines[i++]!);
      i += 1;
      const lang = fence[2] ? ` data-lang="${fence[2]}"` : '';
      out.push(`<pre class="code-block"${lang}><code>${body.join('\n')}</code></pre>`);
      continue;
    }

    if (!line.trim()) {
      flush();
      i += 1;
      continue;
    }

    const heading = /^\s{0,3}(#{1,6})\s+(.*?)\s*#*\s*$/.exec(line);
    if (heading) {
      flush();
      const level = heading[1]!.length;
      out.push(`<h${level}>${inline(heading[2]!)}</h${level}>`);
      i += 1;
      continue;
    }

    if (/^\s{0,3}([-*_])(\s*\1){2,}\s*$/.test(line)) {
      flush();
      out.push('<hr>');
      i += 1;
      continue;
    }

    if (/^\s{0,3}&gt;/.test(line)) {
      flush();
      const quoted: string[] = [];
      while (i < lines.length && /^\s{0,3}&gt;/.test(lines[i]!))
        quoted.push(lines[i++]!.replace(/^\s{0,3}&gt;\s?/, ''));
      // Quotes may hold any markdown: render their text the same way (it is already escaped, so unescape once).
      out.push(`<blockquote>${renderMarkdown(unescapeHtml(quoted.join('\n')))}</blockquote>`);
      continue;
    }

    const bullet = /^\s*([-*+]|\d{1,9}[.)])\s+/;
    if (bullet.test(line)) {
      flush();
      const ordered = /^\s*\d/.test(line);
      const items: string[] = [];
      while (i < lines.length && bullet.test(lines[i]!) && /^\s*\d/.test(lines[i]!) === ordered) {
        let text = lines[i]!.replace(bullet, '');
        i += 1;
        // Indented continuation lines belong to the item.
        while (i < lines.length && /^\s{2,}\S/.test(lines[i]!) && !bullet.test(lines[i]!))
          text += ` ${lines[i++]!.trim()}`;
        // A task item shows its box as a character: an input is outside the allowed elements.
        const task = /^\[([ xX])\]\s+/.exec(text);
        items.push(
          task
            ? `<li>${task[1] === ' ' ? '☐' : '☑'} ${inline(text.slice(task[0].length))}</li>`
            : `<li>${inline(text)}</li>`,
        );
      }
      out.push(ordered ? `<ol>${items.join('')}</ol>` : `<ul>${items.join('')}</ul>`);
      continue;
    }

    if (line.includes('|') && i + 1 < lines.length && isTableDivider(lines[i + 1]!)) {
      flush();
      const head = splitRow(line);
      i += 2;
      const rows: string[][] = [];
      while (i < lines.length && lines[i]!.includes('|') && lines[i]!.trim()) rows.push(splitRow(lines[i++]!));
      out.push(
        `<table><thead><tr>${head.map((c) => `<th>${inline(c)}</th>`).join('')}</tr></thead>` +
          `<tbody>${rows.map((r) => `<tr>${head.map((_, k) => `<td>${inline(r[k] ?? '')}</td>`).join('')}</tr>`).join('')}</tbody></table>`,
      );
      continue;
    }

    paragraph.push(line.trim());
    i += 1;
  }
  flush();
  return out.join('\n');
}

function unescapeHtml(text: string): string {
  return text
    .replace(/&#39;/g, "'")
    .replace(/&quot;/g, '"')
    .replace(/&gt;/g, '>')
    .replace(/&lt;/g, '<')
    .replace(/&amp;/g, '&');
}
