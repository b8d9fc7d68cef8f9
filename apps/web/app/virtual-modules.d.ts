/** The icons' sprites (vite-plugins/icon-sprite.ts): the URL of the sprite that holds an icon. */
declare module 'virtual:icon-sprite' {
  export function spriteOf(name: string): string;
}
