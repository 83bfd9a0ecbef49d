/**
 * The shape of a translation: every key of the English catalogue, each value a string. A
 * Portuguese namespace typed with it cannot leave a key out or add one (tsc refuses), and
 * `catalogue.test.ts` checks the same at run time, with the placeholders each text uses.
 */
export type Texts<T> = { [K in keyof T]: T[K] extends string ? string : Texts<T[K]> };
