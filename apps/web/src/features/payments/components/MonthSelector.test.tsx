import '@/lib/i18n';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { MonthSelector } from './MonthSelector';

const months = [
  { year: 2026, month: 12 },
  { year: 2027, month: 1 },
  { year: 2027, month: 2 },
];

const render = (value: (typeof months)[number]) =>
  renderToStaticMarkup(<MonthSelector months={months} value={value} onChange={() => undefined} />);

describe('MonthSelector', () => {
  it('offers every month of the lease in a labelled select, the chosen one selected and announced', () => {
    const html = render({ year: 2027, month: 1 });
    expect(html).toMatch(/<label for="([^"]+)"[^>]*>Month<\/label>.*<select id="\1"/);
    expect(html).toContain('<option value="2026-12">December 2026</option>');
    expect(html).toContain('<option value="2027-01" selected="">January 2027</option>');
    expect(html).toContain('<option value="2027-02">February 2027</option>');
    expect(html).toMatch(/aria-live="polite"[^>]*>Showing charges for January 2027</);
    expect(html).not.toContain('aria-disabled');
  });

  it('marks Previous unavailable on the first month and Next on the last, keeping them focusable', () => {
    expect(render({ year: 2026, month: 12 })).toMatch(
      /<button[^>]*aria-disabled="true"[^>]*>.*?Previous month/,
    );
    const last = render({ year: 2027, month: 2 });
    expect(last).toMatch(/<button[^>]*aria-disabled="true"[^>]*>Next month/);
    expect(last).not.toMatch(/<button[^>]*disabled=""/);
  });
});
