/**
 * The shape every language must have, from the Chinese reference messages: strings widened to `string`.
 * Plural keys follow i18next (`key_one`, `key_other`, chosen by `count`): Chinese has one plural form
 * (`_other`), English adds the singular `_one` beside it (the i18n test checks that it always does).
 */
export type Widen<T> = T extends string
  ? string
  : T extends readonly (infer U)[]
    ? readonly Widen<U>[]
    : { readonly [K in keyof T]: Widen<T[K]> } & {
        readonly [K in keyof T as K extends `${infer Base}_other` ? `${Base}_one` : never]?: string;
      };
