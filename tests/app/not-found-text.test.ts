// @vitest-environment happy-dom
import { describe, expect, it } from 'vitest';
import { pageTextSaysNotFound } from '../../src/app/model/not-found-text';
import { USER_CONTENT_ATTRIBUTE } from '../../src/components/user-content';

/** A page whose body is `html`, as a host or proxy error page or the app's own page would be. */
function page(html: string): Element {
  const root = document.createElement('div');
  root.innerHTML = html;
  return root;
}

describe("whether the page's own text says it was not found", () => {
  it('says yes for "404" or "not_found" anywhere in its text, in any case', () => {
    for (const html of [
      '<h1>404</h1>',
      '<p>Error: NOT_FOUND</p>',
      '<main><div><span>Code not_found</span></div></main>',
    ]) {
      expect(pageTextSaysNotFound(page(html))).toBe(true);
    }
  });

  it('says no for a page that says neither', () => {
    expect(pageTextSaysNotFound(page('<h1>Dashboard</h1><p>not found, 40 4</p>'))).toBe(false);
    expect(pageTextSaysNotFound(page(''))).toBe(false);
  });

  it('reads past the first text: a later paragraph may say it', () => {
    expect(pageTextSaysNotFound(page('<p>Oops</p><p>Something went wrong</p><p>404</p>'))).toBe(true);
  });

  it('ignores the data users and feeds put on the page, however deep', () => {
    const html = `<section ${USER_CONTENT_ATTRIBUTE}><p>Card #404</p><b>not_found</b></section><p>Listings</p>`;
    expect(pageTextSaysNotFound(page(html))).toBe(false);
  });

  it('ignores dialogs, menus, alerts, status lines, scripts and styles', () => {
    const ignored = [
      '<div role="dialog">404</div>',
      '<div role="presentation">404</div>',
      '<div role="alert">Request failed: 404</div>',
      '<div role="status">404</div>',
      '<script>const code = 404;</script>',
      '<style>.not_found { color: red }</style>',
      '<noscript>404</noscript>',
      '<template>404</template>',
    ];
    for (const html of ignored) expect(pageTextSaysNotFound(page(`<p>Dashboard</p>${html}`))).toBe(false);
  });

  it('still reads the page text beside what it ignores', () => {
    expect(pageTextSaysNotFound(page('<div role="alert">fine</div><h1>404 Not Found</h1>'))).toBe(true);
  });
});
