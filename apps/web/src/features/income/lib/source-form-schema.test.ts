import { describe, expect, it } from 'vitest';
import { emptySourceForm } from './source-form';
import { sourceFormSchema } from './source-form-schema';

const messages = (values: object) =>
  sourceFormSchema
    .safeParse({ ...emptySourceForm(105), ...values })
    .error?.issues.map((issue) => [issue.path.join('.'), issue.message]) ?? [];

describe('sourceFormSchema', () => {
  it("asks for the API's required fields with its messages", () => {
    expect(messages({ income_or_asset_type: '', estimated_amount: '' })).toEqual([
      ['income_or_asset_type', 'Required'],
      ['estimated_amount', 'Required'],
    ]);
    expect(messages({ estimated_amount: 'ten' })).toEqual([
      ['estimated_amount', 'Enter an amount in dollars, like 4,250.50.'],
    ]);
    expect(messages({ income_or_asset_type: '140', estimated_amount: '5' })).toEqual([['other', 'Required']]);
    expect(messages({ estimated_amount: '54,250.50' })).toEqual([]);
  });
});
