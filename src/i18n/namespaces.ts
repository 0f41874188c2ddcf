import i18next, { type BackendModule, type ReadCallback, type ResourceKey } from 'i18next';
import type { Language } from './format.ts';

/** How to fetch one language's texts of a namespace: each language is a chunk of its own. */
export type MessageLoaders = Record<Language, () => Promise<ResourceKey>>;

const registry = new Map<string, Partial<Record<string, () => Promise<ResourceKey>>>>();
/** Why a language's texts of a namespace could not be fetched, by `<language>|<namespace>`. */
const failures = new Map<string, unknown>();

/**
 * Texts live in a namespace of their own beside the views that read them (`useTranslation('<namespace>')`),
 * one file per language, and are registered when the views' chunk loads: the chunk carries none of them.
 * The language shown is fetched at once (react-i18next would fetch it at the first render anyway); another
 * language is fetched when it is chosen.
 */
export function registerNamespace(namespace: string, loaders: MessageLoaders): void {
  if (registry.has(namespace)) return;
  registry.set(namespace, loaders);
  if (i18next.isInitialized) void i18next.loadNamespaces(namespace);
}

/** Resolves when the texts of every namespace registered so far are loaded in the language shown (or failed). */
export async function registeredNamespacesLoaded(): Promise<void> {
  await i18next.loadNamespaces([...registry.keys()]);
}

async function read(language: string, namespace: string): Promise<ResourceKey> {
  const load = registry.get(namespace)?.[language];
  if (!load) throw new Error(`no texts of namespace ${namespace} in language ${language}`);
  return load();
}

/** The i18next backend that fetches a namespace's language from its registered loader. */
export const messagesBackend: BackendModule = {
  type: 'backend',
  callbackApi: true,
  init() {},
  read(language: string, namespace: string, callback: ReadCallback) {
    read(language, namespace).then(
      (texts) => callback(null, texts),
      (error: unknown) => {
        failures.set(`${language}|${namespace}`, error);
        callback(error instanceof Error ? error : new Error(String(error)), false);
      },
    );
  },
};

/** What kept a language's texts of a namespace from being fetched, if anything did. */
export function loadFailure(language: string, namespace: string): unknown {
  return failures.get(`${language}|${namespace}`);
}

/**
 * Fetches every registered namespace (the shell's and those of the views loaded so far) in `language`,
 * so that a change of language shows nothing before its texts are there; rejects when one cannot be fetched.
 */
export async function loadLanguage(language: Language): Promise<void> {
  await Promise.all(
    [...registry.keys()]
      .filter((namespace) => !i18next.hasResourceBundle(language, namespace))
      .map(async (namespace) => {
        i18next.addResourceBundle(language, namespace, await read(language, namespace), true, false);
      }),
  );
}
