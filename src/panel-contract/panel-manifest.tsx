import { useState, type ComponentType, type ReactNode } from 'react';
import type { TFunction } from 'i18next';
import { safeParse } from 'zod/mini';
import { panelCode, usePanelCode } from './panel-code';
import type { PanelApi, PanelDefinition, PanelSize } from './panel-props';
import type { PanelSelection } from './panel-selection';

/** The props the workspace hands any panel: state as it was stored, unchecked. */
export interface HostedPanelProps {
  title: string;
  storedState: unknown;
  saveState: (state: unknown) => void;
  api: PanelApi;
  selection: PanelSelection | null;
  /** What the panel shows until its content is drawn (its code loading, or the moment after it opened). */
  loading: ReactNode;
}

export type StoredStateCheck = 'none' | 'readable' | 'unreadable';

/** A panel as the workspace holds it: its params and state types are closed over, so the workspace needs neither. */
export interface PanelManifest {
  id: string;
  title: (t: TFunction) => string;
  size: PanelSize;
  sizeReason: string;
  accepts: readonly PanelSelection['kind'][];
  exclusiveGroup?: string;
  /** What the panel makes of a stored state: nothing stored (or a panel that keeps none), readable, or not. */
  checkState: (stored: unknown) => StoredStateCheck;
  Panel: ComponentType<HostedPanelProps>;
  /** Starts loading the panel's code (the menu calls it when its entry is pointed at or focused). */
  preload: () => void;
}

/** Turns a feature's typed panel into a manifest: the stored state is checked with the panel's own schema. */
export function definePanel<Params, State>(definition: PanelDefinition<Params, State>): PanelManifest {
  const { stateSchema, params } = definition;
  const code = panelCode(definition.load);
  const read = (stored: unknown): State | undefined => {
    if (stored === undefined || !stateSchema) return undefined;
    const parsed = safeParse(stateSchema, stored);
    return parsed.success ? parsed.data : undefined;
  };
  function Panel({ title, storedState, saveState, api, selection, loading }: HostedPanelProps) {
    // Read once, when the panel opens: what it saves afterwards is its own business.
    const [initialState] = useState(() => read(storedState));
    const Component = usePanelCode(code);
    if (!Component) return loading;
    return (
      <Component
        title={title}
        params={params}
        initialState={initialState}
        saveState={saveState}
        api={api}
        selection={selection}
      />
    );
  }
  Panel.displayName = `Panel(${definition.id})`;
  return {
    id: definition.id,
    title: definition.title,
    size: definition.size,
    sizeReason: definition.sizeReason,
    accepts: definition.accepts ?? [],
    exclusiveGroup: definition.exclusiveGroup,
    checkState: (stored) => {
      if (stored === undefined || !stateSchema) return 'none';
      return read(stored) === undefined ? 'unreadable' : 'readable';
    },
    Panel,
    preload: () => {
      // A chunk that fails to load here is loaded again, and its failure shown, when the panel opens.
      code.load().catch(() => undefined);
    },
  };
}
