// Budgets from DESIGN.md §8, measured on the production build (`npm run build` first).
import { filesLoadedBy, lazyChunks, readManifest } from './scripts/bundle-graph.js';

const manifest = readManifest();

export default [
  {
    name: 'JS that /login loads before it is interactive',
    // The login page's own lazy chunk and the English strings are loaded before the page can be used.
    path: filesLoadedBy(manifest, ['src/auth/components/login-page.tsx', 'src/i18n/locales/en.json']),
    // DESIGN.md §8 sets 160 kB; today it measures about 263 kB (the data router added about 13 kB). This limit is a ratchet at today's size so it can
    // only go down; bringing it to 160 kB is the budgets issue (see README, "Decisions").
    limit: '265 kB',
    gzip: true,
  },
  ...lazyChunks(manifest)
    // The demo's mock backend (msw, GraphQL) ships only in demo builds and is not part of the product's budget.
    .filter((file) => !/\/(browser|graphql|index\.browser)-/.test(file))
    .map((file) => ({
      name: `lazy chunk ${file.replace(/^dist\/assets\/|-[\w-]{8}\.js$/g, '')}`,
      path: file,
      limit: '100 kB',
      gzip: true,
    })),
];
