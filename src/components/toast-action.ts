/** A button in the toast (Undo): running it closes the toast. */
export interface ToastAction {
  label: string;
  run: () => void;
}
