/** One part of a key: a name (kebab-case) or an id. */
export type KeyPart = string | number;

/**
 * The one shape of every react-query key in the app, queries and mutations alike: `[owner, ...parts]`. The owner is
 * the module that holds the data, in kebab-case ('account-record', 'markets', 'live-feed'), and each part narrows it
 * (`['markets', 'venue', 'hyperliquid']`). So a prefix (`invalidateQueries`, `refetchQueries`, `setQueryDefaults`,
 * `useMutationState` filters) reaches exactly what lies under it, and two owners never share an entry.
 *
 * Each owner makes its keys with this, in one object beside its calls (`accountRecordKeys`, `marketKeys`,
 * `feedKeys`): `all` is the owner alone, the rest are functions of what they narrow by.
 */
export function keysOf<const Owner extends string>(owner: Owner) {
  return <const Parts extends readonly KeyPart[]>(...parts: Parts) => [owner, ...parts] as const;
}
