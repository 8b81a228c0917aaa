import { StrictMode } from 'react';
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ErrorBoundary } from 'react-error-boundary';
import { describe, expect, it } from 'vitest';
import { definePanel } from '../../src/panel-contract/panel-manifest';
import type { PanelProps } from '../../src/panel-contract/panel-props';
import { testPanelApi } from '../test-utils';

function Content({ title }: PanelProps) {
  return <p>{title} content</p>;
}

type Loader = () => Promise<{ default: typeof Content }>;

function manifestWith(load: Loader) {
  return definePanel({
    id: 'test-panel',
    title: () => 'Test panel',
    size: { width: 400, height: 300 },
    sizeReason: 'a test',
    params: undefined,
    load,
  });
}

/** A loader that counts its calls and fails the first `failures` of them, as a missing chunk does. */
function countedLoader(failures = 0) {
  const loader = {
    calls: 0,
    /** Loads that have failed and been handed on. */
    failed: 0,
    load: () => {
      loader.calls += 1;
      if (loader.calls > failures) return Promise.resolve({ default: Content });
      return Promise.reject(new Error('chunk missing')).finally(() => {
        loader.failed += 1;
      });
    },
  };
  return loader;
}

function renderPanel(...manifests: ReturnType<typeof manifestWith>[]) {
  render(
    <StrictMode>
      {manifests.map(({ Panel }, index) => (
        <ErrorBoundary
          key={index}
          fallbackRender={({ error, resetErrorBoundary }) => (
            <p role="alert">
              {error instanceof Error ? error.message : 'failed'}
              <button type="button" onClick={resetErrorBoundary}>
                Retry
              </button>
            </p>
          )}
        >
          <Panel
            title="Test panel"
            storedState={undefined}
            saveState={() => undefined}
            api={testPanelApi()}
            selection={null}
            loading={<p>Loading the panel</p>}
          />
        </ErrorBoundary>
      ))}
    </StrictMode>,
  );
}

describe("a panel's code", () => {
  it('is loaded once, however often the menu preloads it and the panel opens', async () => {
    const loader = countedLoader();
    const manifest = manifestWith(loader.load);
    manifest.preload();
    manifest.preload();
    renderPanel(manifest);
    expect(await screen.findByText('Test panel content')).toBeInTheDocument();
    expect(loader.calls).toBe(1);
  });

  it('is loaded once for all the panels that share its loader', async () => {
    const loader = countedLoader();
    renderPanel(manifestWith(loader.load), manifestWith(loader.load));
    await waitFor(() => expect(screen.getAllByText('Test panel content')).toHaveLength(2));
    expect(loader.calls).toBe(1);
  });

  it('draws the loading frame first and the content in an update after it, also when the code is already in', async () => {
    const manifest = manifestWith(countedLoader().load);
    manifest.preload();
    await Promise.resolve();
    renderPanel(manifest);
    // The click that opens a panel draws its frame only; the content follows in its own update.
    expect(screen.getByText('Loading the panel')).toBeInTheDocument();
    expect(screen.queryByText('Test panel content')).not.toBeInTheDocument();
    expect(await screen.findByText('Test panel content')).toBeInTheDocument();
    expect(screen.queryByText('Loading the panel')).not.toBeInTheDocument();
  });

  it('swallows a failed preload; the panel then loads again and draws', async () => {
    const loader = countedLoader(1);
    const manifest = manifestWith(loader.load);
    expect(() => manifest.preload()).not.toThrow();
    await expect.poll(() => loader.failed).toBe(1);
    renderPanel(manifest);
    expect(await screen.findByText('Test panel content')).toBeInTheDocument();
    expect(loader.calls).toBe(2);
  });

  it("shows a failed load in the panel's error boundary, and Retry loads it again", async () => {
    const user = userEvent.setup();
    const loader = countedLoader(1);
    renderPanel(manifestWith(loader.load));
    expect(await screen.findByRole('alert')).toHaveTextContent('chunk missing');
    await user.click(screen.getByRole('button', { name: 'Retry' }));
    expect(await screen.findByText('Test panel content')).toBeInTheDocument();
    expect(loader.calls).toBe(2);
  });

  it('fails a module without a component as its default export, and loads it again at Retry', async () => {
    const user = userEvent.setup();
    let calls = 0;
    const load = () => {
      calls += 1;
      // A module built wrong, as the types cannot see.
      const module: unknown = calls === 1 ? {} : { default: Content };
      return Promise.resolve(module as { default: typeof Content });
    };
    renderPanel(manifestWith(load));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      "The panel's module has no component as its default export",
    );
    await user.click(screen.getByRole('button', { name: 'Retry' }));
    expect(await screen.findByText('Test panel content')).toBeInTheDocument();
    expect(calls).toBe(2);
  });
});
