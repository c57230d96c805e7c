export interface BuildingAddress {
  street_address: string;
  city: string;
  state: string;
  postal_code: string;
}

const ONE_LINE_US_ADDRESS =
  /^(?<street>.+?),\s*(?<city>[^,]+),\s*(?<state>[A-Z]{2})\s+(?<zip>\d{5}(?:-\d{4})?)$/;

/** Splits "1200 Maple Ave, Austin, TX 78701"; an address it cannot read stays whole in street_address. */
export function splitBuildingAddress(normalized: string): BuildingAddress {
  const parts = ONE_LINE_US_ADDRESS.exec(normalized.trim())?.groups;
  if (!parts) return { street_address: normalized, city: '', state: '', postal_code: '' };
  return {
    street_address: parts.street ?? normalized,
    city: parts.city ?? '',
    state: parts.state ?? '',
    postal_code: parts.zip ?? '',
  };
}
