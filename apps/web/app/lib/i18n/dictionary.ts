/** Values for a string's `{{name}}` placeholders; `count` also chooses the plural form. */
export type Vars = Record<string, unknown>;

type Tree = Record<string, unknown>;

/** One language's strings: looked up by dotted key in a flat map, formatted with placeholders and plurals. */
export interface Dictionary {
  /** The strings as nested objects (areas merged in), for the few lists kept as arrays. */
  readonly tree: Tree;
  /** Adds an area's strings (nested objects), merged into keys the dictionary already has. */
  add(messages: object): void;
  has(key: string): boolean;
  /** The formatted string, or undefined when this language has none for `key`. */
  format(key: string, vars?: Vars): string | undefined;
}

const PLACEHOLDER = /\{\{\s*([\w.]+)\s*\}\}/;

function isTree(value: unknown): value is Tree {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/** Copies `source` into `target` key by key, so an area can add to a group the base already has. */
function mergeInto(target: Tree, source: Tree): void {
  for (const [key, value] of Object.entries(source)) {
    const present = target[key];
    if (isTree(present) && isTree(value)) {
      const copy = { ...present };
      mergeInto(copy, value);
      target[key] = copy;
    } else target[key] = value;
  }
}

function flatten(into: Map<string, string>, value: unknown, prefix: string): void {
  if (typeof value === 'string') into.set(prefix, value);
  else if (isTree(value)) for (const [key, child] of Object.entries(value)) flatten(into, child, `${prefix}.${key}`);
}

/**
 * Templates cut at their placeholders, once each: text and placeholder names alternate, text first and last. Only
 * the dictionaries' own strings are filled, so this holds at most one entry per string. A page renders hundreds of
 * formatted strings (a board: counts, dates and names on every card), and a regular expression with a callback per
 * call cost about four times the joining of the kept parts.
 */
const templates = new Map<string, string[]>();

/** The template with each `{{name}}` replaced by its value; one without a value is left as `{{name}}`. */
function fill(template: string, vars: Vars | undefined): string {
  if (!vars || !template.includes('{{')) return template;
  let parts = templates.get(template);
  if (!parts) templates.set(template, (parts = template.split(PLACEHOLDER)));
  let text = parts[0]!;
  for (let i = 1; i < parts.length; i += 2) {
    const value = vars[parts[i]!];
    text += (value === undefined || value === null ? `{{${parts[i]}}}` : String(value)) + parts[i + 1]!;
  }
  return text;
}

export function createDictionary(lang: string, messages: object): Dictionary {
  const tree: Tree = {};
  const strings = new Map<string, string>();
  const plurals = new Intl.PluralRules(lang);

  const dictionary: Dictionary = {
    tree,
    add(area) {
      mergeInto(tree, area as Tree);
      for (const [key, value] of Object.entries(area)) flatten(strings, value, key);
    },
    has(key) {
      return strings.has(key) || strings.has(`${key}_other`);
    },
    format(key, vars) {
      const count = vars?.count;
      if (typeof count === 'number') {
        const plural = strings.get(`${key}_${plurals.select(count)}`) ?? strings.get(`${key}_other`);
        if (plural !== undefined) return fill(plural, vars);
      }
      const text = strings.get(key);
      return text === undefined ? undefined : fill(text, vars);
    },
  };
  dictionary.add(messages);
  return dictionary;
}
