import * as z from 'zod/mini';
import { LAYOUT_NAME_MAX, type NamedLayout } from './named-layouts';
import { LAYOUT_VERSION, savedPanelSchema, type SavedPanel } from './saved-layout';

/**
 * A named layout as a file, to keep or to take to another browser: its name, when it was saved and its panels (place,
 * size, link colour, each panel's saved state). Panel states hold choices (filters, sort, the market shown), never a
 * secret: nothing secret is ever kept in a layout in the first place.
 */
export const LAYOUT_FILE_FORMAT = 'poolbot-layout';
export const LAYOUT_FILE_VERSION = 1;
/** A layout of the whole catalogue with its states is a few kB; anything near this is not a layout. */
export const LAYOUT_FILE_MAX_BYTES = 1_000_000;
const MAX_PANELS = 100;
/** Further than any screen: a panel placed or sized beyond it is not from this app. */
const MAX_COORDINATE = 100_000;

export interface LayoutFile {
  format: typeof LAYOUT_FILE_FORMAT;
  version: typeof LAYOUT_FILE_VERSION;
  name: string;
  savedAt: string;
  panels: SavedPanel[];
}

export const toLayoutFile = (layout: NamedLayout): LayoutFile => ({
  format: LAYOUT_FILE_FORMAT,
  version: LAYOUT_FILE_VERSION,
  name: layout.name,
  savedAt: layout.savedAt,
  panels: layout.layout.panels,
});

/** What is wrong with a whole file: it is refused, nothing of it is kept. */
export type LayoutFileProblem = 'tooLarge' | 'notJson' | 'notALayout' | 'prototypeKeys' | 'badName' | 'tooManyPanels';

/** Why one panel of a file was left out; the rest is imported. */
export type PanelProblem = 'unreadable' | 'unknownPanel' | 'badState' | 'duplicate';

export interface ImportedLayout {
  layout: NamedLayout;
  /** The panels left out, each by its id (as the file names it) and why. */
  leftOut: { id: string; problem: PanelProblem }[];
}

export type LayoutFileReading = { ok: true; imported: ImportedLayout } | { ok: false; problem: LayoutFileProblem };

const envelopeSchema = z.object({
  format: z.literal(LAYOUT_FILE_FORMAT),
  version: z.literal(LAYOUT_FILE_VERSION),
  name: z.string(),
  savedAt: z.string().check(z.maxLength(40)),
  panels: z.array(z.unknown()),
});

/** Keys that would reach an object's prototype if the file were ever merged into one: such a file is refused whole. */
const PROTOTYPE_KEYS = new Set(['__proto__', 'constructor', 'prototype']);

function hasPrototypeKeys(value: unknown, depth = 0): boolean {
  if (depth > 50 || value === null || typeof value !== 'object') return false;
  return Object.entries(value).some(([key, inner]) => PROTOTYPE_KEYS.has(key) || hasPrototypeKeys(inner, depth + 1));
}

/** A name as a person would type it: no markup, no control characters, within the length names have. */
function nameOf(raw: string): string | null {
  const name = raw.trim();
  // eslint-disable-next-line no-control-regex -- control characters are what this refuses.
  if (name === '' || name.length > LAYOUT_NAME_MAX || /[<>\u0000-\u001f\u007f]/.test(name)) return null;
  return name;
}

const sane = (value: number) => Number.isFinite(value) && Math.abs(value) <= MAX_COORDINATE;
const saneGeometry = (panel: SavedPanel) =>
  [panel.x, panel.y, panel.width, panel.height, panel.zIndex].every(sane) &&
  (!panel.restore || [panel.restore.x, panel.restore.y, panel.restore.width, panel.restore.height].every(sane));

/**
 * Reads a layout file, refusing what is hostile or not a layout, and taking its panels one by one: a panel that cannot
 * be read, that this app does not have, or whose state its panel cannot read is left out and named; the rest is
 * imported. `checkState` is the panel's own check of a saved state (null: no such panel).
 */
export function readLayoutFile(
  text: string,
  checkState: (id: string, state: unknown) => 'none' | 'readable' | 'unreadable' | null,
): LayoutFileReading {
  if (text.length > LAYOUT_FILE_MAX_BYTES) return { ok: false, problem: 'tooLarge' };
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch {
    return { ok: false, problem: 'notJson' };
  }
  if (hasPrototypeKeys(value)) return { ok: false, problem: 'prototypeKeys' };
  const envelope = envelopeSchema.safeParse(value);
  if (!envelope.success) return { ok: false, problem: 'notALayout' };
  const name = nameOf(envelope.data.name);
  if (name === null) return { ok: false, problem: 'badName' };
  if (envelope.data.panels.length > MAX_PANELS) return { ok: false, problem: 'tooManyPanels' };

  const panels: SavedPanel[] = [];
  const leftOut: ImportedLayout['leftOut'] = [];
  for (const [index, entry] of envelope.data.panels.entries()) {
    const parsed = savedPanelSchema.safeParse(entry);
    if (!parsed.success || !saneGeometry(parsed.data)) {
      leftOut.push({ id: idOf(entry) ?? `#${index + 1}`, problem: 'unreadable' });
      continue;
    }
    const panel = parsed.data;
    const check = checkState(panel.id, panel.state);
    if (check === null) leftOut.push({ id: panel.id, problem: 'unknownPanel' });
    else if (panels.some((kept) => kept.id === panel.id)) leftOut.push({ id: panel.id, problem: 'duplicate' });
    else if (check === 'unreadable') {
      // The panel itself is welcome; the state it cannot read is left out, and the panel starts from its defaults.
      panels.push({ ...panel, state: undefined });
      leftOut.push({ id: panel.id, problem: 'badState' });
    } else panels.push(panel);
  }
  const savedAt = Number.isNaN(Date.parse(envelope.data.savedAt)) ? new Date(0).toISOString() : envelope.data.savedAt;
  return {
    ok: true,
    imported: { layout: { name, savedAt, layout: { version: LAYOUT_VERSION, panels } }, leftOut },
  };
}

/** The id an unreadable entry says it has, when it says one (to name it to the user); never markup, only text. */
function idOf(entry: unknown): string | null {
  if (entry === null || typeof entry !== 'object' || !('id' in entry)) return null;
  const { id } = entry;
  return typeof id === 'string' && id.length <= 60 ? id : null;
}

/** A name not yet taken in `taken`: "Morning", else "Morning (2)", "Morning (3)"… within the length names have. */
export function freeLayoutName(name: string, taken: (candidate: string) => boolean): string {
  if (!taken(name)) return name;
  for (let copy = 2; ; copy += 1) {
    const suffix = ` (${copy})`;
    const candidate = `${name.slice(0, LAYOUT_NAME_MAX - suffix.length).trimEnd()}${suffix}`;
    if (!taken(candidate)) return candidate;
  }
}
