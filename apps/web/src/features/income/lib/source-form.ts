import { FinancialSourceStatus } from '@portal/domain/constants/financial-source-status';
import type { FinancialSource } from '@portal/domain/schemas/financial-sources';
import { formatWholeNumber } from '@/lib/numbers';

/** What the manual source form's inputs hold, as typed. */
export interface SourceFormValues {
  /** The type code as the select gives it; '' until chosen. */
  income_or_asset_type: string;
  /** Dollars as typed, commas and all. */
  estimated_amount: string;
  other: string;
  case_manager_name: string;
  case_manager_contact_info: string;
}

/** The form's fields in screen order: the server's messages are matched to them. */
export const SOURCE_FIELDS = [
  'income_or_asset_type',
  'estimated_amount',
  'other',
  'case_manager_name',
  'case_manager_contact_info',
] as const satisfies ReadonlyArray<keyof SourceFormValues>;

export function emptySourceForm(type: number | null): SourceFormValues {
  return {
    income_or_asset_type: type === null ? '' : String(type),
    estimated_amount: '',
    other: '',
    case_manager_name: '',
    case_manager_contact_info: '',
  };
}

/** Cents as the dollars a person types: 425050 → "4,250.50", in integers so no cent shifts. */
export function dollarsFromCents(cents: number): string {
  const whole = formatWholeNumber(Math.floor(cents / 100));
  return `${whole}.${String(cents % 100).padStart(2, '0')}`;
}

/** The form filled in with a source, for its edit. */
export function sourceFormFromSource(source: FinancialSource): SourceFormValues {
  return {
    income_or_asset_type: String(source.income_or_asset_type),
    estimated_amount: dollarsFromCents(source.estimated_amount),
    other: source.other ?? '',
    case_manager_name: source.case_manager_name ?? '',
    case_manager_contact_info: source.case_manager_contact_info ?? '',
  };
}

/** Spec part 2 §5: amounts go as dollars with the commas people type stripped. */
export const stripCommas = (dollars: string) => dollars.replaceAll(',', '').trim();

/** The text fields as the API takes them: trimmed, empty ones null. */
function describedBy(values: SourceFormValues) {
  return {
    estimated_amount: stripCommas(values.estimated_amount),
    other: values.other.trim() || null,
    case_manager_name: values.case_manager_name.trim() || null,
    case_manager_contact_info: values.case_manager_contact_info.trim() || null,
  };
}

/** POST financial-sources: a new manual source with the ids of its uploaded documents. */
export interface NewSourceBody {
  income_or_asset_type: number;
  estimated_amount: string;
  other: string | null;
  case_manager_name: string | null;
  case_manager_contact_info: string | null;
  uploaded_documents: string[];
}

/** `values` as sourceFormSchema passed them. */
export function newSourceBody(values: SourceFormValues, documentIds: string[]): NewSourceBody {
  return {
    income_or_asset_type: Number(values.income_or_asset_type),
    ...describedBy(values),
    uploaded_documents: documentIds,
  };
}

/** PATCH financial-sources/{id}: spec part 2 §4, an edit resubmits as Pending with the request answered. */
export type SourceEditBody = Omit<NewSourceBody, 'income_or_asset_type'> & {
  status: typeof FinancialSourceStatus.Pending;
  has_requested_more_documents: false;
  stream_id: number;
};

/**
 * PATCH financial-sources/{id} for a linked source: its documents only, answering any request for more;
 * what the link reported is not the applicant's to change (decision 0034).
 */
export interface LinkedDocumentsBody {
  uploaded_documents: string[];
  has_requested_more_documents: false;
  stream_id: number;
}

export function linkedDocumentsBody(source: FinancialSource, documentIds: string[]): LinkedDocumentsBody {
  return { uploaded_documents: documentIds, has_requested_more_documents: false, stream_id: source.id };
}

export function sourceEditBody(
  source: FinancialSource,
  values: SourceFormValues,
  documentIds: string[],
): SourceEditBody {
  return {
    ...describedBy(values),
    uploaded_documents: documentIds,
    status: FinancialSourceStatus.Pending,
    has_requested_more_documents: false,
    stream_id: source.id,
  };
}
