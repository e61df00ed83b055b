import { en } from './locales/en';

/** The shape every language must fill: the English tree with a string at each leaf. */
export type Translation = { [K in keyof typeof en]: Leaves<(typeof en)[K]> };
type Leaves<T> = T extends string ? string : { [K in keyof T]: Leaves<T[K]> };

/** Every key `t` accepts, dotted: `'signIn.title'`. */
export type TranslationKey = KeyPaths<typeof en>;
type KeyPaths<T, Prefix extends string = ''> = {
  [K in keyof T & string]: T[K] extends string ? `${Prefix}${K}` : KeyPaths<T[K], `${Prefix}${K}.`>;
}[keyof T & string];

export { en };
