export { createApiClient, type ApiClient, type ApiClientOptions } from './client/createApiClient.ts';
export { createAuthMiddleware, type AuthMiddlewareOptions } from './client/authMiddleware.ts';
export {
  createErrorMiddleware,
  httpErrorMessage,
  HTTP_ERROR_TEXT,
  NETWORK_ERROR_MESSAGE,
  type ApiErrorDetails,
  type ErrorMiddlewareOptions,
} from './client/errorMiddleware.ts';
export { AUTH_PATHS, isAuthPath, type AuthPath } from './client/authPaths.ts';
export { requireParams, RequiredParameterError } from './client/requireParams.ts';
export { ApiError } from './client/ApiError.ts';
export { createEndpoints, type Endpoints } from './client/endpoints.ts';
export type * from './types.ts';
