import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { makeMatch, makeNameResult, makeVerification } from './test-fixtures';
import { region, renderTrecPanel, userCalls, VERIFY } from './test-render';

const SEARCH = 'GET /api/trec-licenses/search?lastName=Gonzalez&county=Collin';

describe('Search by name', () => {
  it('needs at least two letters of the last name', async () => {
    const { user, calls } = await renderTrecPanel();
    const search = region('Search by name');
    await user.type(search.getByLabelText('Last name'), 'G');
    await user.click(search.getByRole('button', { name: 'Search' }));
    expect(await search.findByText('Enter at least the first two letters of the last name')).toBeInTheDocument();
    expect(userCalls(calls)).toHaveLength(0);
  });

  it('lists the matches with their status colour and verifies the one chosen', async () => {
    const inactive = makeMatch({
      licenseNumber: '0712345',
      fullName: 'Mario Gonzalez',
      status: 'Current, Inactive',
      standing: 'inactive',
      sponsoringBroker: null,
      city: 'Frisco',
    });
    const { user, calls } = await renderTrecPanel({
      [SEARCH]: { body: makeNameResult({ matches: [makeMatch(), inactive], truncated: true }) },
      [VERIFY]: { body: makeVerification() },
    });
    const search = region('Search by name');
    await user.type(search.getByLabelText('Last name'), 'Gonzalez');
    await user.type(search.getByLabelText('County'), 'Collin');
    await user.click(search.getByRole('button', { name: 'Search' }));

    const list = within(await search.findByRole('list', { name: 'License holders found' }));
    const items = list.getAllByRole('listitem');
    expect(items).toHaveLength(2);
    expect(items[0]).toHaveTextContent('#0654321 · Sales Agent · Plano, Collin County');
    expect(items[0]).toHaveTextContent('Sponsoring broker: Lone Star Realty LLC');
    expect(within(items[1]!).getByText('Current, Inactive')).toHaveClass('bg-amber-50');
    expect(within(items[0]!).getByText('Current, Active')).toHaveClass('bg-emerald-50');
    expect(search.getByText('More than 25 match — add a first name or county to narrow the list.')).toBeInTheDocument();

    await user.click(list.getByRole('button', { name: 'Verify Maria Gonzalez (0654321)' }));
    expect(await screen.findByRole('region', { name: 'Maria Gonzalez' })).toBeInTheDocument();
    expect(calls.at(-1)).toMatchObject({ method: 'POST', body: { licenseNumber: '0654321' } });
    expect(screen.getByLabelText('TREC License Number')).toHaveValue('0654321');
  });

  it('says when nobody matches', async () => {
    const { user } = await renderTrecPanel({
      'GET /api/trec-licenses/search?lastName=Zzyzx': { body: makeNameResult({ matches: [] }) },
    });
    const search = region('Search by name');
    await user.type(search.getByLabelText('Last name'), 'Zzyzx');
    await user.click(search.getByRole('button', { name: 'Search' }));
    expect(await search.findByText('No license holders match that name.')).toBeInTheDocument();
  });

  it('says the search failed when the request fails', async () => {
    const { user } = await renderTrecPanel({
      'GET /api/trec-licenses/search?lastName=Gonzalez': { status: 500, body: 'Server Error' },
    });
    const search = region('Search by name');
    await user.type(search.getByLabelText('Last name'), 'Gonzalez');
    await user.click(search.getByRole('button', { name: 'Search' }));
    expect(await search.findByRole('alert')).toHaveTextContent('Unable to search license holders. Please try again.');
  });
});
