import { describe, expect, it } from 'vitest';
import { developerTextIn } from './developer-text';

describe('developerTextIn', () => {
  it('finds what an agent should never read', () => {
    expect(developerTextIn('Set RENTCAST_BASE_URL and RENTCAST_API_KEY for live listings.')).toEqual([
      'RENTCAST_BASE_URL',
      'RENTCAST_API_KEY',
    ]);
    expect(developerTextIn('Email is not configured on this server (no SMTP_URL).')).toEqual(['SMTP_URL']);
    expect(developerTextIn('Check the form version (trec.md §2.1).')).toEqual(['trec.md']);
    expect(developerTextIn('Copy .env.example to .env first')).toContain('.env');
    expect(developerTextIn('Shows the messages (spec §5).')).toEqual(['(spec']);
  });

  it('leaves legal citations, TREC paragraphs, placeholders and web addresses alone', () => {
    for (const text of [
      'Late fees must be reasonable (Property Code §92.019; TREC Rule §537.11, 22 TAC §537.11).',
      'Deliver the Option Fee within 3 days (¶5A); objections under ¶6D.',
      'Hi [NAME], we close on [CLOSING_DATE].',
      'Live listings are not connected; these are demo homes built from ZIP data.',
      'Open https://bluebonnet.example/f/ab3de9 on your phone.',
    ])
      expect(developerTextIn(text)).toEqual([]);
  });
});
