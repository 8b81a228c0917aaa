import { isPaletteKey } from './model/palette-key';

/**
 * Ctrl+K (⌘K) pressed while the dashboard is still loading, after sign-in: remembered, so that the palette opens as
 * soon as the dashboard shows instead of the key doing nothing. The app starts listening when it starts loading the
 * dashboard; the dashboard's own shortcuts take over (and ask whether the key came) as they start.
 */
let pressed = false;
let listening = false;

const onKeyDown = (event: KeyboardEvent) => {
  if (!isPaletteKey(event)) return;
  // The browser's own Ctrl+K (its search box) is not what the user meant on the way to the dashboard either.
  event.preventDefault();
  pressed = true;
};

export function listenForEarlyPalette(): void {
  if (listening || typeof window === 'undefined') return;
  listening = true;
  pressed = false;
  window.addEventListener('keydown', onKeyDown);
}

/** Stops listening; true when Ctrl+K was pressed meanwhile. */
export function takeEarlyPalette(): boolean {
  if (listening) window.removeEventListener('keydown', onKeyDown);
  listening = false;
  const was = pressed;
  pressed = false;
  return was;
}
