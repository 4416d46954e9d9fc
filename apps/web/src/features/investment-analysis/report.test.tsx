import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { texasToday } from '@bluebonnet/domain';
import { expectToast } from '@/test/render';
import { ANALYZE, makeResult, REPORT_PDF } from './test-fixtures';
import { analyze, fill, renderInvestmentPanel, results, type User } from './test-render';

afterEach(() => vi.restoreAllMocks());

/** Analyses with the given extra fields and returns the report card. */
async function showReport(user: User, fields: Record<string, string> = {}) {
  await analyze(user, fields);
  await results();
  return within(screen.getByRole('region', { name: 'Detailed report' }));
}

/** Catches the file the page hands to the browser. */
function catchDownload() {
  const saved: Array<{ name: string; href: string }> = [];
  vi.stubGlobal('URL', Object.assign(URL, { createObjectURL: vi.fn(() => 'blob:report'), revokeObjectURL: vi.fn() }));
  vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
    saved.push({ name: this.download, href: this.href });
  });
  return saved;
}

describe('Investment Analyzer: the detailed report', () => {
  it('shows the report in its sections, its columns lined up as written', async () => {
    const { user } = await renderInvestmentPanel({ [ANALYZE]: { body: makeResult() } });
    const report = await showReport(user);
    expect(report.getByRole('heading', { name: 'Rental investment analysis' })).toBeVisible();
    expect(report.getByText('$350,000 home in Dallas, TX 75214, rent $2,400.00 a month.')).toBeVisible();
    const cashFlow = report.getByRole('heading', { name: 'Monthly cash flow' }).nextElementSibling;
    expect(cashFlow?.textContent).toBe(
      'Rent                 $2,400.00\nVacancy loss (5 %)   -$120.00\nMonthly cash flow    $531.98',
    );
    expect(report.getByText('Sources: Freddie Mac PMMS 30-year fixed rate, as of 2026-11-19.')).toBeVisible();
  });

  it('copies the report', async () => {
    const { user } = await renderInvestmentPanel({ [ANALYZE]: { body: makeResult() } });
    const report = await showReport(user);
    await user.click(report.getByRole('button', { name: 'Copy report' }));
    expect(await navigator.clipboard.readText()).toBe(makeResult().detailedReport);
    await expectToast('Copied!');
  });

  it('prints the report alone', async () => {
    const { user } = await renderInvestmentPanel({ [ANALYZE]: { body: makeResult() } });
    const report = await showReport(user);
    let marked: string | undefined;
    const print = vi.fn(() => {
      marked = document.documentElement.dataset.print;
      window.dispatchEvent(new Event('afterprint'));
    });
    vi.stubGlobal('print', print);
    await user.click(report.getByRole('button', { name: 'Print' }));
    expect(print).toHaveBeenCalledOnce();
    expect(marked).toBe('investment-report');
    expect(document.documentElement.dataset.print).toBeUndefined();
  });

  it('downloads the PDF for the same inputs, named after the ZIP', async () => {
    const { user, calls } = await renderInvestmentPanel({
      [ANALYZE]: { body: makeResult() },
      [REPORT_PDF]: { body: '%PDF-1.7 report' },
    });
    await fill(user, 'ZIP', '75214');
    const report = await showReport(user);
    const saved = catchDownload();
    await user.click(report.getByRole('button', { name: 'Download PDF' }));
    await waitFor(() => expect(saved).toEqual([{ name: 'investment-analysis-75214.pdf', href: 'blob:report' }]));
    const [first, second] = calls;
    expect(second).toMatchObject({ method: 'POST', url: '/api/investment-analysis/report.pdf' });
    expect(second?.body).toEqual(first?.body);
    expect(second?.init?.credentials).toBe('include');
  });

  it('names the PDF after today’s date without a ZIP', async () => {
    const { user } = await renderInvestmentPanel({
      [ANALYZE]: { body: makeResult() },
      [REPORT_PDF]: { body: '%PDF-1.7 report' },
    });
    const report = await showReport(user);
    const saved = catchDownload();
    await user.click(report.getByRole('button', { name: 'Download PDF' }));
    await waitFor(() => expect(saved.map((s) => s.name)).toEqual([`investment-analysis-${texasToday()}.pdf`]));
  });

  it('says when the PDF cannot be made', async () => {
    const { user } = await renderInvestmentPanel({
      [ANALYZE]: { body: makeResult() },
      [REPORT_PDF]: { status: 500, body: 'Server Error' },
    });
    const report = await showReport(user);
    const saved = catchDownload();
    await user.click(report.getByRole('button', { name: 'Download PDF' }));
    await expectToast('Download Failed', 'Unable to download the PDF report. Please try again.');
    expect(saved).toHaveLength(0);
  });
});
