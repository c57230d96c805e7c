import { documentRulesOf } from '@portal/domain/income/proof-documents';
import type { CommunityConfiguration } from '@portal/domain/schemas/community';
import { eq } from 'drizzle-orm';
import type { AppContext } from '../../app-context.js';
import { companies } from '../../db/schema/companies.js';
import { findCommunity, logoUrl } from './find-community.js';

export async function getCommunityConfiguration(
  { db, stripePublishableKey, vaultUrl, addressSearch }: AppContext,
  slugOrId: string,
): Promise<CommunityConfiguration> {
  const community = await findCommunity(db, slugOrId);
  const [company] = await db.select().from(companies).where(eq(companies.id, community.companyId));
  if (!company) throw new Error(`Community ${community.slug} has no company`);
  return {
    ...community.settings,
    // The rule of every type the applicant may add, the community's own or the built-in one.
    financial_documents_validations: documentRulesOf(community.settings),
    id: community.id,
    slug: community.slug,
    display_name: community.displayName,
    logo: logoUrl(community.logo),
    primary_color: community.primaryColor,
    secondary_color: community.secondaryColor,
    background: community.background,
    dark_mode: community.darkMode,
    stripe_publishable_key: stripePublishableKey,
    vgs_config: { vault_url: vaultUrl },
    address_search: addressSearch,
    contact_phone: community.contactPhone,
    company_name: company.name,
    community: {
      id: community.id,
      slug: community.slug,
      display_name: community.displayName,
      building_name: community.buildingName,
      normalized_street_address: community.normalizedStreetAddress,
      contact_phone: community.contactPhone,
      timezone: community.timezone,
      company: {
        name: company.name,
        accept_ach_payments_from_applicants: company.acceptAchPaymentsFromApplicants,
      },
    },
  };
}
