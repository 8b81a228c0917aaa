import { isPaletteKey } from './palette-key';

/** Whether the system is Apple's, where ⌘ and ⌥ stand for Ctrl and Alt. */
const isApple = (platform: string) => /mac|iphone|ipad|ipod/i.test(platform);

/** The key that goes with K to open the command palette: ⌘ on Apple systems, Ctrl elsewhere. */
export function paletteModifier(platform: string): '⌘' | 'Ctrl' {
  return isApple(platform) ? '⌘' : 'Ctrl';
}

/** The keys that close the panel that has the focus, as the shortcuts list writes them. */
export function closePanelKeys(platform: string): readonly string[] {
  return isApple(platform) ? ['⌥', '⇧', 'W'] : ['Alt', 'Shift', 'W'];
}

export interface KeyPress {
  key: string;
  /** The physical key ('KeyW'): on Apple keyboards ⌥ changes `key` into another character. */
  code?: string;
  ctrlKey: boolean;
  metaKey: boolean;
  altKey: boolean;
  shiftKey?: boolean;
}

export type ShortcutCommand = 'palette' | 'shortcuts';

/**
 * What a key press anywhere on the dashboard asks for: Ctrl+K or ⌘+K the command palette (even while typing: it is
 * what those keys are for), '?' the list of shortcuts (not while typing, where it is a question mark).
 */
export function shortcutFor(press: KeyPress, typing: boolean): ShortcutCommand | null {
  if (isPaletteKey(press)) return 'palette';
  if (press.key === '?' && !press.ctrlKey && !press.metaKey && !press.altKey && !typing) return 'shortcuts';
  return null;
}

/**
 * Whether a key press inside a panel closes it: Alt+Shift+W (⌥⇧W), read by the physical key so that it works whatever
 * character the keyboard layout gives it, and also while typing in a field (no one types with Alt and Shift held, and
 * Escape, which closes lists and dialogs, never closes a panel). Ctrl+W and ⌘W are the browser's own: they close the
 * tab.
 */
export function closesPanel(press: KeyPress): boolean {
  const w = press.code === 'KeyW' || press.key.toLowerCase() === 'w';
  return w && press.altKey && press.shiftKey === true && !press.ctrlKey && !press.metaKey;
}
