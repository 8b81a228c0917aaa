// The layers of src/ and which may import which, for eslint-plugin-boundaries. Imports flow one way:
//   config, lib, i18n, theme, components, panel-contract   the base, in that order within it
//   auth, account-record, markets, feed, wallet-list      shared layers; each imports only the base
//   cards                                                   a shared layer over the feed (comps are of the sales it
//                                                           delivered); the feed knows nothing of cards
//   browser-client, alert-log                                (also shared layers: the tabs' one client, the alert log)
//   workspace, features/<name>                              never each other, and a feature never another feature;
//                                                           both may use the shared layers (the workspace: auth, markets)
//   app (and main.tsx, which starts it)                     the composition root, which may import anything
// Inside a feature (and inside auth) a component may use its api and its model, an api its model, and a model
// nothing of the feature: the pure rules never depend on the code that fetches or shows.

/** Elements: the first pattern that matches a file names its layer. `feature` captures the feature's name. */
export const elements = [
  { type: 'config', pattern: 'src/config' },
  { type: 'lib', pattern: 'src/lib' },
  { type: 'i18n', pattern: 'src/i18n' },
  { type: 'theme', pattern: 'src/theme' },
  { type: 'components', pattern: 'src/components' },
  { type: 'panel-contract', pattern: 'src/panel-contract' },
  { type: 'auth-model', pattern: 'src/auth/model' },
  { type: 'auth-api', pattern: 'src/auth/api' },
  { type: 'auth-components', pattern: 'src/auth/components' },
  { type: 'auth', pattern: 'src/auth' },
  { type: 'account-record', pattern: 'src/account-record' },
  { type: 'markets', pattern: 'src/markets' },
  { type: 'feed', pattern: 'src/feed' },
  { type: 'cards', pattern: 'src/cards' },
  { type: 'wallet-list', pattern: 'src/wallet-list' },
  { type: 'browser-client', pattern: 'src/browser-client' },
  { type: 'alert-log', pattern: 'src/alert-log' },
  { type: 'workspace', pattern: 'src/workspace' },
  { type: 'feature-model', pattern: 'src/features/*/model', capture: ['feature'] },
  { type: 'feature-api', pattern: 'src/features/*/api', capture: ['feature'] },
  { type: 'feature-components', pattern: 'src/features/*/components', capture: ['feature'] },
  { type: 'feature', pattern: 'src/features/*', capture: ['feature'] },
  { type: 'app', pattern: 'src/app' },
  { type: 'mocks', pattern: 'src/mocks' },
];

const AUTH = ['auth', 'auth-model', 'auth-api', 'auth-components'];

/** What each layer may import, besides itself. */
const mayImport = {
  config: [],
  lib: ['config'],
  i18n: ['config', 'lib'],
  theme: [],
  components: ['config', 'lib', 'i18n', 'theme'],
  'panel-contract': [],
  'auth-model': ['config', 'lib'],
  'auth-api': ['config', 'lib', 'auth-model'],
  auth: ['config', 'lib', 'i18n', 'components', 'auth-model', 'auth-api'],
  'auth-components': ['config', 'lib', 'i18n', 'theme', 'components', 'auth', 'auth-model'],
  'account-record': ['config', 'lib'],
  markets: ['config', 'lib', 'i18n', 'theme', 'components'],
  feed: ['config', 'lib', 'i18n', 'theme', 'components'],
  cards: ['config', 'lib', 'i18n', 'theme', 'components', 'feed'],
  'wallet-list': ['config', 'lib'],
  'browser-client': ['config', 'lib'],
  'alert-log': ['config', 'lib'],
  workspace: ['config', 'lib', 'i18n', 'theme', 'components', 'panel-contract', ...AUTH, 'markets'],
  app: '*',
  // The demo backend simulates the venues the venue list names (markets/venues/venue-list.ts and their facts).
  mocks: ['config', 'lib', 'markets'],
};

const SHARED_FOR_FEATURES = [
  'config',
  'lib',
  'i18n',
  'theme',
  'components',
  'panel-contract',
  'auth',
  'auth-model',
  'account-record',
  'markets',
  'feed',
  'cards',
  'wallet-list',
  'browser-client',
  'alert-log',
];

/** Inside one feature: which of its own parts each part may import. */
const withinFeature = {
  'feature-model': [],
  'feature-api': ['feature-model'],
  'feature-components': ['feature-components', 'feature-api', 'feature-model'],
  feature: ['feature-components', 'feature-api', 'feature-model'],
};

const sameFeature = (types) => ({
  element: { types: { anyOf: types }, captured: { feature: '{{ from.element.captured.feature }}' } },
});

export const policies = [
  ...Object.entries(mayImport).map(([from, to]) => ({
    from: { element: { type: from } },
    allow: { to: to === '*' ? { element: { type: '*' } } : { element: { types: { anyOf: [from, ...to] } } } },
  })),
  ...Object.entries(withinFeature).map(([from, own]) => ({
    from: { element: { type: from } },
    allow: [
      { to: { element: { types: { anyOf: SHARED_FOR_FEATURES } } } },
      ...(own.length ? [{ to: sameFeature(own) }] : []),
    ],
  })),
  // A model imports nothing else of its feature, but its own files may import each other.
  { from: { element: { type: 'feature-model' } }, allow: { to: sameFeature(['feature-model']) } },
];
