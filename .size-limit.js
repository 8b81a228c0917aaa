// The bundle budgets, measured on the production build (`npm run build` first): /login ≤ 160 kB, lazy chunks ≤ 100 kB.
import { filesLoadedBy, lazyChunks, readManifest } from './scripts/bundle-graph.js';

const manifest = readManifest();

export default [
  {
    name: 'JS that /login loads before it is interactive',
    // Counted: the entry chunk, which holds the sign-in page and everything it imports statically (React, MUI's
    // styling, theme and form parts, i18next, react-hook-form, zod/mini, the session), and the English strings of the
    // default namespace: all of it is needed before the form can be used.
    // Not counted, because the form works without it, and loaded after the page shows: the router with every other
    // route (app/app.tsx: a visit that opens on /login signed out has no router until it signs in), the language menu
    // (MUI's Select; its place held meanwhile), the second-factor dialog, the error alert and the form's zod resolver
    // (fetched when the form is sent), the access-list sign-up (after the form), the API layer (axios, the reply
    // schemas and their rules, on the first submit) and the demo hint (demo builds only). With all of those the
    // page's JS is about 255 kB.
    path: filesLoadedBy(manifest, ['src/i18n/locales/en.json']),
    // About 159.7 kB (159.73 on 2026-11-28, after react-is 16 left it: see vite.config.ts's aliases),
    // with the bundler's 0.4 kB runtime chunk (split out since axios is shared by two lazy chunks).
    // React 19 with react-dom about 67 kB, MUI with emotion for the form about 44,
    // i18next with react-i18next about 18, zod's core about 10 and react-hook-form about 9 (one module each, so they
    // carry what the whole app uses of them, not only the sign-in form), our own code and strings about 9.
    // react-hook-form is held at 7.71.2 for this budget (docs/decisions/0087-react-hook-form-held-at-7-71-2.md).
    limit: '160 kB',
    gzip: true,
  },
  ...lazyChunks(manifest)
    // The demo's mock backend (msw, GraphQL) ships only in demo builds and is not part of the product's budget.
    .filter((file) => !/\/(browser|graphql|index\.browser)-/.test(file))
    .map((file) => ({
      name: `lazy chunk ${file.replace(/^dist\/assets\/|-[\w-]{7}\.js$/g, '')}`,
      path: file,
      limit: '100 kB',
      gzip: true,
    })),
];
