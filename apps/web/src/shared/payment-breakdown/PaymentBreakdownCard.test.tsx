import '@/lib/i18n';
import { type BreakdownItem, group, item } from '@portal/domain/pricing/breakdown-item';
import type { PaymentBreakdown } from '@portal/domain/pricing/payment-breakdown';
import { renderToStaticMarkup } from 'react-dom/server';
import { MemoryRouter } from 'react-router';
import { describe, expect, it } from 'vitest';
import { PaymentBreakdownCard, type PaymentBreakdownCardProps } from './PaymentBreakdownCard';

const empty = group([]);

function breakdown(parts: Partial<Record<keyof PaymentBreakdown, BreakdownItem[]>>): PaymentBreakdown {
  return {
    total_fees_per_month: 157_706,
    deposits: group(parts.deposits ?? []),
    one_time_fees: group(parts.one_time_fees ?? []),
    monthly_fees: group(parts.monthly_fees ?? []),
    monthly_fees_no_prorate: empty,
    savings: group(parts.savings ?? []),
    updated_rental_option_fees: empty,
  };
}

function render(props: Partial<PaymentBreakdownCardProps> & Pick<PaymentBreakdownCardProps, 'breakdown'>) {
  return renderToStaticMarkup(
    <MemoryRouter>
      <PaymentBreakdownCard heading="Your move-in costs" {...props} />
    </MemoryRouter>,
  );
}

/** The text of the table row whose header starts with `name`, tags removed. */
function row(html: string, name: string): string {
  const rows = html.match(/<tr[^>]*>.*?<\/tr>/g) ?? [];
  const found = rows.map((entry) =>
    entry
      .replace(/<[^>]+>/g, ' ')
      .replace(/\s+/g, ' ')
      .trim(),
  );
  return found.find((text) => text.startsWith(name)) ?? '';
}

const cat = (fields: Partial<BreakdownItem> = {}) =>
  item({ name: 'Cat', amount: 2_500, price: 2_500, type: 'rental_option', category: 'pets', ...fields });

describe('PaymentBreakdownCard', () => {
  it('shows "{n} incl." for an included quantity and "assistance animal incl." for an assistance animal', () => {
    const html = render({
      breakdown: breakdown({
        monthly_fees: [
          item({
            name: 'Reserved Covered Parking',
            amount: 0,
            price: 5_000,
            quantity: 1,
            included: 1,
            type: 'rental_option',
          }),
          item({
            name: 'Dog',
            amount: 0,
            price: 3_500,
            quantity: 1,
            included: 1,
            exempted: true,
            type: 'rental_option',
          }),
          cat({ quantity: 2, amount: 5_000 }),
          item({
            name: 'Garage',
            amount: 5_000,
            price: 5_000,
            quantity: 2,
            included: 1,
            type: 'rental_option',
          }),
        ],
      }),
    });
    expect(row(html, 'Reserved Covered Parking')).toBe('Reserved Covered Parking 1 incl. $0.00');
    expect(row(html, 'Dog')).toBe('Dog assistance animal incl. $0.00');
    expect(row(html, 'Cat')).toBe('Cat 2 × $25.00 $50.00');
    expect(row(html, 'Garage')).toBe('Garage 2 × $50.00 · 1 incl. $50.00');
  });

  it('explains a prorated first month per day, with its tax, and titles the group as prorated', () => {
    const html = render({
      breakdown: breakdown({
        monthly_fees: [
          item({
            name: 'Rent',
            amount: 81_984,
            price: 149_500,
            type: 'rent',
            prorated: true,
            days: 17,
            per_day: 4_823,
          }),
          item({
            name: 'Storage Locker',
            amount: 1_371,
            price: 2_500,
            type: 'rental_option',
            prorated: true,
            days: 17,
            per_day: 81,
            taxable: true,
            tax: 113,
          }),
          item({ name: 'Valet Trash', amount: 97, type: 'fee', prorated: true, days: 1, per_day: 97 }),
          cat({ amount: 0, included: 1, exempted: true, prorated: true, days: 17, per_day: 0 }),
        ],
      }),
    });
    expect(html).toContain('<caption>First month (prorated)</caption>');
    expect(row(html, 'Rent')).toBe('Rent Prorated: 17 days at $48.23/day $819.84');
    expect(row(html, 'Storage Locker')).toBe(
      'Storage Locker 1 × $25.00 · Prorated: 17 days at $0.81/day · + $1.13 sales tax $13.71',
    );
    expect(row(html, 'Valet Trash')).toBe('Valet Trash Prorated: 1 day at $0.97/day $0.97');
    expect(row(html, 'Cat')).toBe('Cat assistance animal incl. $0.00');
    // 81,984 + 1,371 + 97 = 83,452, plus 113 tax.
    expect(row(html, 'Sales tax')).toBe('Sales tax $1.13');
    expect(row(html, 'Total')).toBe('Total $835.65');
  });

  it('shows concessions as negative amounts, in the monthly group and in the savings', () => {
    const html = render({
      breakdown: breakdown({
        monthly_fees: [
          item({ name: 'Rent', amount: 146_510, type: 'rent' }),
          item({ name: '15-Month Lease Special', amount: -5_000, type: 'concession' }),
        ],
        savings: [
          item({
            name: '15-Month Lease Special',
            amount: 75_000,
            price: 5_000,
            quantity: 15,
            months: 15,
            type: 'concession',
          }),
        ],
      }),
    });
    expect(html).toContain('<caption>Monthly rent and fees</caption>');
    expect(html).toContain('<caption>Your savings</caption>');
    expect(row(html, '15-Month Lease Special')).toBe('15-Month Lease Special -$50.00');
    expect(html).toContain('$50.00/month for 15 months');
    expect(html).toContain('-$750.00');
    expect(html).not.toContain('Sales tax');
  });

  it('lists each person of a per-person fee, with help text, and leaves empty groups out', () => {
    const html = render({
      viewerApplicantId: 7,
      breakdown: breakdown({
        one_time_fees: [
          item({
            name: 'Application Fee',
            amount: 10_000,
            price: 5_000,
            quantity: 3,
            type: 'application_fee',
            fee_help_text: 'Non-refundable.',
            line_items: [
              { applicant: 7, invitee: null, amount: 5_000, waived: false, id: 'applicant-7' },
              { applicant: 8, invitee: null, amount: 5_000, waived: false, id: 'applicant-8' },
              { applicant: null, invitee: 3, amount: 5_000, waived: true, id: 'invitee-3' },
            ],
          }),
        ],
        deposits: [item({ name: 'Holding Deposit', amount: 25_000, type: 'deposit', processed: true })],
      }),
    });
    expect(row(html, 'Application Fee')).toBe(
      'Application Fee Non-refundable. You: $50.00 Another applicant: $50.00 Invited applicant: Waived $100.00',
    );
    expect(html).toContain('aria-label="Who pays"');
    expect(row(html, 'Holding Deposit')).toBe('Holding Deposit Paid $250.00');
    expect(html).not.toContain('Monthly rent and fees');
    expect(html).not.toContain('Your savings');
    expect(html).toContain('Your monthly total after the first month: $1,577.06/month');
  });

  it('links to the Charges page only when given its path', () => {
    const withLink = render({ breakdown: breakdown({}), chargesPath: '/maple-court/transaction/5/charges' });
    expect(withLink).toMatch(
      /href="\/maple-court\/transaction\/5\/charges"[^>]*>View Breakdown by Month<\/a>/,
    );
    expect(render({ breakdown: breakdown({}) })).not.toContain('View Breakdown by Month');
  });
});
