// The staff leases console's filters: apart from its query schema, so the console lists them without
// bringing zod.

/** A lease "ends soon" from this many days before its end: wider than any community's renewal window. */
export const ENDING_SOON_DAYS = 90;

/** The staff leases console's filters (issue 19 "Staff"): all, ending soon, month-to-month, notice given. */
export const staffLeaseFilters = ['all', 'ending_soon', 'month_to_month', 'notice_given'] as const;
export type StaffLeaseFilter = (typeof staffLeaseFilters)[number];

/** Leases in one reply of the staff leases list; its `next` reads on. */
export const STAFF_LEASES_PAGE_SIZE = 100;
