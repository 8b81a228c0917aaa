import { useEffect } from 'react';
import type { PanelApi } from '../../../panel-contract/panel-props';

/** Tells the workspace while the form holds unsaved changes, so that closing the panel asks first. */
export function useUnsavedGuard(api: PanelApi, dirty: boolean): void {
  useEffect(() => {
    api.setUnsavedChanges(dirty);
  }, [api, dirty]);
  useEffect(() => () => api.setUnsavedChanges(false), [api]);
}
