import { act, screen, within } from '@testing-library/react';
import { graphql, http, HttpResponse } from 'msw';
import { describe, expect, it, vi } from 'vitest';
import { NOT_FOUND_CHECK_DELAY_MS } from '../../../src/app/not-found-watcher';
import { env } from '../../../src/config/env';
import { server } from '../../server';
import { openFromMenu, renderApp, storeDemoSession } from '../../test-utils';

async function openLookup() {
  storeDemoSession();
  const utils = renderApp('/dashboard');
  await openFromMenu(utils.user, 'ID to Price');
  const panel = await screen.findByRole('region', { name: 'ID to Price' });
  await within(panel).findByLabelText('Certificate ID');
  return { ...utils, panel };
}

async function lookUp(
  { user, panel }: Awaited<ReturnType<typeof openLookup>>,
  cert: string,
  company = 'PSA',
  grade = '10',
) {
  const field = within(panel).getByLabelText('Certificate ID');
  await user.clear(field);
  if (cert) await user.type(field, cert);
  if (company) {
    await user.click(within(panel).getByRole('combobox', { name: 'Grading company' }));
    await user.click(await screen.findByRole('option', { name: company }));
  }
  if (grade) {
    await user.click(within(panel).getByRole('combobox', { name: 'Grade' }));
    await user.click(await screen.findByRole('option', { name: grade }));
  }
  await user.click(within(panel).getByRole('button', { name: 'Get price' }));
}

describe('ID to Price', () => {
  it('prices a demo certificate with its name, brand, card number and USD value, and lists it', async () => {
    const utils = await openLookup();
    const seen: { url: string; headers: Headers; body: unknown }[] = [];
    server.events.on('request:start', ({ request }) => {
      if (request.url.startsWith(env.valuationUrl))
        seen.push({ url: request.url, headers: request.headers, body: null });
    });
    await lookUp(utils, '12345678', 'PSA', '9');
    const result = await within(utils.panel).findByRole('region', { name: 'Result' });
    expect(within(result).getByText('Charizard Holo')).toBeInTheDocument();
    expect(within(result).getByText('Pokemon Base Set · Card #4')).toBeInTheDocument();
    expect(within(result).getByText('Estimated value (PSA 9)')).toBeInTheDocument();
    expect(within(result).getByText('$3,224.00')).toBeInTheDocument();
    expect(seen.map((call) => call.url)).toEqual([`${env.valuationUrl}/Cert`, `${env.valuationUrl}/AssetDetails`]);
    expect(seen.every((call) => !call.headers.has('x-api-key') && !call.headers.has('authorization'))).toBe(true);
    const recent = within(utils.panel).getByRole('list', { name: 'Recent lookups' });
    expect(within(recent).getByText('12345678 · PSA 9')).toBeInTheDocument();
    server.events.removeAllListeners();
  });

  it('asks for every field', async () => {
    const utils = await openLookup();
    await lookUp(utils, '', '', '');
    expect(await within(utils.panel).findByText('Please fill all fields')).toBeInTheDocument();
  });

  it('starts at PSA 10, so a certificate number is all a lookup needs', async () => {
    const utils = await openLookup();
    expect(within(utils.panel).getByRole('combobox', { name: 'Grading company' })).toHaveTextContent('PSA');
    expect(within(utils.panel).getByRole('combobox', { name: 'Grade' })).toHaveTextContent('10');
    await lookUp(utils, '12345678', '', '');
    const result = await within(utils.panel).findByRole('region', { name: 'Result' });
    expect(within(result).getByText('Estimated value (PSA 10)')).toBeInTheDocument();
  });

  it('takes digits only in the certificate field, typed or pasted', async () => {
    const utils = await openLookup();
    const field = within(utils.panel).getByLabelText('Certificate ID');
    await utils.user.type(field, 'PSA #1234 5678x');
    expect(field).toHaveValue('12345678');
    await utils.user.clear(field);
    await utils.user.click(field);
    await utils.user.paste(' 87-654-321 ');
    expect(field).toHaveValue('87654321');
  });

  it('sends half grades as the valuation expects, and offers them where the company gives them', async () => {
    const utils = await openLookup();
    const filters: unknown[] = [];
    server.events.on('request:start', ({ request }) => {
      if (request.url.endsWith('/AssetDetails'))
        void request
          .clone()
          .json()
          .then((body: { variables?: { tsFilter?: unknown } }) => filters.push(body.variables?.tsFilter));
    });
    await lookUp(utils, '12345678', 'BGS', '9.5');
    const result = await within(utils.panel).findByRole('region', { name: 'Result' });
    expect(within(result).getByText('Estimated value (BGS 9.5)')).toBeInTheDocument();
    expect(filters).toEqual([{ gradeNumber: '9.5', gradingCompany: 'BGS' }]);
    expect(within(utils.panel).getByText('12345678 · BGS 9.5')).toBeInTheDocument();

    // PSA gives no 9.5: the grade becomes 9, and 9.5 is not offered.
    await utils.user.click(within(utils.panel).getByRole('combobox', { name: 'Grading company' }));
    await utils.user.click(await screen.findByRole('option', { name: 'PSA' }));
    expect(within(utils.panel).getByRole('combobox', { name: 'Grade' })).toHaveTextContent('9');
    await utils.user.click(within(utils.panel).getByRole('combobox', { name: 'Grade' }));
    expect(screen.queryByRole('option', { name: '9.5' })).not.toBeInTheDocument();
    expect(screen.getByRole('option', { name: '8.5' })).toBeInTheDocument();
    await utils.user.keyboard('{Escape}');
    server.events.removeAllListeners();
  });

  it('says a certificate Alt does not know is not found', async () => {
    const utils = await openLookup();
    await lookUp(utils, '404');
    expect(await within(utils.panel).findByText('Certificate not found on Alt.xyz')).toBeInTheDocument();
  });

  it('says there is no data when the asset has nothing to price', async () => {
    server.use(
      graphql
        .link(`${env.valuationUrl}/AssetDetails`)
        .query('AssetDetails', () => HttpResponse.json({ data: { asset: null } })),
    );
    const utils = await openLookup();
    await lookUp(utils, '12345678');
    expect(await within(utils.panel).findByText('No data found for this certificate')).toBeInTheDocument();
  });

  it.each([
    ['GraphQL errors', () => HttpResponse.json({ errors: [{ message: 'boom' }], data: null })],
    ['a server fault', () => new HttpResponse(null, { status: 502 })],
    ['no reply', () => HttpResponse.error()],
    ['a reply of the wrong shape', () => HttpResponse.json({ data: { cert: { asset: { id: 42 } } } })],
  ])('says Error fetching data from Alt on %s', async (_case, reply) => {
    server.use(http.post(`${env.valuationUrl}/Cert`, reply));
    const utils = await openLookup();
    await lookUp(utils, '12345678');
    expect(await within(utils.panel).findByText('Error fetching data from Alt')).toBeInTheDocument();
  });

  it('shows a price of exactly 404 dollars without the 404 watcher leaving the page', async () => {
    // Timeouts are faked (and still move with real time) to jump past the watcher's one second.
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'], shouldAdvanceTime: true });
    server.use(
      graphql.link(`${env.valuationUrl}/AssetDetails`).query('AssetDetails', () =>
        HttpResponse.json({
          data: {
            asset: { name: 'Card 404', brand: 'Set 404', attributes: { cardNumber: '404' }, predictedPrice: 404 },
          },
        }),
      ),
    );
    const utils = await openLookup();
    await lookUp(utils, '40404040');
    expect(await within(utils.panel).findByText('$404.00')).toBeInTheDocument();
    act(() => {
      vi.advanceTimersByTime(NOT_FOUND_CHECK_DELAY_MS + 200);
    });
    expect(window.location.pathname).toBe('/dashboard');
  });
});
