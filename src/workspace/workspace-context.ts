import { createContext, useContext } from 'react';
import type { Layout, Rect, Size } from './model/panels';
import type { PanelManifest, WorkspaceCatalogue } from './catalogue';

/** Stable functions: a panel frame that receives them never re-renders because another panel moved. */
export interface WorkspaceActions {
  open: (id: string) => void;
  close: (id: string) => void;
  raise: (id: string) => void;
  move: (id: string, to: Pick<Rect, 'x' | 'y'>) => void;
  resize: (id: string, to: Rect) => void;
  toggleMaximized: (id: string) => void;
  closeAll: () => void;
  resetLayout: () => void;
  selectBot: (id: string) => void;
  setCanvasSize: (size: Size) => void;
  setMenuOpen: (open: boolean) => void;
}

export interface WorkspaceState {
  layout: Layout;
  selectedBot: string | null;
  menuOpen: boolean;
  layoutUnreadable: boolean;
  catalogue: WorkspaceCatalogue;
  manifest: (id: string) => PanelManifest | undefined;
}

export const WorkspaceStateContext = createContext<WorkspaceState | null>(null);
export const WorkspaceActionsContext = createContext<WorkspaceActions | null>(null);

export function useWorkspace(): WorkspaceState {
  const value = useContext(WorkspaceStateContext);
  if (!value) throw new Error('useWorkspace must be used inside a WorkspaceProvider');
  return value;
}

export function useWorkspaceActions(): WorkspaceActions {
  const value = useContext(WorkspaceActionsContext);
  if (!value) throw new Error('useWorkspaceActions must be used inside a WorkspaceProvider');
  return value;
}
