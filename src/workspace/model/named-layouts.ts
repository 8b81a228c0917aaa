import * as z from 'zod/mini';
import { LAYOUT_VERSION, savedPanelSchema, type SavedLayout } from './saved-layout';

/** Long enough for "Airdrop morning, two screens", short enough for a menu line. */
export const LAYOUT_NAME_MAX = 40;

/**
 * A layout the user saved under a name: the very shape of the saved workspace (version 2: each panel's place and
 * state), with its name and when it was saved. Each one is an entry of its own, read and set aside on its own.
 */
export const namedLayoutSchema = z.object({
  name: z.string().check(z.trim(), z.minLength(1), z.maxLength(LAYOUT_NAME_MAX)),
  savedAt: z.string(),
  layout: z.object({ version: z.literal(LAYOUT_VERSION), panels: z.array(savedPanelSchema) }),
});
export type NamedLayout = z.output<typeof namedLayoutSchema>;

/** Per user, beside the open layout (`…_layout_<userId>`). */
export const namedLayoutsStorageKey = (product: string, userId: string) => `${product.toLowerCase()}_layouts_${userId}`;

export type LayoutNameProblem = 'required' | 'tooLong' | 'taken';

/** Names are told apart as a person would: spaces around them and letter case do not count. */
export const sameLayoutName = (a: string, b: string) => a.trim().toLocaleLowerCase() === b.trim().toLocaleLowerCase();

export const findNamedLayout = (list: readonly NamedLayout[], name: string) =>
  list.find((entry) => sameLayoutName(entry.name, name));

/**
 * What is wrong with a name, or null. Saving under a name in use replaces that layout (the screen says so first), so
 * 'taken' applies only to renaming, where the layout being renamed may keep its own name in another case.
 */
export function layoutNameProblem(
  name: string,
  list: readonly NamedLayout[],
  renaming?: string,
): LayoutNameProblem | null {
  const trimmed = name.trim();
  if (trimmed === '') return 'required';
  if (trimmed.length > LAYOUT_NAME_MAX) return 'tooLong';
  if (renaming !== undefined && !sameLayoutName(trimmed, renaming) && findNamedLayout(list, trimmed)) return 'taken';
  return null;
}

/** Saves `layout` under `name`: a layout of that name is replaced where it stands, otherwise the new one is added. */
export function saveNamedLayout(
  list: readonly NamedLayout[],
  name: string,
  layout: SavedLayout,
  savedAt: string,
): NamedLayout[] {
  const entry: NamedLayout = { name: name.trim(), savedAt, layout };
  const existing = findNamedLayout(list, name);
  return existing ? list.map((other) => (other === existing ? entry : other)) : [...list, entry];
}

/** Renames a layout; the list is unchanged when there is none of that name or the new name is not allowed. */
export function renameNamedLayout(list: readonly NamedLayout[], from: string, to: string): readonly NamedLayout[] {
  const existing = findNamedLayout(list, from);
  if (!existing || layoutNameProblem(to, list, existing.name)) return list;
  return list.map((other) => (other === existing ? { ...other, name: to.trim() } : other));
}

export function deleteNamedLayout(list: readonly NamedLayout[], name: string): readonly NamedLayout[] {
  const existing = findNamedLayout(list, name);
  return existing ? list.filter((other) => other !== existing) : list;
}

/** For lists: by name, as the language sorts. */
export const byLayoutName = (a: NamedLayout, b: NamedLayout) =>
  a.name.localeCompare(b.name, undefined, { sensitivity: 'base' });
