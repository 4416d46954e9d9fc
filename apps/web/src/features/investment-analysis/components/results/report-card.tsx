import { Download, LoaderCircle, Printer } from 'lucide-react';
import type { InvestmentRequest } from '@bluebonnet/contracts';
import { texasToday } from '@bluebonnet/domain';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardHeader } from '@/components/ui/card';
import { CopyButton } from '@/components/ui/copy-button';
import { toast } from '@/lib/toast';
import { useReportPdf } from '../../api';
import { PDF_FAILED_TOAST, PRINT_REPORT } from '../../constants';
import { saveFile } from '../../save-file';
import '../investment-print.css';

/** Prints the report alone: investment-print.css hides the rest of the page while `<html data-print>` is set. */
function printReport() {
  const root = document.documentElement;
  const done = () => {
    delete root.dataset.print;
    window.removeEventListener('afterprint', done);
  };
  root.dataset.print = PRINT_REPORT;
  window.addEventListener('afterprint', done);
  window.print();
}

type ReportCardProps = { report: string; request: InvestmentRequest };

/** The detailed report (spec §2.8) to copy, print or download as a PDF made from the same inputs. */
export function ReportCard({ report, request }: ReportCardProps) {
  const pdf = useReportPdf();
  const sections = report.split(/\n\s*\n/).filter((s) => s.trim() !== '');

  function download() {
    pdf.mutate(request, {
      onSuccess: (blob) => saveFile(blob, `investment-analysis-${request.zip ?? texasToday()}.pdf`),
      onError: () => toast({ ...PDF_FAILED_TOAST, variant: 'destructive' }),
    });
  }

  return (
    <Card className="investment-report" aria-labelledby="investment-report-title" role="region">
      <CardHeader className="flex-row flex-wrap items-center justify-between gap-3">
        <h4 id="investment-report-title" className="text-base font-semibold text-slate-900">
          Detailed report
        </h4>
        <div className="flex flex-wrap gap-2 print:hidden">
          <CopyButton text={report} label="Copy report" copiedText="Copied">
            Copy
          </CopyButton>
          <Button variant="outline" size="sm" onClick={printReport}>
            <Printer aria-hidden />
            Print
          </Button>
          <Button variant="outline" size="sm" onClick={download} disabled={pdf.isPending} aria-busy={pdf.isPending}>
            {pdf.isPending ? <LoaderCircle aria-hidden className="animate-spin" /> : <Download aria-hidden />}
            {pdf.isPending ? 'Preparing PDF...' : 'Download PDF'}
          </Button>
        </div>
      </CardHeader>
      <CardContent className="space-y-4 text-sm leading-relaxed text-slate-800">
        {sections.map((section, i) => (
          <ReportSection key={i} text={section} />
        ))}
      </CardContent>
    </Card>
  );
}

/** A line the server lines up in columns (two or more spaces between figures). */
const isColumns = (line: string) => /\S {2,}\S/.test(line);

/** Consecutive lines grouped into prose and column blocks. */
function blocksOf(lines: string[]): Array<{ columns: boolean; lines: string[] }> {
  const blocks: Array<{ columns: boolean; lines: string[] }> = [];
  for (const line of lines) {
    const columns = isColumns(line);
    const last = blocks.at(-1);
    if (last && last.columns === columns) last.lines.push(line);
    else blocks.push({ columns, lines: [line] });
  }
  return blocks;
}

/**
 * One section of the plain-text report: its first line as a heading, then its prose, and its tables (the
 * server lines figures up with spaces) kept as written in a fixed-width font, scrolling sideways if narrow.
 */
function ReportSection({ text }: { text: string }) {
  const [first = '', ...rest] = text.replace(/^\n+|\s+$/g, '').split('\n');
  if (rest.length === 0) return <p>{first}</p>;
  return (
    <div className="space-y-1">
      <h5 className="font-semibold text-slate-900">{first}</h5>
      {blocksOf(rest).map((block, i) =>
        block.columns ? (
          // Focusable so a keyboard user can scroll a wide table sideways (WCAG 2.1.1).
          <pre
            key={i}
            tabIndex={0}
            aria-label={first}
            className="overflow-x-auto font-mono text-xs leading-relaxed text-slate-800"
          >
            {block.lines.join('\n')}
          </pre>
        ) : (
          block.lines.map((line, j) => <p key={`${i}-${j}`}>{line}</p>)
        ),
      )}
    </div>
  );
}
