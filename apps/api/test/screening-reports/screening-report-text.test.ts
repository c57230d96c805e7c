import { describe, expect, it } from 'vitest';
import { screeningReportText } from '../../src/services/screening-reports/screening-report-pdf.js';

const report = {
  id: 7,
  transaction_id: 42,
  community: { display_name: 'Maple Court Apartments' },
  unit_number: '102',
  screened_at: '2026-11-22T15:00:00.000Z',
  tax_id_type: 'ssn' as const,
  tax_id_last4: '0020',
  results: [
    { category: 10, outcome: 'clear' as const, summary: 'No *late* payments.', credit_score: 742 },
    { category: 20, outcome: 'review' as const, summary: 'One record from 2019.', credit_score: null },
  ],
};

describe('screeningReportText', () => {
  it('writes the application, the number by its last four digits and each category', () => {
    const text = screeningReportText(report);
    expect(text).toContain('**Application:** 42, Maple Court Apartments, unit 102');
    expect(text).toContain('**Screened on:** 2026-11-22');
    expect(text).toContain('Screened by Social Security number ending in 0020.');
    expect(text).toContain(
      '## Credit\n\n**Result:** Nothing found that needs review\n\n**Credit score:** 742',
    );
    expect(text).toContain(
      '## Criminal history\n\n**Result:** Found a record the leasing team reviews\n\nOne record',
    );
  });

  it("escapes the provider's words, so they cannot turn into emphasis", () => {
    expect(screeningReportText(report)).toContain('No \\*late\\* payments.');
  });

  it('says when there was no number to screen by', () => {
    expect(screeningReportText({ ...report, tax_id_type: 'none', tax_id_last4: null })).toContain(
      'Screened by name and date of birth (no SSN or ITIN given).',
    );
  });
});
