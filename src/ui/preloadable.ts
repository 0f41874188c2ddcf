import { createElement, lazy, type ComponentType } from 'react';

/**
 * A lazily loaded component (route-level code splitting) that can be fetched ahead of its first render. Once its
 * module is there it renders at once, without suspending: React.lazy would suspend even then, show its Suspense
 * fallback and hold it for some 300 ms (docs/decisions/0022: no fallback on the first paint of a page whose chunk is
 * already loading). Before that, it suspends as React.lazy does.
 */
export type Preloadable<P extends object> = ComponentType<P> & {
  /** Fetches the module (once); resolves when the component can render without suspending. */
  preload(): Promise<unknown>;
};

export function preloadable<P extends object>(load: () => Promise<{ default: ComponentType<P> }>): Preloadable<P> {
  let loaded: ComponentType<P> | undefined;
  let loading: Promise<{ default: ComponentType<P> }> | undefined;
  const preload = () => {
    loading ??= load().then(
      (module) => {
        loaded = module.default;
        return module;
      },
      (error: unknown) => {
        // a failed fetch may be tried again: the next render or preload asks anew
        loading = undefined;
        throw error;
      },
    );
    return loading;
  };
  const Lazy = lazy(preload);
  function PreloadableComponent(props: P) {
    return loaded ? createElement(loaded, props) : createElement(Lazy, props);
  }
  return Object.assign(PreloadableComponent, { preload });
}
