import { apiErrorSchema } from '@portal/domain/schemas/api-error';

/** The error answers a signed-in route can give, all in the one error shape (for the OpenAPI document). */
export const errorResponses = {
  400: apiErrorSchema,
  401: apiErrorSchema,
  403: apiErrorSchema,
  404: apiErrorSchema,
  409: apiErrorSchema,
  429: apiErrorSchema,
} as const;
