import type { CommunityDefinition } from '@portal/domain/schemas/community-definition';

/** A community as `GET /api/admin/communities/{slug}/export/` answers it (the fixture's shape). */
export type CommunitySettings = CommunityDefinition;

/** What one section of a community's settings may change: any of its top-level fields. */
export type CommunityChange = Partial<CommunitySettings>;

/**
 * One section of Settings → Communities → {community}: it shows part of the community and saves a change
 * through `PATCH /api/admin/communities/{slug}/`. `save` resolves once the change is saved and the
 * community read again; it rejects with the API's error (an `ApiRequestError` whose `fieldErrors` are keyed
 * by the field's path, e.g. `fees.0.amount_cents`), for the section to show under its fields.
 */
export interface CommunitySectionProps {
  community: CommunitySettings;
  save: (change: CommunityChange) => Promise<void>;
}
