// Reads Vite's build manifest and answers: which JS files does a page load before it is interactive?
import { readFileSync } from 'node:fs';

const MANIFEST = 'dist/.vite/manifest.json';

export function readManifest() {
  return JSON.parse(readFileSync(MANIFEST, 'utf8'));
}

/** The entry chunk, everything it imports statically, and the named lazy modules with their static imports. */
export function filesLoadedBy(manifest, lazySources) {
  const files = new Set();
  const visit = (key) => {
    const chunk = manifest[key];
    if (!chunk || files.has(chunk.file)) return;
    files.add(chunk.file);
    for (const next of chunk.imports ?? []) visit(next);
  };
  for (const [key, chunk] of Object.entries(manifest)) if (chunk.isEntry) visit(key);
  for (const source of lazySources) {
    const key = Object.keys(manifest).find((candidate) => candidate.endsWith(source));
    if (!key) throw new Error(`${source} is not in the build manifest`);
    visit(key);
  }
  return [...files].filter((file) => file.endsWith('.js')).map((file) => `dist/${file}`);
}

/** Every lazy chunk on its own. */
export function lazyChunks(manifest) {
  return Object.values(manifest)
    .filter((chunk) => !chunk.isEntry && chunk.file.endsWith('.js'))
    .map((chunk) => `dist/${chunk.file}`);
}
