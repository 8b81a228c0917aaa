import { useCallback, useEffect, useRef, useState } from 'react';
import { DEFAULT_MARGIN_WARNING } from '../../../account-record/margin-warning';
import { useMarginWarning, useSaveMarginWarning } from '../../../account-record/use-margin-warning';

/**
 * My Balance's margin-use warning level: the one kept in the account record, which the strategies' margin alert reads
 * too (in the watcher tab, with no panel open). Before the record holds one, the level this panel kept with the layout
 * (where it used to live, now only read) is shown, and kept in the record once, so a level set earlier is not lost. A change shows at
 * once and is kept when the field is left; a refused write says so and the field goes back to the kept level.
 */
export function useMarginLevel(userId: string, panelLevel: number) {
  const kept = useMarginWarning(userId);
  const { mutate: save, isError: failed, reset } = useSaveMarginWarning(userId);
  const [draft, setDraft] = useState<number | null>(null);
  const keptLevel = kept.data ?? null;

  const carriedOver = useRef(false);
  useEffect(() => {
    if (carriedOver.current || !kept.isSuccess || keptLevel !== null) return;
    carriedOver.current = true;
    if (panelLevel !== DEFAULT_MARGIN_WARNING) save(panelLevel);
  }, [kept.isSuccess, keptLevel, panelLevel, save]);

  const change = useCallback(
    (value: number) => {
      reset();
      setDraft(value);
    },
    [reset],
  );
  const commit = useCallback(() => {
    if (draft === null) return;
    if (draft === keptLevel) {
      setDraft(null);
      return;
    }
    save(draft, { onSettled: () => setDraft(null) });
  }, [save, draft, keptLevel]);

  return { level: draft ?? keptLevel ?? panelLevel, change, commit, failed };
}
