import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';

/** Every TypeScript file of src/, with its text. */
function sources(dir = 'src'): { path: string; text: string }[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return sources(path);
    return /\.tsx?$/.test(entry.name) ? [{ path, text: readFileSync(path, 'utf8') }] : [];
  });
}

const files = sources();

describe('the query keys of the app (lib/query-keys.ts)', () => {
  it('are never written out where they are used: each comes from its owner’s keys', () => {
    const inline = files.filter(({ text }) => /\b(queryKey|mutationKey)\s*:\s*\[/.test(text)).map(({ path }) => path);
    expect(inline).toEqual([]);
  });

  it('each have one owner, named in kebab-case, made in one place', () => {
    const owners = files.flatMap(({ path, text }) =>
      [...text.matchAll(/\bkeysOf\('([^']*)'\)/g)].map((match) => ({ path, owner: match[1] ?? '' })),
    );
    expect(owners.map(({ owner }) => owner).sort()).toEqual([
      'account-record',
      'feed-history',
      'live-feed',
      'markets',
      'seen-sales',
    ]);
    for (const { owner } of owners) expect(owner).toMatch(/^[a-z]+(-[a-z]+)*$/);
  });
});
