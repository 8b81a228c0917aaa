import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import * as z from 'zod/mini';
import { ApiError, isApiError, isRefused, parseReply, serverMessageOf } from '../../src/lib/api-error';

describe('ApiError', () => {
  it('says what happened, with the status when there is one, for developers', () => {
    const http = new ApiError({ kind: 'http', status: 503, data: { error: 'down' }, serverMessage: 'down' });
    expect(http).toBeInstanceOf(Error);
    expect(http.name).toBe('ApiError');
    expect(http.message).toBe('http 503');
    expect(http).toMatchObject({ kind: 'http', status: 503, data: { error: 'down' }, serverMessage: 'down' });
    const network = new ApiError({ kind: 'network' });
    expect(network.message).toBe('network');
    expect(network).toMatchObject({ status: undefined, data: undefined, serverMessage: undefined });
  });

  it('is told apart from any other error', () => {
    expect(isApiError(new ApiError({ kind: 'timeout' }))).toBe(true);
    expect(isApiError(new Error('http 500'))).toBe(false);
    expect(isApiError({ kind: 'http', status: 500 })).toBe(false);
    expect(isApiError(null)).toBe(false);
  });
});

describe('what counts as refused', () => {
  it('is a 4xx, from 400 to 499, or a 2xx reply that says no', () => {
    fc.assert(
      fc.property(fc.integer({ min: 100, max: 599 }), (status) => {
        expect(isRefused(new ApiError({ kind: 'http', status }))).toBe(status >= 400 && status <= 499);
      }),
    );
    expect(isRefused(new ApiError({ kind: 'refused' }))).toBe(true);
    expect(isRefused(new ApiError({ kind: 'http' }))).toBe(false);
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

describe('reading a reply with its schema', () => {
  const schema = z.object({ id: z.string() });

  it('returns what the schema reads', () => {
    expect(parseReply(schema, { id: 'a', extra: 1 })).toEqual({ id: 'a' });
  });

  it('throws a malformed ApiError holding the reply as it came', () => {
    const reply = { id: 7 };
    let caught: unknown;
    try {
      parseReply(schema, reply);
    } catch (error) {
      caught = error;
    }
    expect(caught).toBeInstanceOf(ApiError);
    expect(caught).toMatchObject({ kind: 'malformed', data: reply, status: undefined });
  });
});
