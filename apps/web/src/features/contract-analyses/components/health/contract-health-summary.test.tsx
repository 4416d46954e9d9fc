import { screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { makeUser } from '@/test/fixtures';
import { mockFetch, unauthorized } from '@/test/fetch-mock';
import { renderApp } from '@/test/render';
import { makeHealthRecord } from '../../test-fixtures';

function renderOverview(health: Parameters<typeof mockFetch>[0][string]) {
  const mock = mockFetch({ 'GET /api/auth/user': { body: makeUser() }, 'GET /api/contract-health': health });
  const { queryClient } = renderApp('/realtor-dashboard');
  return { ...mock, queryClient };
}

describe('Overview contract health summary', () => {
  it('counts active, healthy, moderate and needs-attention contracts with the red notice', async () => {
    renderOverview({
      body: [10, 30, 50, 65, 85, 90].map((overallRiskScore, id) => makeHealthRecord({ id, overallRiskScore })),
    });
    const summary = await screen.findByRole('region', { name: 'Contract Health' });
    const count = (label: string) => within(summary).getByText(label).nextElementSibling?.textContent;
    expect(count('Active Contracts')).toBe('6');
    expect(count('Healthy')).toBe('2');
    expect(count('Moderate Risk')).toBe('1');
    expect(count('Needs Attention')).toBe('3');
    expect(within(summary).getByText('3 contract(s) need immediate attention')).toBeInTheDocument();
  });

  it('has no notice when nothing needs attention', async () => {
    renderOverview({ body: [makeHealthRecord({ overallRiskScore: 10 })] });
    const summary = await screen.findByRole('region', { name: 'Contract Health' });
    expect(within(summary).queryByText(/need immediate attention/)).not.toBeInTheDocument();
  });

  it.each([
    ['no contracts', { body: [] }],
    ['a 401', unauthorized],
  ])('is hidden with %s', async (_label, reply) => {
    const { queryClient } = renderOverview(reply);
    expect(await screen.findByRole('heading', { name: 'Monthly Usage' })).toBeInTheDocument();
    await vi.waitFor(() => expect(queryClient.getQueryData(['/api/contract-health'])).toEqual([]));
    expect(screen.queryByRole('region', { name: 'Contract Health' })).not.toBeInTheDocument();
  });
});
