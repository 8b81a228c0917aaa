/**
 * Whether a key press is Ctrl+K or ⌘+K, the command palette's keys (even while typing: it is what those keys are for).
 * A module of its own: the sign-in page listens for it before the dashboard's code has loaded (early-palette.ts), and
 * it alone is in the code the sign-in page loads.
 */
export function isPaletteKey(press: { key: string; ctrlKey: boolean; metaKey: boolean; altKey: boolean }): boolean {
  return (press.ctrlKey || press.metaKey) && !press.altKey && press.key.toLowerCase() === 'k';
}
