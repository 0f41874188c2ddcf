import type { ComponentType } from 'react';
import type { Language } from '../i18n/format.ts';

/** A module of an area's texts in one language: `{ fi: {…} }` from its messages/fi.ts, and so on. */
type TextModule<L extends Language, Texts> = { [K in L]: Texts };

/**
 * What a feature's public entry (src/features/<area>/index.ts) gives the app for its area of the registry
 * (./areas.ts). Everything is a loader, so that the entry pulls nothing into the chunk that imports it: the
 * boot fetches an area's page and texts ahead, the router renders the page when it is asked for.
 *
 * Its texts in each language, each a chunk of its own (its messages.ts registers the same modules), are the
 * entry's own `fi`, `sv` and `en`: the boot takes the entries for its table of text loaders as they are.
 */
export type AreaTexts<Texts = unknown> = { [L in Language]: () => Promise<TextModule<L, Texts>> };

/** An area whose page is a chunk of its own; its texts' namespace is its name in the registry. */
export type ChunkedArea<Texts = unknown> = AreaTexts<Texts> & {
  view: () => Promise<{ default: ComponentType }>;
};

/**
 * An area whose page comes with the portal's code (the overview, the first page after sign-in: one round trip
 * fewer); the boot fetches ahead only the part of the page that is a chunk of its own.
 */
export type BundledArea<Texts = unknown> = AreaTexts<Texts> & {
  fetchAhead: () => Promise<unknown>;
};
