// Test support for the community sections: each section rendered under the page's h1 with a `save` mock
// (Maple Court as the demo data writes it, unless told otherwise), and the API's refusal of a change.
import type { CommunityDefinition } from '@portal/domain/schemas/community-definition';
import { render, screen } from '@testing-library/react';
import type { ComponentType } from 'react';
import { expect, vi } from 'vitest';
import type { CommunityChange, CommunitySectionProps } from '@/features/staff-settings/lib/community-section';
import { mapleCourt } from '@/features/staff-settings/lib/maple-court-fixture';
import { ApiRequestError } from '@/lib/api-client';

export { mapleCourt };

/** Renders `Section` under the page's h1, with a `save` that succeeds unless told otherwise. */
export function renderSection(
  Section: ComponentType<CommunitySectionProps>,
  {
    community = mapleCourt,
    save,
  }: { community?: CommunityDefinition; save?: CommunitySectionProps['save'] } = {},
) {
  const saveMock = vi.fn<(change: CommunityChange) => Promise<void>>(save ?? (async () => undefined));
  const view = render(
    <main>
      <h1>{community.display_name}</h1>
      <Section community={community} save={saveMock} />
    </main>,
  );
  return { ...view, save: saveMock };
}

/** The API's 400 for a change whose merged community fails its checks, by path in the whole community. */
export function refusal(errors: Record<string, string[]>, message = 'Some of the settings are not valid.') {
  return new ApiRequestError(400, { error_type: 'ValidationError', code: 'invalid_fields', message, errors });
}

/** The message shown under `field`, read with it (aria-describedby). */
export function expectMessageUnder(field: HTMLElement, message: string) {
  expect(field.getAttribute('aria-invalid')).toBe('true');
  const described = (field.getAttribute('aria-describedby') ?? '').split(' ');
  const shown = screen.getAllByText(message).find((element) => described.includes(element.id));
  expect(shown, `"${message}" under ${field.id}`).toBeTruthy();
}

/** The forms fetch their schema when first used: fetched once here, so no check waits on the module loader. */
export const loadSchemas = () =>
  Promise.all([
    import('@/features/staff-settings/lib/section-form-schemas'),
    import('@hookform/resolvers/zod'),
  ]);
