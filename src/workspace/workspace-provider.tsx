import { useEffect, useMemo, useRef, useState, type ReactNode } from 'react';
import { env } from '../config/env';
import { readJson, readText, writeJson, writeText } from '../lib/storage';
import type { WorkspaceCatalogue } from './catalogue';
import {
  DEFAULT_PANEL_SIZE,
  closePanel,
  fitToCanvas,
  movePanel,
  openPanel,
  raisePanel,
  resetLayout,
  resizePanel,
  toggleMaximized,
  type Layout,
  type Size,
} from './model/panels';
import { knownPanels, layoutStorageKey, savedLayoutSchema, type SavedLayout } from './model/saved-layout';
import { WorkspaceActionsContext, WorkspaceStateContext, type WorkspaceActions } from './workspace-context';

interface Saved {
  layout: Layout;
  selectedBot: string | null;
  unreadable: boolean;
}

function readSaved(key: string, known: (id: string) => boolean): Saved {
  const stored = readJson(key, savedLayoutSchema);
  if (stored.status === 'ok') {
    return {
      layout: knownPanels(stored.value.panels, known),
      selectedBot: stored.value.selectedBot,
      unreadable: false,
    };
  }
  if (stored.status === 'corrupt') {
    // Kept aside rather than overwritten, so nothing is lost for good.
    writeText(`${key}_unreadable`, readText(key) ?? '');
  }
  return { layout: [], selectedBot: null, unreadable: stored.status === 'corrupt' };
}

interface WorkspaceProviderProps {
  userId: string;
  catalogue: WorkspaceCatalogue;
  children: ReactNode;
}

/** The open panels of one user, saved after every change and restored on the next visit. */
export function WorkspaceProvider({ userId, catalogue, children }: WorkspaceProviderProps) {
  const storageKey = layoutStorageKey(env.productName, userId);
  const byId = useMemo(() => new Map(catalogue.panels.map((panel) => [panel.id, panel])), [catalogue]);
  const [initial] = useState(() => readSaved(storageKey, (id) => byId.has(id)));
  const [layout, setLayout] = useState<Layout>(initial.layout);
  const [selectedBot, setSelectedBot] = useState<string | null>(initial.selectedBot);
  const [menuOpen, setMenuOpen] = useState(false);
  const canvas = useRef<Size>({ width: window.innerWidth, height: window.innerHeight });

  useEffect(() => {
    const saved: SavedLayout = { version: 1, panels: [...layout], selectedBot };
    writeJson(storageKey, saved);
  }, [storageKey, layout, selectedBot]);

  const actions = useMemo<WorkspaceActions>(() => {
    const groupOf = (id: string) => byId.get(id)?.exclusiveGroup;
    return {
      open: (id) => {
        const manifest = byId.get(id);
        if (!manifest) return;
        const spec = { id, size: manifest.size, exclusiveGroup: manifest.exclusiveGroup };
        setLayout((current) => openPanel(current, spec, canvas.current, groupOf));
      },
      close: (id) => setLayout((current) => closePanel(current, id)),
      raise: (id) => setLayout((current) => raisePanel(current, id)),
      move: (id, to) => setLayout((current) => movePanel(current, id, to, canvas.current)),
      resize: (id, to) => setLayout((current) => resizePanel(current, id, to, canvas.current)),
      toggleMaximized: (id) => setLayout((current) => toggleMaximized(current, id, canvas.current)),
      closeAll: () => setLayout([]),
      resetLayout: () =>
        setLayout((current) => resetLayout(current, (id) => byId.get(id)?.size ?? DEFAULT_PANEL_SIZE, canvas.current)),
      selectBot: setSelectedBot,
      setCanvasSize: (size) => {
        canvas.current = size;
        setLayout((current) => fitToCanvas(current, size));
      },
      setMenuOpen,
    };
  }, [byId]);

  const state = useMemo(
    () => ({
      layout,
      selectedBot,
      menuOpen,
      layoutUnreadable: initial.unreadable,
      catalogue,
      manifest: (id: string) => byId.get(id),
    }),
    [layout, selectedBot, menuOpen, initial.unreadable, catalogue, byId],
  );

  return (
    <WorkspaceActionsContext.Provider value={actions}>
      <WorkspaceStateContext.Provider value={state}>{children}</WorkspaceStateContext.Provider>
    </WorkspaceActionsContext.Provider>
  );
}
