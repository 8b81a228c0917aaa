import { lazy } from 'react';
import { describe, expect, it } from 'vitest';
import { definePanel } from '../../src/panel-contract/panel-manifest';

const loaded = () => Promise.resolve({ default: () => <p>content</p> });

function manifestWith(preload?: () => Promise<unknown>) {
  return definePanel({
    id: 'test-panel',
    title: () => 'Test panel',
    size: { width: 400, height: 300 },
    sizeReason: 'a test',
    params: undefined,
    component: lazy(loaded),
    preload,
  });
}

describe("a panel's preload", () => {
  it("starts loading the panel's code, once per call", () => {
    let calls = 0;
    const manifest = manifestWith(() => {
      calls += 1;
      return loaded();
    });
    manifest.preload();
    manifest.preload();
    expect(calls).toBe(2);
  });

  it('swallows a chunk that fails to load (the panel shows that failure when it opens)', async () => {
    let rejected = false;
    const manifest = manifestWith(() =>
      Promise.reject(new Error('chunk missing')).finally(() => {
        rejected = true;
      }),
    );
    expect(() => manifest.preload()).not.toThrow();
    await expect.poll(() => rejected).toBe(true);
  });

  it('does nothing for a panel without a loader', () => {
    expect(() => manifestWith().preload()).not.toThrow();
  });
});
