/**
 * The errors the package throws, as users get them: the one list that both entries,
 * `pulumi-datafold` (src/index.ts) and `pulumi-datafold/client` (src/clients.ts), re-export
 * with `export *`, so that they export the same classes (and `instanceof` holds across both)
 * and a new public error is added here once. Not an entry of its own: package.json's
 * `exports` does not name it. Both entries' lists are pinned by test/api/public-api.test.ts.
 */
export {
  DatafoldError,
  HttpError,
  AuthenticationError,
  NotFoundError,
  ValidationError,
  BadRequestError,
  ConflictError,
  RateLimitError,
  ServerError,
  NetworkError,
  TimeoutError,
  UnexpectedResponseError,
  MissingConfigurationError,
  InvalidConfigurationError,
  InvalidArgumentError,
  UnresolvedCreateError,
  ConnectionTestError,
} from "./core/errors";
export type { DatafoldErrorCode, RequestInfo } from "./core/errors";
export { ResponseTooLargeError, TooManyPagesError } from "./client/transport/limit-errors";
