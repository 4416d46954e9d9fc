import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { expectToast } from '@/test/render';
import { makeInsights, makeLead } from './test-fixtures';
import { leadReads, openLead, renderLeadsPanel } from './test-render';

const maria = makeLead({ id: 740 });

async function openInsights(handlers: Parameters<typeof renderLeadsPanel>[1] = {}, insights = makeInsights()) {
  const rendered = await renderLeadsPanel([maria], { ...leadReads(maria, { insights }), ...handlers });
  await openLead(rendered.user, 'Maria Gonzalez');
  const section = await screen.findByTestId('lead-insights');
  await within(section).findByText('Engagement Score');
  return { ...rendered, insights: within(section) };
}

describe('AI Insights', () => {
  it('shows both scores with their labels and the factors behind each', async () => {
    const { user, insights } = await openInsights();
    expect(insights.getByText('62/100')).toBeInTheDocument();
    expect(insights.getByText('Moderately engaged')).toBeInTheDocument();
    expect(insights.getByText('45%')).toBeInTheDocument();
    expect(insights.getByText('Potential buyer')).toBeInTheDocument();
    const [engagementWhy] = insights.getAllByText('Why this score');
    await user.click(engagementWhy!);
    const factors = within(insights.getByRole('list', { name: 'Engagement Score factors' }));
    expect(factors.getByText('Recent contact')).toBeVisible();
    expect(factors.getByText('24 of 30 points')).toBeVisible();
    expect(factors.getByText('Last spoke 2 days ago.')).toBeVisible();
    expect(factors.getByText('−5 of 20 points')).toBeVisible();
    expect(insights.getByRole('list', { name: 'Conversion Probability factors' })).not.toBeVisible();
    expect(insights.queryByText(/Early stage: no activity/)).not.toBeInTheDocument();
    expect(insights.getByText(/showing this week keeps momentum/)).toBeInTheDocument();
    expect(insights.getByTestId('insights-engine')).toHaveTextContent('Made by the offline engine');
  });

  it('lists each recommended action with its reason, due date and priority', async () => {
    const { insights } = await openInsights();
    const actions = within(insights.getByRole('list', { name: 'Recommended actions' }));
    expect(actions.getByText('Schedule a showing')).toBeInTheDocument();
    expect(actions.getByText('Pre-approved and moving within 3 months.')).toBeInTheDocument();
    expect(actions.getByText('Due November 24, 2026')).toBeInTheDocument();
    expect(actions.getByText('High priority')).toBeInTheDocument();
  });

  it('says honestly when a lead is at an early stage', async () => {
    const early = makeInsights({ earlyStage: true, engagementScore: 20, engagementLabel: 'Early stage' });
    const { insights } = await openInsights({}, early);
    expect(insights.getByText(/Early stage: no activity is logged yet/)).toBeInTheDocument();
  });

  it("makes a recommended action's due date the next follow-up", async () => {
    const { user, calls, insights } = await openInsights({
      'PATCH /api/leads/740': { body: { ...maria, nextFollowUpDate: '2026-11-24' } },
    });
    await user.click(insights.getByRole('button', { name: 'Set as follow-up: Schedule a showing' }));
    await expectToast('Lead Updated', 'Follow up with Maria Gonzalez on November 24, 2026.');
    expect(calls.find((c) => c.method === 'PATCH')?.body).toEqual({ nextFollowUpDate: '2026-11-24' });
    expect(await insights.findByText('Set as next follow-up')).toBeInTheDocument();
    expect(screen.getByText('Saved: November 24, 2026')).toBeInTheDocument();
  });

  it('runs the AI analysis, shows the new insights and which engine wrote them', async () => {
    const fresh = makeInsights({
      engagementScore: 81,
      engagementLabel: 'Very engaged',
      aiAnalysis: 'Ready for a showing.',
      meta: { engine: 'llm:gpt-4o-mini', model: 'gpt-4o-mini', generatedAt: '2026-11-22T15:00:00.000Z', sources: [] },
    });
    const { user, calls, insights } = await openInsights({
      'POST /api/leads/740/ai-analysis': { body: fresh },
    });
    await user.click(insights.getByRole('button', { name: 'Run AI Analysis' }));
    await expectToast('AI Analysis Complete');
    expect(await insights.findByText('81/100')).toBeInTheDocument();
    expect(insights.getByText('Very engaged')).toBeInTheDocument();
    expect(insights.getByTestId('insights-engine')).toHaveTextContent('Made by AI model gpt-4o-mini');
    expect(calls.find((c) => c.method === 'POST')?.url).toBe('/api/leads/740/ai-analysis');
    await waitFor(() => expect(calls.filter((c) => c.url === '/api/leads/740').length).toBe(2));
  });
});
