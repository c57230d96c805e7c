/**
 * The id of the JSON element in which the server sends a community's configuration with its page
 * (apps/api/src/plugins/page-with-configuration.ts), read by the web app before it would ask the API.
 */
export const COMMUNITY_CONFIGURATION_ELEMENT_ID = 'community-configuration';
