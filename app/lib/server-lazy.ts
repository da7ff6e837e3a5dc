import { lazy } from "react";

export type Module<P> = { default: React.ComponentType<P> };

/**
 * On the server the module is loaded as soon as the route module is, and handed to React.lazy
 * as an already-settled thenable: React then renders it in place, inside the page's HTML, rather
 * than as a hidden segment revealed by script (which would hide it from visitors without JS).
 */
export function serverLazy<P extends object>(load: () => Promise<Module<P>>) {
  let loaded: Module<P> | undefined;
  const loading = load().then((module) => (loaded = module));
  return lazy<React.ComponentType<P>>(() => {
    const ready = loaded;
    if (!ready) return loading;
    // A thenable that settles synchronously: React.lazy then renders without suspending.
    const settled = {
      status: "fulfilled",
      value: ready,
      then: (resolve: (module: Module<P>) => void) => resolve(ready),
    };
    return settled as unknown as Promise<Module<P>>;
  });
}
