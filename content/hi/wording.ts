/**
 * The shape of an English content export with its words left free: every string becomes `string`,
 * while ids, links and habit slugs keep their exact values. A Hindi module typed with it must hold
 * every field and function of the English one, so a missing field fails the type check.
 */
type FixedKey = "id" | "href" | "habit" | "questionsPath";

export type Wording<T> = T extends string
  ? string
  : T extends (...args: infer A) => infer R
    ? (...args: A) => Wording<R>
    : T extends object
      ? { readonly [K in keyof T]: K extends FixedKey ? T[K] : Wording<T[K]> }
      : T;
