import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  API_ERROR_KINDS,
  ApiError,
  asApiError,
  failureCase,
  isApiError,
  isRefused,
  serverMessageOf,
  type ApiErrorKind,
} from '../../src/lib/api-error';

const anyKind = fc.constantFrom(...API_ERROR_KINDS);

describe('ApiError', () => {
  it('says what happened, with the status and the detail when there are some, for developers', () => {
    const http = new ApiError({ kind: 'http', status: 503, data: { error: 'down' }, serverMessage: 'down' });
    expect(http).toBeInstanceOf(Error);
    expect(http.name).toBe('ApiError');
    expect(http.message).toBe('http 503');
    expect(http).toMatchObject({ kind: 'http', status: 503, data: { error: 'down' }, serverMessage: 'down' });
    const network = new ApiError({ kind: 'network' });
    expect(network.message).toBe('network');
    expect(network).toMatchObject({ status: undefined, data: undefined, serverMessage: undefined });
    expect(new ApiError({ kind: 'malformed', detail: 'meta' }).message).toBe('malformed: meta');
    expect(new ApiError({ kind: 'http', status: 404, detail: 'account' }).message).toBe('http 404: account');
  });

  it('has nine kinds, one for each way a call can fail', () => {
    expect([...API_ERROR_KINDS].sort()).toEqual(
      ['canceled', 'empty', 'http', 'malformed', 'network', 'notJson', 'refused', 'timeout', 'tooLarge'].sort(),
    );
  });

  it('is told apart from any other error', () => {
    expect(isApiError(new ApiError({ kind: 'timeout' }))).toBe(true);
    expect(isApiError(new Error('http 500'))).toBe(false);
    expect(isApiError({ kind: 'http', status: 500 })).toBe(false);
    expect(isApiError(null)).toBe(false);
  });
});

describe('anything thrown, as an ApiError', () => {
  it('keeps an ApiError as it is', () => {
    const error = new ApiError({ kind: 'timeout' });
    expect(asApiError(error)).toBe(error);
  });

  it('reads anything else as a reply our code could not make sense of', () => {
    fc.assert(
      fc.property(fc.anything(), (thrown) => {
        const error = asApiError(thrown);
        expect(error).toBeInstanceOf(ApiError);
        expect(error).toMatchObject({ kind: 'malformed', status: undefined, data: undefined });
      }),
    );
    // Something that only looks like a failure is not one.
    expect(asApiError({ kind: 'network' })).toMatchObject({ kind: 'malformed' });
    expect(asApiError(new TypeError('x is undefined')).message).toBe('malformed: thrown while reading the reply');
  });
});

describe('what a failure means for the user', () => {
  const caseOf = (kind: ApiErrorKind, status?: number) => failureCase(new ApiError({ kind, status }));

  it('is notFound for a 404, refused for any other 4xx, unreachable for any other status', () => {
    fc.assert(
      fc.property(fc.integer({ min: 100, max: 599 }), (status) => {
        const expected = status === 404 ? 'notFound' : status >= 400 && status <= 499 ? 'refused' : 'unreachable';
        expect(caseOf('http', status)).toBe(expected);
      }),
    );
    expect(caseOf('http', 399)).toBe('unreachable');
    expect(caseOf('http', 400)).toBe('refused');
    expect(caseOf('http', 403)).toBe('refused');
    expect(caseOf('http', 405)).toBe('refused');
    expect(caseOf('http', 499)).toBe('refused');
    expect(caseOf('http', 500)).toBe('unreachable');
    expect(caseOf('http')).toBe('unreachable');
  });

  it('is refused for a reply that says no, whatever status came with it', () => {
    expect(caseOf('refused')).toBe('refused');
    expect(caseOf('refused', 200)).toBe('refused');
    expect(caseOf('refused', 404)).toBe('refused');
  });

  it('is unreachable without a reply in time, unreadable with a reply we cannot use', () => {
    for (const kind of ['network', 'timeout', 'canceled'] as const) expect(caseOf(kind, 404)).toBe('unreachable');
    for (const kind of ['empty', 'notJson', 'tooLarge', 'malformed'] as const) {
      expect(caseOf(kind, 404)).toBe('unreadable');
    }
    expect(failureCase(new Error('boom'))).toBe('unreadable');
  });
});

describe('what counts as refused (not worth asking again)', () => {
  it('is a 4xx, from 400 to 499 (404 included), or a 2xx reply that says no', () => {
    fc.assert(
      fc.property(fc.integer({ min: 100, max: 599 }), (status) => {
        expect(isRefused(new ApiError({ kind: 'http', status }))).toBe(status >= 400 && status <= 499);
      }),
    );
    expect(isRefused(new ApiError({ kind: 'refused' }))).toBe(true);
    expect(isRefused(new ApiError({ kind: 'http' }))).toBe(false);
  });

  it('is never a failure without a refusal, whatever its status', () => {
    fc.assert(
      fc.property(anyKind, fc.option(fc.integer({ min: 100, max: 599 }), { nil: undefined }), (kind, status) => {
        fc.pre(kind !== 'refused' && kind !== 'http');
        expect(isRefused(new ApiError({ kind, status }))).toBe(false);
      }),
    );
  });

  it('is only ever an ApiError: anything else that looks like a refusal is not one', () => {
    expect(isRefused({ kind: 'refused' })).toBe(false);
    expect(isRefused({ kind: 'http', status: 404 })).toBe(false);
    expect(isRefused(new Error('404'))).toBe(false);
    expect(isRefused(null)).toBe(false);
    expect(isRefused(undefined)).toBe(false);
  });
});

describe("the server's own error text", () => {
  it("is the reply's `error`, else its `message`, trimmed", () => {
    expect(serverMessageOf({ error: '  Name taken  ', message: 'other' })).toBe('Name taken');
    expect(serverMessageOf({ message: ' Try later ' })).toBe('Try later');
    expect(serverMessageOf({ error: 'only error' })).toBe('only error');
  });

  it('passes over a text that is empty, only whitespace or not a string', () => {
    expect(serverMessageOf({ error: '   \n\t', message: 'the message' })).toBe('the message');
    expect(serverMessageOf({ error: '', message: 'the message' })).toBe('the message');
    expect(serverMessageOf({ error: 42, message: 'the message' })).toBe('the message');
    expect(serverMessageOf({ error: '   ' })).toBeUndefined();
    expect(serverMessageOf({ error: { text: 'nested' } })).toBeUndefined();
  });

  it('is nothing when the reply is not an object', () => {
    for (const data of [null, undefined, 'Server error', 500, true]) expect(serverMessageOf(data)).toBeUndefined();
  });

  it('is cut to 300 characters', () => {
    expect(serverMessageOf({ error: 'x'.repeat(300) })).toBe('x'.repeat(300));
    expect(serverMessageOf({ error: `${'y'.repeat(300)}z` })).toBe('y'.repeat(300));
    expect(serverMessageOf({ message: ` ${'w'.repeat(400)} ` })).toBe('w'.repeat(300));
  });

  it('is never empty and never longer than 300 characters, whatever the reply', () => {
    fc.assert(
      fc.property(fc.record({ error: fc.anything(), message: fc.anything() }, { requiredKeys: [] }), (reply) => {
        const text = serverMessageOf(reply);
        if (text !== undefined) {
          expect(text.length).toBeGreaterThan(0);
          expect(text.length).toBeLessThanOrEqual(300);
          expect(text).toBe(text.trim());
        }
      }),
    );
  });
});
