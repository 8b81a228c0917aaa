/** The key that goes with K to open the command palette: ⌘ on Apple systems, Ctrl elsewhere. */
export function paletteModifier(platform: string): '⌘' | 'Ctrl' {
  return /mac|iphone|ipad|ipod/i.test(platform) ? '⌘' : 'Ctrl';
}

export interface KeyPress {
  key: string;
  ctrlKey: boolean;
  metaKey: boolean;
  altKey: boolean;
}

export type ShortcutCommand = 'palette' | 'shortcuts';

/**
 * What a key press anywhere on the dashboard asks for: Ctrl+K or ⌘+K the command palette (even while typing: it is
 * what those keys are for), '?' the list of shortcuts (not while typing, where it is a question mark).
 */
export function shortcutFor(press: KeyPress, typing: boolean): ShortcutCommand | null {
  if ((press.ctrlKey || press.metaKey) && !press.altKey && press.key.toLowerCase() === 'k') return 'palette';
  if (press.key === '?' && !press.ctrlKey && !press.metaKey && !press.altKey && !typing) return 'shortcuts';
  return null;
}
