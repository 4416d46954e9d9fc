import type { Lead } from '@bluebonnet/contracts';
import { describe, expect, it } from 'vitest';
import { expectToast } from '@/test/render';
import { makeIntake } from './test-fixtures';
import { findCard, renderPortal } from './test-render';

const ana = makeIntake({ id: 501 });

function leadFrom(intakeId: number): Lead {
  return {
    id: 77,
    firstName: 'Ana',
    lastName: 'Lopez',
    email: 'ana501@example.com',
    phone: '214-555-0142',
    source: 'website',
    status: 'new',
    priority: 'medium',
    budget: null,
    timeline: '1_3_months',
    propertyType: 'single_family',
    preferredAreas: 'Frisco, Plano',
    preApproval: 'pre_approved',
    notes: null,
    smsConsent: true,
    nextFollowUpDate: null,
    lastContactAt: null,
    engagementScore: null,
    conversionProbability: null,
    intakeId,
    createdAt: '2026-11-20T15:00:00.000Z',
    updatedAt: '2026-11-20T15:00:00.000Z',
  };
}

describe('Make Lead', () => {
  it('turns the intake into a lead and says so', async () => {
    const { user, calls, queryClient } = await renderPortal([ana], {
      'POST /api/leads/from-intake': { body: { lead: leadFrom(501), created: true } },
    });
    // A leads list the agent opened earlier must show the new lead next time.
    queryClient.setQueryData(['/api/leads', 'list', { filter: 'all', search: '' }], []);
    const card = await findCard('Ana Lopez');
    await user.click(card.getByRole('button', { name: 'Make Lead for Ana Lopez' }));
    await expectToast('Lead Created', 'Ana Lopez is now in your leads.');
    expect(calls.filter((c) => c.url === '/api/leads/from-intake').map((c) => c.body)).toEqual([{ intakeId: 501 }]);
    expect(queryClient.getQueryState(['/api/leads', 'list', { filter: 'all', search: '' }])?.isInvalidated).toBe(true);
  });

  it('says when the intake is already a lead', async () => {
    const { user } = await renderPortal([ana], {
      'POST /api/leads/from-intake': { body: { lead: leadFrom(501), created: false } },
    });
    const card = await findCard('Ana Lopez');
    await user.click(card.getByRole('button', { name: 'Make Lead for Ana Lopez' }));
    await expectToast('Already a Lead', 'Ana Lopez is already in your leads.');
  });

  it("shows the server's reason when the lead cannot be made", async () => {
    const { user } = await renderPortal([ana], {
      'POST /api/leads/from-intake': {
        status: 404,
        body: { code: 'not_found', message: 'Customer intake not found' },
      },
    });
    const card = await findCard('Ana Lopez');
    await user.click(card.getByRole('button', { name: 'Make Lead for Ana Lopez' }));
    await expectToast('Error', 'Customer intake not found');
  });
});
