/** The roles of a company's staff accounts (staff see and act on their own company's applications only). */
export const staffRoles = ['leasing_agent', 'manager', 'admin'] as const;
export type StaffRole = (typeof staffRoles)[number];
