import { startTransition, useEffect, useState, type ComponentType } from 'react';

/** A dynamic import of the module that holds a panel's component as its default export. */
export type PanelLoader<Props> = () => Promise<{ default: ComponentType<Props> }>;

/** A panel's code: loaded once for all the panels that share its loader. */
export interface PanelCode<Props> {
  /**
   * Starts loading the code, or hands back what is loaded or on its way. A load that failed is started again by the
   * next call (a dropped connection): the panel's Retry calls the loader again. (A browser that remembers a failed
   * module fetch fails it again at once; a reload of the page then brings the panel.)
   */
  load: () => Promise<ComponentType<Props>>;
}

const codes = new WeakMap<PanelLoader<never>, PanelCode<never>>();

/** The one PanelCode of a loader (several panels share one component's chunk: the feed panels, say). */
export function panelCode<Props>(loader: PanelLoader<Props>): PanelCode<Props> {
  const known = codes.get(loader as PanelLoader<never>);
  if (known) return known as PanelCode<Props>;
  let loaded: Promise<ComponentType<Props>> | null = null;
  const code: PanelCode<Props> = {
    load: () => {
      loaded ??= loader()
        .then((module) => {
          // The types promise a component; a module built otherwise would leave the panel on its spinner for good.
          const component: unknown = module.default;
          if (typeof component !== 'function' && (typeof component !== 'object' || component === null))
            throw new Error("The panel's module has no component as its default export");
          return module.default;
        })
        .catch((error: unknown) => {
          loaded = null;
          throw error;
        });
      return loaded;
    },
  };
  codes.set(loader as PanelLoader<never>, code as PanelCode<never>);
  return code;
}

/**
 * The panel's component once it may be drawn, else null (the frame shows its spinner meanwhile). It is drawn in a
 * transition after the panel has opened, also when its code is already in: the click that opens a panel only draws its
 * frame, so the frame shows at once however heavy the content (a feed flood's renders go on beside it), and React
 * draws the content in slices between the frames. A transition, not React.lazy: lazy content is drawn in a Suspense
 * retry, which React never lets expire, so a steady stream of other updates could hold a panel on its spinner.
 * A load that fails is thrown to the panel's error boundary, whose Retry mounts the panel again and loads anew.
 */
export function usePanelCode<Props>(code: PanelCode<Props>): ComponentType<Props> | null {
  const [shown, setShown] = useState<{ component: ComponentType<Props> } | null>(null);
  const [failure, setFailure] = useState<{ error: unknown } | null>(null);
  useEffect(() => {
    let mounted = true;
    code.load().then(
      (component) => {
        if (mounted) startTransition(() => setShown({ component }));
      },
      (error: unknown) => {
        if (mounted) setFailure({ error });
      },
    );
    return () => {
      mounted = false;
    };
  }, [code]);
  if (failure) throw failure.error;
  return shown?.component ?? null;
}
