// @vitest-environment happy-dom
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { ApplicationSettingsSection } from './ApplicationSettingsSection';
import { expectMessageUnder, loadSchemas, mapleCourt, refusal, renderSection } from './section-test-kit';

beforeAll(loadSchemas);
afterEach(cleanup);

const type = (label: string, value: string) =>
  fireEvent.input(screen.getByLabelText(label), { target: { value } });
const save = () => fireEvent.click(screen.getByRole('button', { name: 'Save' }));

describe('ApplicationSettingsSection', () => {
  it('shows every setting with the input its type takes, in groups', () => {
    renderSection(ApplicationSettingsSection);
    expect(screen.getAllByRole('group').map((group) => group.querySelector('legend')?.textContent)).toEqual([
      'Income verification',
      'Applications and screening reports',
      'Consumer reporting agency',
      'Prices and quotes',
      'Leases and notices',
      'Languages',
      'Security and sessions',
    ]);
    const income = within(screen.getByRole('group', { name: 'Income verification' }));
    expect((income.getByLabelText('How income is verified') as HTMLSelectElement).value).toBe('manual');
    expect(
      (income.getByLabelText('Housing authority vouchers count as income') as HTMLInputElement).checked,
    ).toBe(true);
    expect((income.getByLabelText('Income needed (times the monthly rent)') as HTMLInputElement).value).toBe(
      '3',
    );
    expect((screen.getByLabelText('Month-to-month premium ($ a month)') as HTMLInputElement).value).toBe(
      '250.00',
    );
    expect((screen.getByLabelText('Name suffixes applicants can choose') as HTMLInputElement).value).toBe(
      'Jr., Sr., II, III, IV',
    );
    expect((screen.getByLabelText('Where leases are signed') as HTMLSelectElement).value).toBe('20');
    expect(screen.getByLabelText('Pricing disclaimer').tagName).toBe('TEXTAREA');
  });

  it('sends only the settings that changed', async () => {
    const { save: sent } = renderSection(ApplicationSettingsSection);
    type('Days a quote stays valid', '3');
    fireEvent.click(screen.getByLabelText('Offer an alternative to the security deposit'));
    type('Month-to-month premium ($ a month)', '275');
    type('Name suffixes applicants can choose', 'Jr., Sr., III, Esq.');
    fireEvent.change(screen.getByLabelText('Where leases are signed'), { target: { value: '30' } });
    save();
    expect((await screen.findByRole('alert')).textContent).toBe('The application settings are saved.');
    expect(sent.mock.calls).toEqual([
      [
        {
          settings: {
            enable_deposit_alternative: true,
            applicant_suffix_choices: [
              { key: 'jr', value: 'Jr.' },
              { key: 'sr', value: 'Sr.' },
              { key: 'iii', value: 'III' },
              { key: 'esq', value: 'Esq.' },
            ],
            quote_valid_days: 3,
            month_to_month_premium_cents: 27500,
            esign_provider_type: 30,
          },
        },
      ],
    ]);
  });

  it('sends nothing when nothing changed, and says so', async () => {
    const { save: sent } = renderSection(ApplicationSettingsSection);
    save();
    expect((await screen.findByRole('alert')).textContent).toBe('Nothing has changed since the last save.');
    expect(sent).not.toHaveBeenCalled();
  });

  it('says what is wrong under the field, and sends nothing', async () => {
    const { save: sent } = renderSection(ApplicationSettingsSection);
    type('Sign out after this many minutes without activity', '0');
    type('Lease template', 'My Lease');
    type('Agency name', 'Checkr');
    save();
    await waitFor(() =>
      expectMessageUnder(
        screen.getByLabelText('Sign out after this many minutes without activity'),
        'Enter a number above 0.',
      ),
    );
    expectMessageUnder(screen.getByLabelText('Lease template'), 'This is not in the form the hint shows.');
    expectMessageUnder(screen.getByLabelText('Agency address'), 'Fill this in.');
    expect(sent).not.toHaveBeenCalled();
  });

  it("puts the API's message under its setting", async () => {
    renderSection(ApplicationSettingsSection, {
      community: { ...mapleCourt, settings: { ...mapleCourt.settings, quote_valid_days: 5 } },
      save: async () => {
        throw refusal({ 'settings.quote_valid_days': ['A quote is valid for at most 3 days here.'] });
      },
    });
    type('Days a quote stays valid', '4');
    save();
    const days = screen.getByLabelText('Days a quote stays valid');
    await waitFor(() => expectMessageUnder(days, 'A quote is valid for at most 3 days here.'));
    expect(document.activeElement).toBe(days);
  });
});
