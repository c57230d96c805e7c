import '@/lib/i18n';
import type { StaffApplicant, StaffApplicationFile } from '@portal/domain/schemas/staff-application-file';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { ScreeningSection } from './ScreeningSection';

type LeftOut = StaffApplicationFile['records_left_out_by_law'];
const CITE = 'C.R.S. § 38-12-904(1)';

const applicant = {
  applicant_id: 7,
  name: 'Avery Quinn',
  screening: {
    screened_at: '2026-11-22T15:00:00.000Z',
    tax_id_type: 'ssn',
    tax_id_last4: '0020',
    results: [
      { category: 10, outcome: 'clear', summary: 'Credit score 742.', credit_score: 742, record_date: null },
    ],
  },
} as StaffApplicant;

const render = (leftOut: LeftOut) =>
  renderToStaticMarkup(<ScreeningSection household={[applicant]} leftOut={leftOut} />);

describe("the screening section's line for records the law leaves out", () => {
  it('counts them with the window and the citation, in the singular and the plural', () => {
    expect(render([{ because: 'older', years: 5, count: 1, cite: CITE }])).toContain(
      '1 record older than 5 years was left out by law (C.R.S. § 38-12-904(1)).',
    );
    expect(render([{ because: 'older', years: 7, count: 2, cite: CITE }])).toContain(
      '2 records older than 7 years were left out by law (C.R.S. § 38-12-904(1)).',
    );
  });

  it('tells staff to ask for the date of an undated record', () => {
    expect(render([{ because: 'undated', years: 7, count: 1, cite: CITE }])).toContain(
      'Ask the screening company for its date.',
    );
  });

  it('says nothing where the law leaves nothing out (Texas)', () => {
    expect(render([])).not.toContain('left out');
  });
});
