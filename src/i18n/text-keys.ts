import type { FlatNamespace, TFunction } from 'i18next';

/**
 * The key of every text of a namespace's texts type (`'a.b.c'`), for a text that code chooses before it is
 * shown (a form's problem, say): written as such a key, a misspelt or removed one fails the typecheck.
 */
export type TextKey<T> = { [K in keyof T & string]: T[K] extends string ? K : `${K}.${TextKey<T[K]>}` }[keyof T & string];

/** The paths of the groups of texts (objects of texts, at any depth): where the labels of an open set's values are. */
export type TextGroup<T> = { [K in keyof T & string]: T[K] extends string ? never : K | `${K}.${TextGroup<T[K]>}` }[keyof T & string];

/**
 * The text function of a namespace (what `useTranslation(namespace).t` is), for a helper that is handed it:
 * its keys are checked against that namespace's texts. Without a namespace: the portal's common texts.
 */
export type Translate<Namespace extends FlatNamespace = 'translation'> = TFunction<Namespace>;
