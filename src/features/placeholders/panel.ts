import { lazy } from 'react';
import type { TFunction } from 'i18next';
import { definePanel } from '../../panel-contract/panel-manifest';
import type { PanelSize } from '../../panel-contract/panel-props';
import { DEFAULT_PANEL_SIZE } from '../../panel-contract/panel-sizes';

const PlaceholderPanel = lazy(() => import('./components/placeholder-panel'));

/** A panel whose content the product does not have yet: it says only 'Content for {title}'. */
export function placeholderPanel(id: string, title: (t: TFunction) => string, size: PanelSize = DEFAULT_PANEL_SIZE) {
  return definePanel({ id, title, size, params: undefined, component: PlaceholderPanel });
}
