// @vitest-environment happy-dom
import { COMMUNITY_CONFIGURATION_ELEMENT_ID } from '@portal/domain/constants/page-data';
import { QueryClient } from '@tanstack/react-query';
import { afterEach, describe, expect, it } from 'vitest';
import { fakeApi } from '@/test-support/fake-api';
import mapleCourt from '@/test-support/maple-court-configuration.json';
import {
  communityConfigurationQueryKey,
  prefetchCommunityConfiguration,
} from './get-community-configuration';

function pageCarries(text: string) {
  const element = document.createElement('script');
  element.type = 'application/json';
  element.id = COMMUNITY_CONFIGURATION_ELEMENT_ID;
  element.textContent = text;
  document.body.append(element);
}

afterEach(() => {
  document.body.replaceChildren();
});

describe('the community configuration a page opens with', () => {
  it('is taken from the page when the server sent it for this community, without asking the API', () => {
    const { requested } = fakeApi({});
    pageCarries(JSON.stringify(mapleCourt));
    const queryClient = new QueryClient();
    prefetchCommunityConfiguration(queryClient, 'maple-court');
    expect(queryClient.getQueryData(communityConfigurationQueryKey('maple-court'))).toEqual(mapleCourt);
    expect(requested).toEqual([]);
    // Taken once: going on to another community later asks the API.
    expect(document.getElementById(COMMUNITY_CONFIGURATION_ELEMENT_ID)).toBeNull();
  });

  it.each([
    ['another community', JSON.stringify(mapleCourt), 'lakeside-lofts'],
    ['text that is not JSON', '{"slug": "lakeside-lofts"', 'lakeside-lofts'],
  ])('is asked of the API when the page carries %s', async (_, text, community) => {
    const { requested } = fakeApi({
      [`/api/communities/${community}/`]: [{ status: 200, body: { ...mapleCourt, slug: community } }],
    });
    pageCarries(text);
    const queryClient = new QueryClient();
    prefetchCommunityConfiguration(queryClient, community);
    await expect
      .poll(() => queryClient.getQueryData(communityConfigurationQueryKey(community)))
      .toMatchObject({ slug: community });
    expect(requested).toEqual([`/api/communities/${community}/`]);
  });
});
