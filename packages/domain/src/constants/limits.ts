// Business limits shared by the API's validation and the web app's forms, so both reject the same input.

/** People under this age cannot sign a lease; younger household members are added as dependents. */
export const MINIMUM_APPLICANT_AGE_YEARS = 18;
/** Earlier birth years are typing mistakes, not applicants. */
export const EARLIEST_BIRTH_YEAR = 1901;

export const NAME_MAX_LENGTH = 100;
export const PASSWORD_MIN_LENGTH = 8;
/** US numbers only, without the country code. */
export const PHONE_DIGITS = 10;
export const SSN_DIGITS = 9;
export const DESCRIPTION_MAX_LENGTH = 255;

export const UPLOAD_MAX_FILE_SIZE_BYTES = 10 * 1024 * 1024;
export const acceptedUploadTypes = [
  { mimeType: 'image/jpeg', extensions: ['jpg', 'jpeg'] },
  { mimeType: 'image/png', extensions: ['png'] },
  { mimeType: 'application/pdf', extensions: ['pdf'] },
] as const;
export type AcceptedUploadMimeType = (typeof acceptedUploadTypes)[number]['mimeType'];

export function isAcceptedUploadMimeType(mimeType: string): mimeType is AcceptedUploadMimeType {
  return acceptedUploadTypes.some((type) => type.mimeType === mimeType);
}

export const SNACKBAR_AUTO_HIDE_MS = 4000;
/** Waits for a pause in typing so each keystroke does not cost a maps request. */
export const ADDRESS_AUTOCOMPLETE_DELAY_MS = 300;
export const MAPS_SCRIPT_MAX_RETRIES = 3;
/** Lets a click on a suggestion land before the list closes on blur. */
export const CLICK_OUTSIDE_BLUR_DELAY_MS = 200;

export const QUANTITY_STEPPER_MIN = 0;
export const QUANTITY_STEPPER_MAX = 10;

export const IDLE_TIMEOUT_MINUTES = 20;
export const LONG_IDLE_TIMEOUT_MINUTES = 120;

/** A bank account not verified within this window fails verification. */
export const BANK_VERIFICATION_WINDOW_DAYS = 10;
/** Used when a community does not set its own minimum_paystubs_required. */
export const DEFAULT_MINIMUM_PAYSTUBS = 3;

/** Income and asset amounts stop below a billion dollars: larger ones are typing mistakes. */
export const FINANCIAL_AMOUNT_MAX_CENTS = 99_999_999_999;
/** More proof files than any rule asks for, fewer than would let one source hold a whole archive. */
export const FINANCIAL_SOURCE_MAX_DOCUMENTS = 20;
