// DESIGN.md §3 as a lint rule: imports flow one way, and features never import each other.
//   base (lib, config, i18n, theme, components) ← auth ← workspace, features ← app
import { dirname, relative, resolve, sep } from 'node:path';

const BASE = new Set(['lib', 'config', 'i18n', 'theme', 'components', 'panel-contract', 'account-record']);

/** The layer of a file under src/, e.g. 'base', 'auth', 'workspace', 'features/wallets', 'app', 'mocks'. */
export function layerOf(srcRelativePath) {
  const [top, second] = srcRelativePath.split(sep);
  if (BASE.has(top)) return 'base';
  if (top === 'features' && second) return `features/${second}`;
  if (top === 'auth' || top === 'workspace' || top === 'app' || top === 'mocks') return top;
  return 'root';
}

/** Which layers a layer may import from; a feature may import only itself among the features. */
export function mayImport(from, to) {
  if (from === 'root' || from === 'app') return true;
  if (to === 'base') return true;
  if (from === 'base') return false;
  if (to === 'app' || to === 'root') return false;
  if (from === 'mocks') return to === 'mocks';
  if (to === 'mocks') return false;
  if (from === 'auth') return to === 'auth';
  if (from === 'workspace') return to === 'auth' || to === 'workspace';
  if (from.startsWith('features/')) return to === 'auth' || to === from;
  return false;
}

export const layersRule = {
  meta: {
    type: 'problem',
    schema: [],
    messages: {
      forbidden:
        '{{from}} may not import {{to}} (DESIGN.md §3: imports flow one way; features never import each other).',
    },
  },
  create(context) {
    const src = resolve(context.cwd, 'src');
    const file = context.filename;
    const fromPath = relative(src, file);
    if (fromPath.startsWith('..')) return {};
    const from = layerOf(fromPath);
    const check = (node) => {
      const source = node?.value;
      if (typeof source !== 'string' || !source.startsWith('.')) return;
      const toPath = relative(src, resolve(dirname(file), source));
      if (toPath.startsWith('..')) return;
      const to = layerOf(toPath);
      if (!mayImport(from, to)) context.report({ node, messageId: 'forbidden', data: { from, to } });
    };
    return {
      ImportDeclaration: (node) => check(node.source),
      ExportNamedDeclaration: (node) => check(node.source),
      ExportAllDeclaration: (node) => check(node.source),
      ImportExpression: (node) => check(node.source),
    };
  },
};
