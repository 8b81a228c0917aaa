import { __unsafe_useEmotionCache, type EmotionCache } from '@emotion/react';
import { configure, getConfig, type Config } from '@testing-library/dom';
import { act } from '@testing-library/react';
import React, { createElement } from 'react';
import { createRoot } from 'react-dom/client';

/**
 * Four costs of the DOM tests that buy nothing, found with a CPU profile of the slowest files (docs/testing.md,
 * "How long the suite takes"); what every test renders, sees and checks stays the same.
 */
export function speedUpTestingDom(): void {
  // React's development build records where each element was created (an Error and its stack, for up to 10,000
  // elements a second) to name the owner in its warnings. Rendering the workspace creates that many, so it was 7-9 %
  // of a file's time. Counted as over the limit, React records none; a warning then names the component without the
  // line that created it.
  const internals: unknown = Reflect.get(React, '__CLIENT_INTERNALS_DO_NOT_USE_OR_WARN_USERS_THEY_CANNOT_UPGRADE');
  if (typeof internals === 'object' && internals !== null && 'recentlyCreatedOwnerStacks' in internals) {
    Object.defineProperty(internals, 'recentlyCreatedOwnerStacks', {
      configurable: true,
      get: () => Number.POSITIVE_INFINITY,
      set: () => undefined,
    });
  }

  // happy-dom turns an element into a string as its whole outerHTML, where a browser gives "[object HTMLDivElement]".
  // Popper (MUI's tooltips, menus and autocompletes) does exactly that to tell a window from an element, several times
  // per element it measures, and so serialised the whole open workspace again and again (up to 7 % of a file's time).
  Element.prototype.toString = function toString(this: Element) {
    return `[object ${this.constructor.name}]`;
  };

  // A failed query prints the whole DOM into its error. While `waitFor` and `findBy…` retry, each failed attempt's error
  // is thrown away unless it is the last one, and that one is given the DOM again when the wait times out: the DOM is
  // printed for the error a test fails with, not for every attempt on the way (up to 10 % of a file's time).
  const { getElementError } = getConfig();
  configure({
    getElementError: (message, container) => {
      if (
        !(getConfig() as Config & { _disableExpensiveErrorDiagnostics?: boolean })._disableExpensiveErrorDiagnostics
      ) {
        return getElementError(message, container);
      }
      const error = new Error(message ?? '');
      error.name = 'TestingLibraryElementError';
      return error;
    },
  });

  detachDefaultEmotionStyles();
}

/**
 * A component rendered without the tests' own style cache (tests/test-utils.tsx) puts MUI's styles in emotion's
 * default cache, whose style elements go to the document's head, one per rule, and stay there: the files of a worker
 * share its document (`isolate: false`), so after one such file every later file's computed styles (Testing Library
 * asks for them to name every element a role query looks at) matched each element against up to 270 rules: 17 s of
 * the 295 s a profile of the component tests sampled. The default cache now writes its rules outside the document
 * too, as the tests' own cache does; no test depends on a stylesheet rule.
 */
function detachDefaultEmotionStyles(): void {
  const found: { cache?: EmotionCache | null } = {};
  function Probe() {
    found.cache = __unsafe_useEmotionCache();
    return null;
  }
  const root = createRoot(document.createElement('div'));
  act(() => root.render(createElement(Probe)));
  act(() => root.unmount());
  if (!found.cache) throw new Error("emotion's default cache was not found");
  found.cache.sheet.flush();
  found.cache.sheet.container = document.createElement('div');
}
