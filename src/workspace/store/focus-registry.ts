/**
 * The panels' frames on screen, so that the keyboard focus can be moved into one. A panel asked to take the focus
 * before its frame is on screen (opened from another page, say) takes it as soon as the frame registers.
 */
export interface FocusRegistry {
  /** Moves the focus into the panel once it is on screen. */
  focus: (id: string) => void;
  register: (id: string, element: HTMLElement | null) => void;
  /** Forgets a focus move not made yet: something else (a dialog the user just opened) has the focus now. */
  cancel: () => void;
}

export function createFocusRegistry(): FocusRegistry {
  const elements = new Map<string, HTMLElement>();
  let pending: string | null = null;

  /**
   * Moves the focus after the raise has rendered (the element may move to the front first), and after whatever closes
   * now (a drawer, a dialog) has handed the focus back to where it was.
   */
  const focusSoon = (id: string) =>
    requestAnimationFrame(() =>
      window.setTimeout(() => {
        const element = elements.get(id);
        if (!element || pending !== id) return;
        pending = null;
        element.focus();
      }),
    );

  return {
    focus: (id) => {
      pending = id;
      focusSoon(id);
    },
    cancel: () => {
      pending = null;
    },
    register: (id, element) => {
      if (!element) {
        elements.delete(id);
        return;
      }
      elements.set(id, element);
      if (pending === id) focusSoon(id);
    },
  };
}
