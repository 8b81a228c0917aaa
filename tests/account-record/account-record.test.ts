// @vitest-environment happy-dom
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { renderHook, waitFor } from '@testing-library/react';
import fc from 'fast-check';
import { http, HttpResponse, type JsonBodyType } from 'msw';
import { createElement, type ReactNode } from 'react';
import { describe, expect, it } from 'vitest';
import {
  accountRecordQuery,
  accountRecordWithSecretsQuery,
  getAccountRecord,
  withoutSecrets,
} from '../../src/account-record/account-record';
import { accountRecordKeys } from '../../src/account-record/account-record-keys';
import { selectTwoFactorEnabled } from '../../src/account-record/two-factor-status';
import { updateAccountRecord } from '../../src/account-record/update-account-record';
import {
  refreshAccountRecord,
  useAccountRecord,
  useAccountRecordWithSecrets,
  useUpdateAccountRecord,
} from '../../src/account-record/use-account-record';
import { env } from '../../src/config/env';
import { ApiError } from '../../src/lib/api-error';
import { server } from '../server';

const USER = 'user/1';
const RECORD_URL = `${env.poolApiUrl}/${encodeURIComponent(USER)}`;

/** The pool answers GET {pool}/{userId} with `reply`, and records every PUT body it is sent. */
function pool(reply: JsonBodyType, putReply: JsonBodyType = { success: true, data: {} }) {
  const puts: unknown[] = [];
  let gets = 0;
  server.use(
    http.get(RECORD_URL, () => {
      gets++;
      return HttpResponse.json(reply);
    }),
    http.put(RECORD_URL, async ({ request }) => {
      puts.push(await request.json());
      return HttpResponse.json(putReply);
    }),
  );
  return { puts, gets: () => gets };
}

function withClient() {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false }, mutations: { retry: false } } });
  const wrapper = ({ children }: { children: ReactNode }) => createElement(QueryClientProvider, { client }, children);
  return { client, wrapper };
}

const rejection = async (promise: Promise<unknown>): Promise<ApiError> => {
  const error: unknown = await promise.then(
    () => undefined,
    (reason: unknown) => reason,
  );
  if (!(error instanceof ApiError)) throw new Error(`expected an ApiError, got ${String(error)}`);
  return error;
};

describe('the secrets of the account record', () => {
  it('leave the shared view: the Vinted password is taken out, every other field kept as it is', () => {
    const data = { emailVinted: 'ash@example.com', passwordVinted: 'hunter2', twoFAEnabled: true };
    expect(withoutSecrets(data)).toEqual({ emailVinted: 'ash@example.com', twoFAEnabled: true });
  });

  it('never reach the shared view, whatever else the record holds', () => {
    fc.assert(
      fc.property(fc.dictionary(fc.string(), fc.jsonValue()), fc.jsonValue(), (fields, secret) => {
        const shared = withoutSecrets({ ...fields, passwordVinted: secret });
        expect(Object.hasOwn(shared, 'passwordVinted')).toBe(false);
        const others = Object.fromEntries(Object.entries(fields).filter(([field]) => field !== 'passwordVinted'));
        expect(shared).toEqual(others);
      }),
    );
  });
});

describe('the query keys of the account record', () => {
  it("put every view of one user's record under that user's key, so marking it stale refreshes them all", () => {
    expect(accountRecordKeys.of(USER)).toEqual([...accountRecordKeys.all, USER]);
    expect(accountRecordKeys.withSecrets(USER).slice(0, 2)).toEqual(accountRecordKeys.of(USER));
    expect(accountRecordKeys.withSecrets(USER)).not.toEqual(accountRecordKeys.of(USER));
    expect(accountRecordKeys.of('other')).not.toEqual(accountRecordKeys.of(USER));
  });

  it("keep the volume-bot saves under the user's record, apart from its queries", () => {
    expect(accountRecordKeys.all).toEqual(['account-record']);
    expect(accountRecordKeys.volumeBotSave(USER)).toEqual(['account-record', USER, 'volume-bot', 'save']);
    expect(accountRecordKeys.withSecrets(USER)).toEqual(['account-record', USER, 'with-secrets']);
  });
});

describe('the queries of the account record', () => {
  it("share one entry per user, kept with the app's defaults; the one with secrets is never kept", () => {
    const shared = accountRecordQuery(USER);
    expect(shared.queryKey).toEqual(accountRecordKeys.of(USER));
    expect(shared).not.toHaveProperty('gcTime');
    expect(shared).not.toHaveProperty('staleTime');
    const secrets = accountRecordWithSecretsQuery(USER);
    expect(secrets.queryKey).toEqual(accountRecordKeys.withSecrets(USER));
    expect(secrets).toMatchObject({ gcTime: 0, staleTime: 0 });
  });

  it('read the record; the shared one without its secrets', async () => {
    pool({ data: { emailVinted: 'ash@example.com', passwordVinted: 'x' } });
    const client = new QueryClient();
    expect(await client.query(accountRecordQuery(USER))).toEqual({ emailVinted: 'ash@example.com' });
    expect(await client.query(accountRecordWithSecretsQuery(USER))).toEqual({
      emailVinted: 'ash@example.com',
      passwordVinted: 'x',
    });
    client.clear();
  });
});

describe('reading the account record', () => {
  it("asks GET {pool}/{userId}, the id escaped, and gives the record's fields", async () => {
    pool({ data: { emailVinted: 'ash@example.com', passwordVinted: 'x' } });
    expect(await getAccountRecord(USER)).toEqual({ emailVinted: 'ash@example.com', passwordVinted: 'x' });
  });

  it('calls a reply without its fields malformed', async () => {
    for (const reply of [{}, { data: null }, { data: ['a'] }, []]) {
      pool(reply);
      expect((await rejection(getAccountRecord(USER))).kind).toBe('malformed');
    }
  });
});

describe('writing fields of the account record', () => {
  it('sends PUT {pool}/{userId} with the fields under data, and is done when the reply says success', async () => {
    const { puts } = pool({ data: {} }, { success: true });
    await updateAccountRecord(USER, { emailVinted: 'misty@example.com' });
    expect(puts).toEqual([{ data: { emailVinted: 'misty@example.com' } }]);
  });

  it('is done when the reply carries data without saying success', async () => {
    pool({ data: {} }, { data: { id: 1 } });
    await expect(updateAccountRecord(USER, {})).resolves.toBeUndefined();
  });

  it("is refused when the reply says no, with the server's own text trimmed", async () => {
    pool({ data: {} }, { success: false, error: '  Email already used  ' });
    const error = await rejection(updateAccountRecord(USER, {}));
    expect(error.kind).toBe('refused');
    expect(error.serverMessage).toBe('Email already used');
  });

  it('is refused, with no text, when it says success false alone, or sends an error of spaces', async () => {
    for (const reply of [{ success: false }, { success: false, error: null }, { error: '   ', data: {} }]) {
      pool({ data: {} }, reply);
      const error = await rejection(updateAccountRecord(USER, {}));
      expect(error.kind).toBe('refused');
      expect(error.serverMessage).toBeUndefined();
    }
  });

  it('is refused when a reply that says success carries an error all the same', async () => {
    pool({ data: {} }, { success: true, error: 'Partially saved' });
    const error = await rejection(updateAccountRecord(USER, {}));
    expect([error.kind, error.serverMessage]).toEqual(['refused', 'Partially saved']);
  });

  it('is refused when the reply neither says success nor carries data', async () => {
    pool({ data: {} }, {});
    expect((await rejection(updateAccountRecord(USER, {}))).kind).toBe('refused');
  });

  it('calls a reply of the wrong shape malformed', async () => {
    pool({ data: {} }, { success: 'yes' });
    expect((await rejection(updateAccountRecord(USER, {}))).kind).toBe('malformed');
  });
});

describe('whether two-factor authentication is on', () => {
  it('is on only when the record says true', () => {
    expect(selectTwoFactorEnabled({ twoFAEnabled: true })).toBe(true);
    for (const data of [{ twoFAEnabled: false }, { twoFAEnabled: null }, {}]) {
      expect(selectTwoFactorEnabled(data)).toBe(false);
    }
  });

  it('cannot be read from a record that says something else', () => {
    expect(() => selectTwoFactorEnabled({ twoFAEnabled: 'yes' })).toThrow(ApiError);
  });
});

describe('the views of the account record', () => {
  it('share one request, and the shared view holds no secret', async () => {
    const { gets } = pool({ data: { emailVinted: 'ash@example.com', passwordVinted: 'hunter2' } });
    const { client, wrapper } = withClient();
    const { result } = renderHook(
      () => [useAccountRecord(USER, (data) => data.emailVinted), useAccountRecord(USER, (data) => data)] as const,
      { wrapper },
    );
    await waitFor(() => expect(result.current[0].data).toBe('ash@example.com'));
    expect(result.current[1].data).toEqual({ emailVinted: 'ash@example.com' });
    expect(client.getQueryData(accountRecordKeys.of(USER))).toEqual({ emailVinted: 'ash@example.com' });
    expect(gets()).toBe(1);
  });

  it('give the one screen that asks for them the secrets, and forget them once it closes', async () => {
    pool({ data: { passwordVinted: 'hunter2' } });
    const { client, wrapper } = withClient();
    const { result, unmount } = renderHook(() => useAccountRecordWithSecrets(USER, (data) => data.passwordVinted), {
      wrapper,
    });
    await waitFor(() => expect(result.current.data).toBe('hunter2'));
    unmount();
    await waitFor(() =>
      expect(client.getQueryCache().find({ queryKey: accountRecordKeys.withSecrets(USER) })).toBeUndefined(),
    );
  });

  it('fetch the record again each time the screen with the secrets opens', async () => {
    const { gets } = pool({ data: { passwordVinted: 'hunter2' } });
    const { wrapper } = withClient();
    const first = renderHook(() => useAccountRecordWithSecrets(USER, (data) => data), { wrapper });
    await waitFor(() => expect(first.result.current.isSuccess).toBe(true));
    const second = renderHook(() => useAccountRecordWithSecrets(USER, (data) => data), { wrapper });
    await waitFor(() => expect(gets()).toBe(2));
    expect(second.result.current.data).toEqual({ passwordVinted: 'hunter2' });
  });
});

describe('after a change to the account record', () => {
  it('every view knows the change at once, secrets aside, and is marked to be fetched again', () => {
    const { client } = withClient();
    client.setQueryData(accountRecordKeys.of(USER), { emailVinted: 'old@example.com', twoFAEnabled: false });
    client.setQueryData(accountRecordKeys.withSecrets(USER), { passwordVinted: 'old' });
    void refreshAccountRecord(client, USER, { twoFAEnabled: true, passwordVinted: 'new' });
    expect(client.getQueryData(accountRecordKeys.of(USER))).toEqual({
      emailVinted: 'old@example.com',
      twoFAEnabled: true,
    });
    expect(client.getQueryState(accountRecordKeys.of(USER))?.isInvalidated).toBe(true);
    expect(client.getQueryState(accountRecordKeys.withSecrets(USER))?.isInvalidated).toBe(true);
    expect(client.getQueryState(accountRecordKeys.of('other'))).toBeUndefined();
  });

  it('creates no record that was never read', () => {
    const { client } = withClient();
    void refreshAccountRecord(client, USER, { twoFAEnabled: true });
    expect(client.getQueryData(accountRecordKeys.of(USER))).toBeUndefined();
  });

  it('through the write hook: the fields are sent, and the view shows them without a secret', async () => {
    const { puts } = pool({ data: { emailVinted: 'new@example.com' } });
    const { client, wrapper } = withClient();
    client.setQueryData(accountRecordKeys.of(USER), { emailVinted: 'old@example.com' });
    const { result } = renderHook(() => useUpdateAccountRecord(USER), { wrapper });
    await result.current.mutateAsync({ emailVinted: 'new@example.com', passwordVinted: 'hunter2' });
    expect(puts).toEqual([{ data: { emailVinted: 'new@example.com', passwordVinted: 'hunter2' } }]);
    expect(client.getQueryData(accountRecordKeys.of(USER))).toEqual({ emailVinted: 'new@example.com' });
  });
});
