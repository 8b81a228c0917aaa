import { useId, useRef, useState } from 'react';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import FileDownloadOutlined from '@mui/icons-material/FileDownloadOutlined';
import FileUploadOutlined from '@mui/icons-material/FileUploadOutlined';
import { useTranslation } from 'react-i18next';
import { TooltipIconButton } from '../components/tooltip-icon-button';
import { userContentProps } from '../components/user-content';
import { findNamedLayout, type NamedLayout } from './model/named-layouts';
import { LAYOUT_FILE_MAX_BYTES, readLayoutFile, toLayoutFile, type ImportedLayout } from './model/layout-file';
import { useCatalogue, useWorkspace, useWorkspaceActions } from './workspace-context';

/** A file name from a layout's name: letters, digits and dashes only. */
const fileNameOf = (name: string) =>
  `poolbot-layout-${name.replace(/[^\p{L}\p{N}]+/gu, '-').replace(/^-|-$/g, '') || 'layout'}.json`;

/** Saves a named layout to a JSON file the user keeps. */
export function ExportLayoutButton({ layout }: { layout: NamedLayout }) {
  const { t } = useTranslation();
  const download = () => {
    const blob = new Blob([JSON.stringify(toLayoutFile(layout), null, 2)], { type: 'application/json' });
    const url = URL.createObjectURL(blob);
    const link = document.createElement('a');
    link.href = url;
    link.download = fileNameOf(layout.name);
    link.click();
    URL.revokeObjectURL(url);
  };
  return (
    <TooltipIconButton label={t('layouts.export', { name: layout.name })} onClick={download}>
      <FileDownloadOutlined fontSize="small" />
    </TooltipIconButton>
  );
}

type Outcome =
  | { kind: 'refused'; message: string }
  | { kind: 'imported'; name: string; imported: ImportedLayout }
  | { kind: 'storageRefused' };

/**
 * Imports a layout file: refused whole when it is not a layout or is hostile, otherwise panel by panel (what is left
 * out is named). A name in use is never replaced without asking: replace it, or keep both.
 */
export function ImportLayoutButton() {
  const { t } = useTranslation();
  const inputId = useId();
  const titleId = useId();
  const input = useRef<HTMLInputElement>(null);
  const actions = useWorkspaceActions();
  const { manifest } = useCatalogue();
  const namedLayouts = useWorkspace((state) => state.namedLayouts);
  const [pending, setPending] = useState<ImportedLayout | null>(null);
  const [outcome, setOutcome] = useState<Outcome | null>(null);

  const keep = (imported: ImportedLayout, options: { replace: boolean }) => {
    setPending(null);
    const name = actions.importLayout(imported.layout, options);
    setOutcome(name === null ? { kind: 'storageRefused' } : { kind: 'imported', name, imported });
  };

  const read = async (file: File) => {
    if (file.size > LAYOUT_FILE_MAX_BYTES) {
      setOutcome({ kind: 'refused', message: t('layouts.importProblems.tooLarge') });
      return;
    }
    const reading = readLayoutFile(await file.text(), (id, state) => manifest(id)?.checkState(state) ?? null);
    if (!reading.ok) {
      setOutcome({ kind: 'refused', message: t(`layouts.importProblems.${reading.problem}`) });
      return;
    }
    if (findNamedLayout(namedLayouts, reading.imported.layout.name)) setPending(reading.imported);
    else keep(reading.imported, { replace: false });
  };

  const leftOutText = (imported: ImportedLayout) =>
    imported.leftOut
      .map(({ id, problem }) => t(`layouts.leftOut.${problem}`, { panel: manifest(id)?.title(t) ?? id }))
      .join(' ');

  return (
    <>
      <input
        ref={input}
        id={inputId}
        type="file"
        accept="application/json,.json"
        aria-label={t('layouts.importFile')}
        hidden
        onChange={(event) => {
          const file = event.target.files?.[0];
          event.target.value = '';
          if (file) void read(file);
        }}
      />
      <Button
        size="small"
        startIcon={<FileUploadOutlined fontSize="small" />}
        onClick={() => input.current?.click()}
        sx={{ alignSelf: 'flex-start' }}
      >
        {t('layouts.import')}
      </Button>
      {outcome?.kind === 'refused' && (
        <Alert severity="error" onClose={() => setOutcome(null)}>
          {t('layouts.importRefused', { reason: outcome.message })}
        </Alert>
      )}
      {outcome?.kind === 'storageRefused' && (
        <Alert severity="error" onClose={() => setOutcome(null)}>
          {t('layouts.saveFailed')}
        </Alert>
      )}
      {outcome?.kind === 'imported' && (
        <Alert
          severity={outcome.imported.leftOut.length > 0 ? 'warning' : 'success'}
          onClose={() => setOutcome(null)}
          {...userContentProps}
        >
          {t('layouts.imported', { name: outcome.name, count: outcome.imported.layout.layout.panels.length })}{' '}
          {leftOutText(outcome.imported)}
        </Alert>
      )}
      <Dialog
        open={pending !== null}
        onClose={() => setPending(null)}
        aria-labelledby={titleId}
        maxWidth="xs"
        fullWidth
      >
        <DialogTitle id={titleId}>{t('layouts.importExistsTitle')}</DialogTitle>
        <DialogContent>
          <DialogContentText {...userContentProps}>
            {t('layouts.importExists', { name: pending?.layout.name ?? '' })}
          </DialogContentText>
        </DialogContent>
        <DialogActions sx={{ flexWrap: 'wrap' }}>
          <Button onClick={() => setPending(null)} autoFocus>
            {t('layouts.cancel')}
          </Button>
          <Button onClick={() => pending && keep(pending, { replace: false })}>{t('layouts.importKeepBoth')}</Button>
          <Button color="error" variant="outlined" onClick={() => pending && keep(pending, { replace: true })}>
            {t('layouts.importReplace')}
          </Button>
        </DialogActions>
      </Dialog>
    </>
  );
}
