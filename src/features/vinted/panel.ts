import { definePanel } from '../../panel-contract/panel-manifest';

/** One Vinted panel at a time: opening one closes the other. */
const VINTED_GROUP = 'vinted';

export const vintedSettingsPanel = definePanel({
  id: 'vinted-settings',
  title: (t) => t('panels.vintedSettings'),
  size: { width: 480, height: 500 },
  sizeReason: "SPEC's Vinted panels are 500 high and settings panels 480 wide: the two fields and Save.",
  exclusiveGroup: VINTED_GROUP,
  params: undefined,
  load: () => import('./components/vinted-settings-panel'),
});

export const vintedUploadPanel = definePanel({
  id: 'vinted-upload',
  title: (t) => t('panels.vintedUpload'),
  size: { width: 500, height: 500 },
  sizeReason: "SPEC's 500×500: the form to Publish; the picked photos' strip scrolls.",
  exclusiveGroup: VINTED_GROUP,
  params: undefined,
  load: () => import('./components/vinted-upload-panel'),
});
