import { createContext, useContext, useState } from 'react';
import { useStore } from 'zustand';
import type { PanelManifest } from '../panel-contract/panel-manifest';
import type { WorkspaceCatalogue } from './catalogue';
import type { WorkspaceActions, WorkspaceData, WorkspaceStore } from './workspace-state';

export const WorkspaceStoreContext = createContext<WorkspaceStore | null>(null);

/** What the workspace shows never changes while it is open: panels and menu come with it. */
export interface CatalogueLookup {
  catalogue: WorkspaceCatalogue;
  manifest: (id: string) => PanelManifest | undefined;
}
export const CatalogueContext = createContext<CatalogueLookup | null>(null);

export function useWorkspaceStoreApi(): WorkspaceStore {
  const store = useContext(WorkspaceStoreContext);
  if (!store) throw new Error('The workspace store is only there inside a WorkspaceProvider');
  return store;
}

/**
 * One part of the workspace's state. The component re-renders when that part changes and for nothing else, so a
 * selector must return the same value for the same state (a field, a boolean, a number: not a new object).
 */
export function useWorkspace<T>(selector: (state: WorkspaceData) => T): T {
  return useStore(useWorkspaceStoreApi(), selector);
}

/** The workspace's actions: stable functions, never a reason to re-render. */
export function useWorkspaceActions(): WorkspaceActions {
  return useWorkspaceStoreApi().getState().actions;
}

/** A panel's saved state as it was when this component mounted; later saves do not re-render it. */
export function useStateWhenOpened(id: string): unknown {
  const store = useWorkspaceStoreApi();
  const [state] = useState(() => store.getState().states[id]);
  return state;
}

export function useCatalogue(): CatalogueLookup {
  const value = useContext(CatalogueContext);
  if (!value) throw new Error('The catalogue is only there inside a WorkspaceProvider');
  return value;
}
