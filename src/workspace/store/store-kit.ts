import type { StoreApi } from 'zustand/vanilla';
import type { PanelManifest } from '../../panel-contract/panel-manifest';
import type { Layout, Size } from '../model/geometry';
import type { WorkspaceState } from '../workspace-state';

/**
 * What the parts of the workspace store share: the store's get and set, the panels' manifests, the canvas's size, and
 * the one way to change the layout (a panel that closes takes its state, title, fold and unsaved mark with it).
 */
export interface StoreKit {
  get: StoreApi<WorkspaceState>['getState'];
  set: StoreApi<WorkspaceState>['setState'];
  manifest: (id: string) => PanelManifest | undefined;
  canvas: () => Size;
  setLayout: (change: (layout: Layout) => Layout) => void;
}

export const without = <T>(record: Readonly<Record<string, T>>, id: string): Readonly<Record<string, T>> =>
  id in record ? Object.fromEntries(Object.entries(record).filter(([key]) => key !== id)) : record;

/** Keeps only the entries of panels that are still open. */
export const onlyOpen = <T>(record: Readonly<Record<string, T>>, layout: Layout): Readonly<Record<string, T>> => {
  const ids = Object.keys(record);
  if (ids.every((id) => layout.some((panel) => panel.id === id))) return record;
  return Object.fromEntries(Object.entries(record).filter(([id]) => layout.some((panel) => panel.id === id)));
};

/** The layout change every part uses: what belongs to a panel that closes goes with it. */
export function layoutSetter(get: StoreKit['get'], set: StoreKit['set']): (change: (layout: Layout) => Layout) => void {
  return (change) => {
    const state = get();
    const layout = change(state.layout);
    if (layout === state.layout) return;
    set({
      layout,
      states: onlyOpen(state.states, layout),
      titles: onlyOpen(state.titles, layout),
      collapsed: onlyOpen(state.collapsed, layout),
      unsaved: onlyOpen(state.unsaved, layout),
      selections: onlyOpen(state.selections, layout),
      poppedOut: onlyOpen(state.poppedOut, layout),
    });
  };
}
