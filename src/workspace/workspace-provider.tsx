import { useEffect, useMemo, useState, type ReactNode } from 'react';
import { env } from '../config/env';
import { writeJson } from '../lib/storage';
import { readEntries, setAside } from '../lib/stored-entries';
import type { PanelManifest } from '../panel-contract/panel-manifest';
import type { WorkspaceCatalogue } from './catalogue';
import {
  fromSavedPanels,
  layoutStorageKey,
  panelsOfSavedLayout,
  savedPanelSchema,
  toSavedLayout,
} from './model/saved-layout';
import { namedLayoutSchema, namedLayoutsStorageKey } from './model/named-layouts';
import { CatalogueContext, WorkspaceStoreContext, type CatalogueLookup } from './workspace-context';
import type { WorkspaceData } from './workspace-state';
import { createWorkspaceStore } from './workspace-store';

interface Restored {
  initial: Pick<WorkspaceData, 'layout' | 'states' | 'setAside'>;
  /** False when what could not be read could not be set aside either: the saved layout must then stay as it is. */
  writable: boolean;
}

/**
 * The user's saved layout, entry by entry: a panel whose place cannot be read is set aside and the others open; a
 * panel whose saved state it cannot read opens with its defaults, the state set aside.
 */
function restore(key: string, manifest: (id: string) => PanelManifest | undefined): Restored {
  const saved = readEntries(key, savedPanelSchema, { entriesOf: panelsOfSavedLayout });
  const { layout, states } = fromSavedPanels(saved.entries, (id) => manifest(id) !== undefined);
  const unreadableStates = Object.entries(states).filter(
    ([id, state]) => manifest(id)?.checkState(state) === 'unreadable',
  );
  const keptAside = setAside(
    key,
    unreadableStates.map(([id, state]) => ({ id, state })),
  );
  const readable = Object.fromEntries(
    Object.entries(states).filter(([id]) => !unreadableStates.some(([bad]) => bad === id)),
  );
  return {
    initial: { layout, states: readable, setAside: saved.setAside + unreadableStates.length },
    writable: saved.writable && keptAside,
  };
}

interface WorkspaceProviderProps {
  userId: string;
  catalogue: WorkspaceCatalogue;
  children: ReactNode;
}

/** The open panels of one user, saved after every change and restored on the next visit. */
export function WorkspaceProvider({ userId, catalogue, children }: WorkspaceProviderProps) {
  const storageKey = layoutStorageKey(env.productName, userId);
  const namedKey = namedLayoutsStorageKey(env.productName, userId);
  const lookup = useMemo<CatalogueLookup>(() => {
    const byId = new Map(catalogue.panels.map((panel) => [panel.id, panel]));
    return { catalogue, manifest: (id) => byId.get(id) };
  }, [catalogue]);
  const [{ store, writable }] = useState(() => {
    const restored = restore(storageKey, lookup.manifest);
    const named = readEntries(namedKey, namedLayoutSchema);
    const canvas = { width: window.innerWidth, height: window.innerHeight };
    const store = createWorkspaceStore({
      panels: catalogue.panels,
      initial: { ...restored.initial, namedLayouts: named.entries, layoutsSetAside: named.setAside },
      canvas,
      namedStorage: {
        // What could not be read and could not be set aside stays where it is: the list is then never written.
        write: (list) => named.writable && writeJson(namedKey, list),
        setAside: (items) => setAside(namedKey, items),
      },
    });
    return { store, writable: restored.writable };
  });

  useEffect(() => {
    if (!writable) return;
    const save = ({ layout, states }: WorkspaceData) => writeJson(storageKey, toSavedLayout(layout, states));
    save(store.getState());
    return store.subscribe((state, previous) => {
      if (state.layout !== previous.layout || state.states !== previous.states) save(state);
    });
  }, [store, storageKey, writable]);

  // Pop-out windows belong to this tab's workspace: they close when it goes (sign-out, another user) or the tab does.
  useEffect(() => {
    const closeAll = () => {
      for (const opened of Object.values(store.getState().poppedOut)) opened.close();
    };
    window.addEventListener('pagehide', closeAll);
    return () => {
      window.removeEventListener('pagehide', closeAll);
      closeAll();
    };
  }, [store]);

  return (
    <CatalogueContext.Provider value={lookup}>
      <WorkspaceStoreContext.Provider value={store}>{children}</WorkspaceStoreContext.Provider>
    </CatalogueContext.Provider>
  );
}
