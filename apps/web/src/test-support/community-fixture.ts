import type { CommunityConfiguration } from '@portal/domain/schemas/community';

/** For tests: Maple Court's configuration, as much of it as the journey and signing pages read. */
export function communityFixture(overrides: Partial<CommunityConfiguration> = {}): CommunityConfiguration {
  return {
    id: 1,
    slug: 'maple-court',
    display_name: 'Maple Court',
    contact_phone: '(512) 555-0142',
    utilize_rental_options_as_source_of_truth_across_product_suite: false,
    ...overrides,
  } as CommunityConfiguration;
}
