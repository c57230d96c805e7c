// @vitest-environment happy-dom
import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { ScreeningSection } from './ScreeningSection';
import { expectMessageUnder, loadSchemas, mapleCourt, refusal, renderSection } from './section-test-kit';

beforeAll(loadSchemas);
afterEach(cleanup);

const type = (label: string, value: string) =>
  fireEvent.input(screen.getByLabelText(label), { target: { value } });
const saveButton = () => screen.getByRole('button', { name: 'Save' });

describe('ScreeningSection', () => {
  it('shows the policy with what each criterion does, and saves it as typed', async () => {
    const { save } = renderSection(ScreeningSection);
    expect(screen.getByRole('heading', { level: 2, name: 'Screening criteria' })).toBeTruthy();
    const minimum = screen.getByLabelText('Minimum credit score') as HTMLInputElement;
    expect(minimum.value).toBe('620');
    expect(document.getElementById(minimum.getAttribute('aria-describedby') ?? '')?.textContent).toBe(
      'A credit score at or above this passes. Scores run from 300 to 850.',
    );
    const assessment = screen.getByLabelText('A person weighs each criminal record individually');
    expect((assessment as HTMLInputElement).checked).toBe(true);

    type('Minimum credit score', '640');
    type('Additional deposit for a conditional approval (months of rent)', '1.5');
    fireEvent.click(assessment);
    fireEvent.click(saveButton());

    expect((await screen.findByRole('alert')).textContent).toBe('The screening criteria are saved.');
    expect(save.mock.calls).toEqual([
      [
        {
          screening_policy: {
            ...mapleCourt.screening_policy,
            min_credit_score: 640,
            conditional_additional_deposit_months: 1.5,
            criminal_individualized_assessment: false,
          },
        },
      ],
    ]);
  });

  it('says what is wrong under the field, and sends nothing', async () => {
    const { save } = renderSection(ScreeningSection);
    type('Minimum credit score', '200');
    type('Eviction lookback (years)', 'five');
    type('Days to answer a criminal review letter', '2.5');
    fireEvent.click(saveButton());

    const minimum = screen.getByLabelText('Minimum credit score');
    await waitFor(() => expectMessageUnder(minimum, 'Enter 300 or more.'));
    expectMessageUnder(screen.getByLabelText('Eviction lookback (years)'), 'Enter a number, like 12 or 2.5.');
    expectMessageUnder(
      screen.getByLabelText('Days to answer a criminal review letter'),
      'Enter a whole number.',
    );
    expect(document.activeElement).toBe(minimum);
    expect(save).not.toHaveBeenCalled();
  });

  it('keeps the conditional minimum at or under the minimum, as the policy’s own check says', async () => {
    const { save } = renderSection(ScreeningSection);
    type('Lowest credit score for a conditional approval', '700');
    fireEvent.click(saveButton());
    await waitFor(() =>
      expectMessageUnder(
        screen.getByLabelText('Lowest credit score for a conditional approval'),
        'The conditional minimum credit score cannot be above the minimum credit score',
      ),
    );
    expect(save).not.toHaveBeenCalled();
  });

  it("puts the API's messages under their fields, and one about no field in the banner", async () => {
    renderSection(ScreeningSection, {
      save: async () => {
        throw refusal({
          'screening_policy.eviction_lookback_years': ['Too big: expected number to be <=100'],
          non_field_errors: ['The community changed meanwhile: reload it.'],
        });
      },
    });
    fireEvent.click(saveButton());
    const eviction = screen.getByLabelText('Eviction lookback (years)');
    await waitFor(() => expectMessageUnder(eviction, 'Too big: expected number to be <=100'));
    expect(document.activeElement).toBe(eviction);
    expect(screen.getByRole('alert').textContent).toBe('The community changed meanwhile: reload it.');
  });
});
