/** What a key press in the composer does: Enter sends, Shift+Enter breaks the line, the rest types. */
export type ComposerKeyAction = 'send' | 'newline' | 'type';

export interface ComposerKey {
  key: string;
  shiftKey: boolean;
  ctrlKey?: boolean;
  metaKey?: boolean;
  altKey?: boolean;
  /** True while an input method (pinyin) is composing: its Enter picks the candidate, it never sends. */
  isComposing?: boolean;
  keyCode?: number;
}

export function composerKeyAction(event: ComposerKey): ComposerKeyAction {
  if (event.key !== 'Enter') return 'type';
  // Chromium and Safari report 229 for keys an input method takes, some without `isComposing`.
  if (event.isComposing || event.keyCode === 229) return 'type';
  if (event.shiftKey) return 'newline';
  if (event.ctrlKey || event.metaKey || event.altKey) return 'type';
  return 'send';
}

/** A message of only spaces and line breaks is refused before it is sent. */
export function isBlank(text: string): boolean {
  return text.trim().length === 0;
}
