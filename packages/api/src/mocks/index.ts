export * from './fixtures.ts';
export { fixtureId, FIXTURE_IDS, FIXTURE_NOW } from './ids.ts';
export {
  api,
  contractHandler,
  errorResponse,
  fileResponse,
  MOCK_API_BASE,
  type ContractResolver,
  type ContractResolverInfo,
  type HttpMethod,
  type PathsWith,
  type Reply,
} from './contract.ts';
export { defaultHandlers, handlerList, handlers, usageVariants, type HandlerGroups } from './handlers.ts';
