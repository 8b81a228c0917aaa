import type { ComponentType } from 'react';
import type { TFunction } from 'i18next';
import type { PanelManifest } from '../panel-contract/panel-manifest';

export type MenuBadge = 'new';

/** What a feature's badge is told: the panel of the entry it sits in. */
export interface MenuBadgeProps {
  panelId: string;
}

/**
 * A menu entry. `Badge` is what the feature that owns a panel shows beside its name (Selected / Not Selected for the
 * volume-bot strategies): the workspace renders it without knowing what it means.
 */
export type MenuItem =
  | {
      kind: 'panel';
      panelId: string;
      badge?: MenuBadge;
      label?: (t: TFunction) => string;
      Badge?: ComponentType<MenuBadgeProps>;
    }
  | { kind: 'link'; to: string; label: (t: TFunction) => string; badge?: MenuBadge }
  | { kind: 'group'; id: string; label: (t: TFunction) => string; items: MenuItem[] };

export interface MenuSection {
  id: string;
  label: (t: TFunction) => string;
  items: MenuItem[];
}

/** A page of the dashboard, for the command palette. */
export interface CataloguePage {
  id: string;
  to: string;
  label: (t: TFunction) => string;
}

/** What a top-bar button is told: how to open (and bring forward) its panel. */
export interface TopBarButtonProps {
  onOpen: () => void;
}

/** A button the app adds to the top bar for one panel (the Alerts panel's bell and its unread count). */
export interface TopBarEntry {
  panelId: string;
  Button: ComponentType<TopBarButtonProps>;
}

/** Everything the workspace shows, handed over by the app: it knows no feature itself. */
export interface WorkspaceCatalogue {
  /** Buttons beside the palette's, each opening its panel (none when left out). */
  topBar?: readonly TopBarEntry[];
  panels: readonly PanelManifest[];
  menu: readonly MenuSection[];
  /** The pages the command palette goes to besides the menu's links (none when left out). */
  pages?: readonly CataloguePage[];
}
