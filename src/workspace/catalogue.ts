import type { ComponentType, LazyExoticComponent } from 'react';
import type { TFunction } from 'i18next';
import type { Size } from './model/panels';

/** What a panel's content receives: nothing of the workspace, react-rnd or the transport. */
export interface PanelProps {
  title: string;
}

/** A panel as the workspace knows it: the catalogue in app/ hands these over. */
export interface PanelManifest {
  id: string;
  title: (t: TFunction) => string;
  size: Size;
  exclusiveGroup?: string;
  component: LazyExoticComponent<ComponentType<PanelProps>>;
}

export type MenuBadge = 'new';

export type MenuItem =
  | { kind: 'panel'; panelId: string; badge?: MenuBadge; label?: (t: TFunction) => string; selectable?: boolean }
  | { kind: 'link'; to: string; label: (t: TFunction) => string; badge?: MenuBadge }
  | { kind: 'group'; id: string; label: (t: TFunction) => string; items: MenuItem[] };

export interface MenuSection {
  id: string;
  label: (t: TFunction) => string;
  items: MenuItem[];
}

export interface WorkspaceCatalogue {
  panels: readonly PanelManifest[];
  menu: readonly MenuSection[];
}
