import { useState } from 'react';
import { screen, within } from '@testing-library/react';
import { beforeAll, describe, expect, it } from 'vitest';
import PriceLookupPanel from '../../../src/features/price-lookup/components/price-lookup-panel';
import { DASHBOARD_NAMESPACE, i18n } from '../../../src/i18n';
import type { PanelSelection } from '../../../src/panel-contract/panel-selection';
import { AuthProvider } from '../../../src/auth/auth-provider';
import { renderInProviders, storeDemoSession, testPanelApi } from '../../test-utils';

beforeAll(() => i18n.loadNamespaces(DASHBOARD_NAMESPACE));

describe('ID to Price with a link colour', () => {
  it('prices a card chosen in a linked panel at once, and tells linked panels the card it priced', async () => {
    const api = testPanelApi();
    function Linked() {
      const [selection, setSelection] = useState<PanelSelection | null>(null);
      return (
        <>
          <button type="button" onClick={() => setSelection({ kind: 'card', certificate: '12345678', grade: 'PSA 9' })}>
            Hand a Charizard
          </button>
          <PriceLookupPanel
            title="ID to Price"
            params={undefined}
            initialState={undefined}
            saveState={() => undefined}
            api={api}
            selection={selection}
          />
        </>
      );
    }
    // The panel lives in the signed-in dashboard: its comps are the user's.
    storeDemoSession();
    const { user } = renderInProviders(
      <AuthProvider>
        <Linked />
      </AuthProvider>,
    );
    await user.click(screen.getByRole('button', { name: 'Hand a Charizard' }));
    const result = await screen.findByRole('region', { name: 'Result' });
    expect(within(result).getByText('Charizard Holo')).toBeInTheDocument();
    expect(screen.getByLabelText('Certificate ID')).toHaveValue('12345678');
    expect(within(result).getByText(/PSA 9/)).toBeInTheDocument();
    // The card it priced is the one the panels of its colour follow (never handed back as a new lookup).
    expect(api.select).toHaveBeenCalledTimes(1);
    expect(api.select).toHaveBeenLastCalledWith({
      kind: 'card',
      certificate: '12345678',
      grade: '9',
      name: 'Charizard Holo',
    });
  });
});
