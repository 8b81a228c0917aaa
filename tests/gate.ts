/**
 * A reply held back until the test lets it through: how a test looks at what a screen shows while its request runs,
 * without waiting any real time.
 */
export function gate() {
  let open: () => void = () => undefined;
  const passed = new Promise<void>((resolve) => {
    open = resolve;
  });
  return { passed, open };
}
