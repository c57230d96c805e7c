import { describe, expect, it } from 'vitest';
import { source } from './source-fixture';
import {
  dollarsFromCents,
  emptySourceForm,
  newSourceBody,
  sourceEditBody,
  sourceFormFromSource,
} from './source-form';

describe('dollarsFromCents', () => {
  it('writes cents as dollars with commas and two decimals', () => {
    expect(dollarsFromCents(5_425_050)).toBe('54,250.50');
    expect(dollarsFromCents(5)).toBe('0.05');
    expect(dollarsFromCents(99_999_999_999)).toBe('999,999,999.99');
  });
});

describe('request bodies', () => {
  const values = {
    ...emptySourceForm(900),
    estimated_amount: ' 9,600 ',
    case_manager_name: ' Robin Diaz ',
  };

  it('sends a new source with commas stripped and empty text as null', () => {
    expect(newSourceBody(values, ['a', 'b'])).toEqual({
      income_or_asset_type: 900,
      estimated_amount: '9600',
      other: null,
      case_manager_name: 'Robin Diaz',
      case_manager_contact_info: null,
      uploaded_documents: ['a', 'b'],
    });
  });

  it('resubmits an edit as pending, with the request for documents answered and its stream id', () => {
    const edited = source({ id: 42, income_or_asset_type: 900, estimated_amount: 960_000 });
    expect(sourceFormFromSource(edited)).toMatchObject({ estimated_amount: '9,600.00' });
    expect(sourceEditBody(edited, values, [])).toEqual({
      estimated_amount: '9600',
      other: null,
      case_manager_name: 'Robin Diaz',
      case_manager_contact_info: null,
      uploaded_documents: [],
      status: 10,
      has_requested_more_documents: false,
      stream_id: 42,
    });
  });
});
