/**
 * A built stylesheet cut down to the rules one page's HTML can use (decision 0055). A guest's page carries its
 * stylesheets' rules inline (decision 0041), so its first paint waits for the HTML alone; but of a forum page's
 * 50 KB of rules, two thirds style what the page does not hold (the editor, dialogs, other pages sharing a file).
 * A style rule is kept when one of its selectors can match: every class it requires appears in the page's HTML.
 * Everything else that is not a style rule (custom properties on `:root`, `@font-face`, `@keyframes`, `@layer`
 * order) is kept as it is, and an `@media`, `@supports` or `@layer` block keeps the rules inside it that pass.
 * The whole file still arrives: its link stays in the page and is switched on after the first paint
 * (scripts-after-paint.server.ts), for what the page's scripts draw later.
 *
 * The test is conservative: only classes are checked (an element name, an id or an attribute never drops a
 * selector), and a class inside `:not()`, `:is()`, `:where()` or `:has()` is not required, since the selector may
 * match without it.
 */

/**
 * The attribute that marks a link whose rules are inline only in part: the starter switches it on after the first
 * paint (scripts-after-paint.server.ts), so that what the page's scripts draw later is styled too.
 */
export const INLINED_ATTRIBUTE = 'data-inlined';

/** A part of a stylesheet: text kept as it is, a style rule, or a block of parts (`@media …{`, `}`). */
type Part =
  | { kind: 'text'; text: string }
  | { kind: 'rule'; selectors: Array<{ text: string; classes: string[] }>; body: string }
  | { kind: 'block'; open: string; parts: Part[] };

/** At-rules whose blocks hold style rules, filtered one by one; any other at-rule is kept whole. */
const GROUPING_AT_RULES = /^@(media|supports|layer|container)\b/;

/** The index just past the string starting at `from` (a quote), escapes included. */
function endOfString(css: string, from: number): number {
  const quote = css[from];
  let i = from + 1;
  while (i < css.length && css[i] !== quote) i += css[i] === '\\' ? 2 : 1;
  return i + 1;
}

/** The index just past the comment starting at `from` (its `/*`); the stylesheet's end when it is never closed. */
function endOfComment(css: string, from: number): number {
  const close = css.indexOf('*/', from + 2);
  return close === -1 ? css.length : close + 2;
}

/** The index of the `}` that closes the block whose `{` is at `open`. */
function closingBrace(css: string, open: number): number {
  let depth = 0;
  for (let i = open; i < css.length; i += 1) {
    const c = css[i];
    if (c === '"' || c === "'") i = endOfString(css, i) - 1;
    else if (c === '/' && css[i + 1] === '*') i = endOfComment(css, i) - 1;
    else if (c === '{') depth += 1;
    else if (c === '}' && --depth === 0) return i;
  }
  return css.length;
}

/** A selector list split at its top-level commas (not those inside parentheses, brackets or strings). */
function splitSelectors(list: string): string[] {
  const selectors: string[] = [];
  let depth = 0;
  let start = 0;
  for (let i = 0; i < list.length; i += 1) {
    const c = list[i];
    if (c === '"' || c === "'") i = endOfString(list, i) - 1;
    else if (c === '(' || c === '[') depth += 1;
    else if (c === ')' || c === ']') depth -= 1;
    else if (c === ',' && depth === 0) {
      selectors.push(list.slice(start, i));
      start = i + 1;
    }
  }
  selectors.push(list.slice(start));
  return selectors;
}

/** A functional pseudo-class a selector can match without (its arguments are never required). */
const OPTIONAL_ARGUMENTS = /^:(?:not|is|where|has)\(/;

/** The classes a selector requires: those outside attribute brackets and the pseudo-classes above. */
export function requiredClasses(selector: string): string[] {
  let plain = '';
  let i = 0;
  while (i < selector.length) {
    const c = selector[i]!;
    if (c === '"' || c === "'") {
      i = endOfString(selector, i);
      continue;
    }
    if (c === '[' || (c === ':' && OPTIONAL_ARGUMENTS.test(selector.slice(i, i + 7)))) {
      // Skip to the bracket or parenthesis that closes this one.
      const open = c === '[' ? '[' : '(';
      const close = c === '[' ? ']' : ')';
      let depth = 0;
      let j = selector.indexOf(open, i);
      for (; j < selector.length; j += 1) {
        if (selector[j] === open) depth += 1;
        else if (selector[j] === close && --depth === 0) break;
      }
      i = j + 1;
      plain += ' ';
      continue;
    }
    plain += c;
    i += 1;
  }
  const classes: string[] = [];
  for (const match of plain.matchAll(/\.((?:\\.|[\w-]|[\u0080-\uffff])+)/g)) {
    classes.push(match[1]!.replace(/\\(.)/g, '$1'));
  }
  return classes;
}

/** A stylesheet as `subsetOf` reads it. */
export type StylesheetParts = readonly Part[];

/** A stylesheet (as the build writes it) in parts. */
export function parseStylesheet(css: string): Part[] {
  const parts: Part[] = [];
  let i = 0;
  while (i < css.length) {
    // A prelude runs to the `{` of its block or to the `;` of a statement at-rule.
    let j = i;
    while (j < css.length && css[j] !== '{' && css[j] !== ';' && css[j] !== '}') {
      if (css[j] === '"' || css[j] === "'") j = endOfString(css, j);
      else if (css[j] === '/' && css[j + 1] === '*') j = endOfComment(css, j);
      else j += 1;
    }
    const prelude = css.slice(i, j).trim();
    if (j >= css.length || css[j] !== '{') {
      if (prelude) parts.push({ kind: 'text', text: css.slice(i, Math.min(j + 1, css.length)) });
      i = j + 1;
      continue;
    }
    const close = closingBrace(css, j);
    if (prelude.startsWith('@')) {
      parts.push(
        GROUPING_AT_RULES.test(prelude)
          ? { kind: 'block', open: css.slice(i, j + 1), parts: parseStylesheet(css.slice(j + 1, close)) }
          : { kind: 'text', text: css.slice(i, close + 1) },
      );
    } else {
      const selectors = splitSelectors(prelude).map((text) => ({ text, classes: requiredClasses(text) }));
      parts.push({ kind: 'rule', selectors, body: css.slice(j, close + 1) });
    }
    i = close + 1;
  }
  return parts;
}

/** The stylesheet's parts as CSS with only the rules whose selectors can match an element with these classes. */
export function subsetOf(parts: StylesheetParts, classes: ReadonlySet<string>): string {
  let css = '';
  for (const part of parts) {
    if (part.kind === 'text') {
      css += part.text;
    } else if (part.kind === 'rule') {
      const kept = part.selectors.filter((selector) => selector.classes.every((name) => classes.has(name)));
      if (kept.length > 0) css += kept.map((selector) => selector.text).join(',') + part.body;
    } else {
      const inner = subsetOf(part.parts, classes);
      // An empty `@layer x{}` still sets its layer's place in the order; an empty `@media` block says nothing.
      if (inner || part.open.startsWith('@layer')) css += part.open + inner + '}';
    }
  }
  return css;
}

/**
 * Every class named in the document's `class` attributes. The document is read as Latin-1, one character a byte:
 * the markup and the class names are ASCII, and Node 20 decodes UTF-8 with Chinese text in it twenty to thirty
 * times slower (a topic page of 92 KB: 1.3 ms against 0.04). A name holding other bytes is decoded as UTF-8 by
 * itself.
 */
export function classesIn(html: Buffer): Set<string> {
  const classes = new Set<string>();
  // ASCII white space only: `\s` would also take U+00A0, which is a byte inside many encoded Chinese characters.
  for (const match of html.toString('latin1').matchAll(/[ \t\n\f\r]class="([^"]*)"/g)) {
    for (const name of match[1]!.split(/[ \t\n\f\r]+/)) {
      if (name) classes.add(/[\x80-\xff]/.test(name) ? Buffer.from(name, 'latin1').toString('utf8') : name);
    }
  }
  return classes;
}
