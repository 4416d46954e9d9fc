import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { mockFetch } from '@/test/fetch-mock';
import { makeUser } from '@/test/fixtures';
import { renderWithProviders } from '@/test/render';
import { builtToolIds } from './built-tools';
import { ToolPanel } from './components/tool-panel';
import { toolPanels } from './tool-panels';

describe('Overview tiles', () => {
  it('counts the tools that have a panel, not the Overview itself', () => {
    expect(builtToolIds({ overview: 1, 'lead-management': 1, 'contract-health': 1 })).toEqual([
      'lead-management',
      'contract-health',
    ]);
    expect(builtToolIds({})).toEqual([]);
  });

  it('shows the number of built tools from the panel map on the AI Tools tile', async () => {
    mockFetch({ 'GET /api/auth/user': { body: makeUser() }, 'GET /api/contract-health': { body: [] } });
    renderWithProviders(<ToolPanel toolId="overview" />);
    const label = await screen.findByText('AI Tools');
    const built = Object.keys(toolPanels).filter((id) => id !== 'overview').length;
    expect(label.previousElementSibling).toHaveTextContent(new RegExp(`^${built}$`));
    expect(built).toBeLessThan(16);
  });
});
