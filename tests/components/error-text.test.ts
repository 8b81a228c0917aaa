import fc from 'fast-check';
import i18next, { type TFunction } from 'i18next';
import { beforeAll, describe, expect, it } from 'vitest';
import { ERROR_FRAMES, errorText, type CaseMessages } from '../../src/components/error-text';
import en from '../../src/i18n/locales/en.json';
import it_ from '../../src/i18n/locales/it.json';
import dashboardEn from '../../src/i18n/locales/dashboard/en.json';
import dashboardIt from '../../src/i18n/locales/dashboard/it.json';
import { API_ERROR_KINDS, ApiError, type ApiErrorKind } from '../../src/lib/api-error';

/** The app's strings in both languages, set up as src/i18n sets them up (keys without a namespace fall back). */
const i18n = i18next.createInstance();
let tEn: TFunction;
let tIt: TFunction;

beforeAll(async () => {
  await i18n.init({
    resources: {
      en: { translation: en, dashboard: dashboardEn },
      it: { translation: it_, dashboard: dashboardIt },
    },
    lng: 'en',
    ns: ['translation', 'dashboard'],
    defaultNS: 'translation',
    fallbackNS: 'dashboard',
    fallbackLng: false,
    interpolation: { escapeValue: false },
  });
  tEn = i18n.getFixedT('en');
  tIt = i18n.getFixedT('it');
});

const anyKind = fc.constantFrom(...API_ERROR_KINDS);
const anyStatus = fc.option(fc.integer({ min: 100, max: 599 }), { nil: undefined });

describe('a failed call, as a sentence of its own', () => {
  it.each<[ApiErrorKind, number | undefined, string, string]>([
    ['network', undefined, 'Network Error', 'Errore di rete'],
    ['canceled', undefined, 'Network Error', 'Errore di rete'],
    ['http', 500, 'Server error', 'Errore del server'],
    ['http', 404, 'Server error', 'Errore del server'],
    [
      'timeout',
      undefined,
      'The server took too long to answer. Please try again.',
      'Il server ha impiegato troppo tempo a rispondere. Riprova.',
    ],
    ['refused', undefined, 'The server refused the request.', 'Il server ha rifiutato la richiesta.'],
    ['empty', undefined, 'The server sent an empty reply.', 'Il server ha inviato una risposta vuota.'],
    [
      'malformed',
      undefined,
      'The server sent a reply this app does not understand.',
      "Il server ha inviato una risposta che l'app non riconosce.",
    ],
    [
      'notJson',
      undefined,
      'The server sent a reply this app does not understand.',
      "Il server ha inviato una risposta che l'app non riconosce.",
    ],
    [
      'tooLarge',
      undefined,
      'The server sent a reply too large to read.',
      'Il server ha inviato una risposta troppo grande da leggere.',
    ],
  ])('%s (%s): "%s" / "%s"', (kind, status, english, italian) => {
    const error = new ApiError({ kind, status });
    expect(errorText(error, tEn)).toBe(english);
    expect(errorText(error, tIt)).toBe(italian);
  });

  it("is the server's own words when it sent some", () => {
    const error = new ApiError({ kind: 'http', status: 409, serverMessage: 'Already full' });
    expect(errorText(error, tEn)).toBe('Already full');
    expect(errorText(error, tIt)).toBe('Already full');
  });

  it('reads anything but an ApiError as a reply the app could not make sense of (never as "Network Error")', () => {
    // The venues' rule won over the pool screens' old one: an error our own code throws after a reply came is
    // about that reply, not about the network.
    for (const thrown of [new Error('?'), new TypeError('x is undefined'), 'boom', null, { kind: 'network' }]) {
      expect(errorText(thrown, tEn)).toBe('The server sent a reply this app does not understand.');
    }
  });

  it('is a finished sentence for every kind and status, in English and in Italian, and they differ', () => {
    fc.assert(
      fc.property(anyKind, anyStatus, (kind, status) => {
        const english = errorText(new ApiError({ kind, status }), tEn);
        const italian = errorText(new ApiError({ kind, status }), tIt);
        for (const text of [english, italian]) {
          expect(text.trim()).not.toBe('');
          expect(text).not.toContain('{{');
          expect(text).not.toMatch(/^errors\./);
        }
        expect(italian).not.toBe(english);
      }),
    );
  });
});

describe('a failed read, in the sentence that names its source', () => {
  it('says which venue and why, in the frame given', () => {
    const timeout = new ApiError({ kind: 'timeout' });
    const frame = { frame: 'accounts.failed', values: { venue: 'Hyperliquid' } } as const;
    expect(errorText(timeout, tEn, frame)).toBe('Hyperliquid could not be read (no reply within 15 s).');
    expect(errorText(timeout, tIt, frame)).toBe('Impossibile leggere Hyperliquid (nessuna risposta entro 15 s).');
  });

  it.each<[ApiErrorKind, number | undefined, string, string]>([
    ['network', undefined, 'no reply', 'nessuna risposta'],
    ['canceled', undefined, 'no reply', 'nessuna risposta'],
    ['timeout', undefined, 'no reply within 15 s', 'nessuna risposta entro 15 s'],
    ['http', 503, 'error 503', 'errore 503'],
    ['refused', undefined, 'it refused the request', 'ha rifiutato la richiesta'],
    ['empty', undefined, 'its reply is empty', 'la risposta è vuota'],
    ['notJson', undefined, 'its reply is not data', 'la risposta non contiene dati'],
    ['tooLarge', undefined, 'its reply is too large', 'la risposta è troppo grande'],
    [
      'malformed',
      undefined,
      'its reply is in a format this app does not know',
      'la risposta è in un formato che questa app non conosce',
    ],
  ])('%s (%s): "%s" / "%s"', (kind, status, english, italian) => {
    const error = new ApiError({ kind, status, serverMessage: 'never shown in a frame' });
    expect(errorText(error, tEn, { frame: 'myBalance.nodeFailed' })).toBe(
      `the Solana node could not be read (${english})`,
    );
    expect(errorText(error, tIt, { frame: 'myBalance.nodeFailed' })).toBe(
      `impossibile leggere il nodo Solana (${italian})`,
    );
  });

  it('fills the frame’s other places (the venue, the age of the figures)', () => {
    const error = new ApiError({ kind: 'http', status: 502 });
    expect(errorText(error, tEn, { frame: 'markets.unavailable', values: { venue: 'Aster', age: '2 min. ago' } })).toBe(
      'Aster is unavailable (error 502): its figures are the last it sent, 2 min. ago.',
    );
    expect(errorText(error, tIt, { frame: 'markets.unavailableEmpty', values: { venue: 'Aster' } })).toBe(
      'Aster non è disponibile (errore 502) e non ha ancora inviato dati utilizzabili.',
    );
  });

  it('has a reason in every frame, for every kind, in both languages', () => {
    fc.assert(
      fc.property(fc.constantFrom(...ERROR_FRAMES), anyKind, anyStatus, (frame, kind, status) => {
        const values = { venue: 'Lighter', age: '5 s' };
        for (const t of [tEn, tIt]) {
          const text = errorText(new ApiError({ kind, status }), t, { frame, values });
          expect(text).not.toContain('{{');
          expect(text).toMatch(/\(.+\)/);
          if (kind === 'http' && status !== undefined) expect(text).toContain(String(status));
        }
      }),
    );
  });
});

describe("a call's own sentences (SPEC's), by what the failure means", () => {
  const messages = {
    refused: 'wallets.reveal.invalidCode',
    notFound: 'wallets.reveal.failed',
    unreachable: 'vinted.settings.saveFailedRetry',
    otherwise: 'vinted.settings.saveError',
  } as const satisfies CaseMessages;
  const text = (error: unknown, given: CaseMessages = messages) => errorText(error, tEn, { messages: given });

  it('picks the sentence of the case, never the server’s words', () => {
    expect(text(new ApiError({ kind: 'http', status: 401, serverMessage: 'Nope' }))).toBe('Invalid 2FA code');
    expect(text(new ApiError({ kind: 'refused' }))).toBe('Invalid 2FA code');
    expect(text(new ApiError({ kind: 'http', status: 404 }))).toBe('Failed to verify 2FA or fetch private key');
    expect(text(new ApiError({ kind: 'http', status: 500 }))).toBe('Failed to save credentials. Please try again.');
    expect(text(new ApiError({ kind: 'timeout' }))).toBe('Failed to save credentials. Please try again.');
    expect(text(new ApiError({ kind: 'malformed' }))).toBe('An error occurred while saving credentials');
    expect(text(new Error('thrown by our code'))).toBe('An error occurred while saving credentials');
  });

  it('falls back: a 404 to the refusal when it has no sentence of its own, any case to `otherwise`', () => {
    const codeOnly = {
      refused: 'account.twoFactor.invalidCode',
      otherwise: 'account.twoFactor.disableFailed',
    } as const;
    expect(text(new ApiError({ kind: 'http', status: 404 }), codeOnly)).toBe(tEn('account.twoFactor.invalidCode'));
    expect(text(new ApiError({ kind: 'http', status: 400 }), codeOnly)).toBe(tEn('account.twoFactor.invalidCode'));
    expect(text(new ApiError({ kind: 'network' }), codeOnly)).toBe(tEn('account.twoFactor.disableFailed'));
    expect(text(new ApiError({ kind: 'empty' }), codeOnly)).toBe(tEn('account.twoFactor.disableFailed'));
    const otherwiseOnly = { otherwise: 'wallets.reveal.failed' } as const;
    expect(text(new ApiError({ kind: 'http', status: 404 }), otherwiseOnly)).toBe(tEn('wallets.reveal.failed'));
    expect(text(new ApiError({ kind: 'refused' }), otherwiseOnly)).toBe(tEn('wallets.reveal.failed'));
  });

  it('is always one of the sentences given', () => {
    const given = new Set(Object.values(messages).map((key) => tEn(key)));
    fc.assert(
      fc.property(anyKind, anyStatus, fc.string(), (kind, status, serverMessage) => {
        expect(given.has(text(new ApiError({ kind, status, serverMessage })))).toBe(true);
      }),
    );
  });
});
