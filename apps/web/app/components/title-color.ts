/**
 * A topic title's colour, only when it is a plain #RRGGBB (the contract's format). Its own module: the topic page
 * needs it without the list's card component.
 */
export function titleColor(color: string | null): string | undefined {
  return color && /^#[0-9a-fA-F]{6}$/.test(color) ? color : undefined;
}
