/**
 * The bad inputs of RELIABILITY.md, as data: each case says what is given and exactly what
 * the user gets back. `bad-input.test.ts` drives every case; {@link BAD_INPUT_TABLE} is
 * rendered from the same cases. No value here is a credential: credentials are named by
 * placeholders that the test replaces with the emulator's (or made-up wrong) values.
 */
import type { CheckFailure } from "../../tools/provider-host-driver/provider-host";
import type { ReliabilityTable } from "./reliability-table";

/** Placeholders the test replaces, in inputs and in expected messages. */
export const PLACEHOLDER = {
  /** The emulator's base URL, `http://127.0.0.1:<port>`. */
  url: "<emulator>",
  /** The id the emulator gave the failed request (messages end with `[request id ...]`). */
  requestId: "<request id>",
  apiKey: "<API key>",
  proxyManagerToken: "<proxy manager token>",
  wrongApiKey: "<wrong API key>",
  wrongProxyManagerToken: "<wrong proxy manager token>",
} as const;

type Values = Readonly<Record<string, unknown>>;

/** What a failing call must throw: the class name and the whole message. */
export interface ExpectedError {
  readonly name: string;
  readonly message: string;
}

/** How many requests reach the emulator: 0 (refused before sending) or 1 (an error status is never retried). */
interface CountsRequests {
  readonly requests: 0 | 1;
}

/** A resource's inputs through the provider host's `check` (which never sends a request). */
export interface CheckCase {
  readonly kind: "check";
  readonly what: string;
  readonly resource: "ProxyToken" | "ProxyTokenRevocation" | "DataDiffFlags";
  readonly inputs: Values;
  /** The inputs in state, for a change of an existing resource. */
  readonly olds?: Values;
  readonly failures: readonly CheckFailure[];
}

export type DataFunctionName = "getMonitors" | "getQueryLineage" | "getTransformSummaries" | "getProxyTokens";

/** A data function called from a program whose stack config points at the emulator, or is empty. */
export interface FunctionCase extends CountsRequests {
  readonly kind: "function";
  readonly what: string;
  readonly fn: DataFunctionName;
  readonly args: Values;
  readonly stackConfig: "emulator" | "none";
  readonly error: ExpectedError;
}

/** A fault the emulator answers the next matching request with. */
export interface InjectedAnswer {
  readonly path: string;
  readonly status: number;
  readonly body: unknown;
}

/** A client constructed with `options` (and `env: {}`), then `method(...args)` when given. */
export interface ClientCase extends CountsRequests {
  readonly kind: "client";
  readonly what: string;
  readonly client: "DatafoldClient" | "ProxyAdminClient";
  readonly options: Readonly<Record<string, string>>;
  readonly call?: { readonly method: string; readonly args: readonly unknown[] };
  readonly answer?: InjectedAnswer;
  readonly error: ExpectedError;
}

/**
 * A resource through a provider host configured with `stackConfig`: a setting that is missing
 * or malformed fails `check` (so `pulumi preview` fails); one the service refuses fails `create`.
 */
export interface ProviderCase extends CountsRequests {
  readonly kind: "provider";
  /** The lifecycle step that fails: `check` reports the message as its one failure, `create` throws it. */
  readonly failsAt: "check" | "create";
  readonly what: string;
  readonly resource: "ProxyToken" | "ProxyTokenRevocation" | "DataDiffFlags";
  readonly inputs: Values;
  readonly stackConfig: Readonly<Record<string, string>>;
  /** The provider's message, as the engine prints it (the host passes only the message on). */
  readonly message: string;
}

export type BadInputCase = CheckCase | FunctionCase | ClientCase | ProviderCase;

const user = { principalType: "user", principalId: "alice" } as const;
const PROXY_TOKEN_INPUTS = "principalType, principalId, label, expiresInDays, rotateBeforeDays, rotationTriggers, revokeReason, revokeOnDelete, revokeReplacedAfterHours";
const expiresInDays = (got: string): CheckFailure => ({
  property: "expiresInDays",
  reason: `expiresInDays must be a whole number of days from 1 to 36500 (leave it out or set null for a token that never expires); got ${got}.`,
});
const graceHours = (got: string): CheckFailure => ({
  property: "revokeReplacedAfterHours",
  reason:
    "revokeReplacedAfterHours must be a whole number of hours from 1 to 8760 (how long a replaced token keeps working; " +
    `leave it out to revoke it at once); got ${got}.`,
});
const datadiffId = (got: string): CheckFailure => ({
  property: "datadiffId",
  reason: `datadiffId must be the data diff's id, a positive whole number; got ${got}.`,
});

const proxyToken = (what: string, inputs: Values, ...failures: CheckFailure[]): CheckCase => ({
  kind: "check",
  what,
  resource: "ProxyToken",
  inputs,
  failures,
});
const dataDiffFlags = (what: string, inputs: Values, ...failures: CheckFailure[]): CheckCase => ({
  kind: "check",
  what,
  resource: "DataDiffFlags",
  inputs,
  failures,
});
const revocation = (what: string, inputs: Values, ...failures: CheckFailure[]): CheckCase => ({
  kind: "check",
  what,
  resource: "ProxyTokenRevocation",
  inputs,
  failures,
});
const invalidArgument = (message: string): ExpectedError => ({ name: "InvalidArgumentError", message });

const SET_API_KEY = "set it with `pulumi config set --secret datafold:apiKey <value>` or the environment variable DATAFOLD_API_KEY";
const SET_PROXY_MANAGER_TOKEN =
  "set it with `pulumi config set --secret datafold:proxyManagerToken <value>` or the environment variable DATAFOLD_PROXY_MANAGER_TOKEN";
const MISSING_API_KEY = `Missing Datafold API key: ${SET_API_KEY}.`;
const MISSING_PROXY_MANAGER_TOKEN = `Missing SQL proxy manager token: ${SET_PROXY_MANAGER_TOKEN}.`;
/** What a plain script's client says: the constructor option first (no stack config is read). */
const missingInScript = (setting: string, option: string, envVar: string, configSet: string): string =>
  `Missing ${setting}: give the client option ${option}, or set the environment variable ${envVar}, or in a Pulumi stack \`pulumi config set ${configSet} <value>\`.`;

/** A host whose stack config lacks the proxy manager token and has a wrong API key. */
const NO_TOKEN_WRONG_KEY = {
  "datafold:host": PLACEHOLDER.url,
  "datafold:apiKey": PLACEHOLDER.wrongApiKey,
  "datafold:proxyUrl": PLACEHOLDER.url,
};
/** A host whose stack config has a host without a scheme and a wrong proxy manager token. */
const NO_SCHEME_WRONG_TOKEN = {
  "datafold:host": "app.datafold.com",
  "datafold:apiKey": PLACEHOLDER.apiKey,
  "datafold:proxyUrl": PLACEHOLDER.url,
  "datafold:proxyManagerToken": PLACEHOLDER.wrongProxyManagerToken,
};

export const BAD_INPUT_CASES: readonly BadInputCase[] = [
  // ProxyToken inputs
  proxyToken("principal type missing", { principalId: "alice" }, {
    property: "principalType",
    reason: 'principalType is required: set it to "user", "service_principal" or "proxy_manager".',
  }),
  proxyToken("unknown principal type", { principalType: "robot", principalId: "alice" }, {
    property: "principalType",
    reason: 'principalType must be one of "user", "service_principal", "proxy_manager"; got "robot".',
  }),
  proxyToken("principal id missing for a user", { principalType: "user" }, {
    property: "principalId",
    reason: 'principalId is required when principalType is "user": give the user id.',
  }),
  proxyToken("empty principal id", { principalType: "user", principalId: "" }, {
    property: "principalId",
    reason: "principalId must not be empty: give the user id, or the service principal's client id.",
  }),
  proxyToken("principal id containing `/`", { principalType: "user", principalId: "team/alice" }, {
    property: "principalId",
    reason: 'principalId must not contain "/": it is one segment of the API path, a single id.',
  }),
  proxyToken("principal id that is not a string", { principalType: "user", principalId: 42 }, {
    property: "principalId",
    reason: "principalId must be a string: the user id, or the service principal's client id; got 42.",
  }),
  proxyToken("principal id given for the proxy manager", { principalType: "proxy_manager", principalId: "pm" }, {
    property: "principalId",
    reason: 'principalId must not be set when principalType is "proxy_manager": the proxy manager has no id. Remove principalId.',
  }),
  proxyToken("expiry of 0 days", { ...user, expiresInDays: 0 }, expiresInDays("0")),
  proxyToken("negative expiry", { ...user, expiresInDays: -30 }, expiresInDays("-30")),
  proxyToken("fractional expiry", { ...user, expiresInDays: 1.5 }, expiresInDays("1.5")),
  proxyToken("expiry as a string", { ...user, expiresInDays: "30" }, expiresInDays('the string "30" (write the number without quotes)')),
  proxyToken("absurdly large expiry", { ...user, expiresInDays: 1_000_000 }, expiresInDays("1000000")),
  proxyToken("rotation window without expiry", { ...user, rotateBeforeDays: 7 }, {
    property: "rotateBeforeDays",
    reason:
      "rotateBeforeDays needs expiresInDays: a token that never expires has no rotation window. Set expiresInDays or remove rotateBeforeDays.",
  }),
  proxyToken("rotation window as long as the expiry", { ...user, expiresInDays: 30, rotateBeforeDays: 30 }, {
    property: "rotateBeforeDays",
    reason: "rotateBeforeDays (30) must be smaller than expiresInDays (30), or every new token would be inside its rotation window at once.",
  }),
  proxyToken("rotation window longer than the expiry", { ...user, expiresInDays: 7, rotateBeforeDays: 10 }, {
    property: "rotateBeforeDays",
    reason: "rotateBeforeDays (10) must be smaller than expiresInDays (7), or every new token would be inside its rotation window at once.",
  }),
  proxyToken("empty label", { ...user, label: "" }, {
    property: "label",
    reason: 'label must not be empty; leave it out for a label of its own that names the stack and the resource.',
  }),
  proxyToken("label too long", { ...user, label: "x".repeat(256) }, {
    property: "label",
    reason: "label must be at most 255 characters; got 256.",
  }),
  proxyToken("label that is not a string", { ...user, label: 42 }, {
    property: "label",
    reason: "label must be a string; got 42.",
  }),
  proxyToken("rotation trigger value that is a number", { ...user, rotationTriggers: { quarter: 3 } }, {
    property: "rotationTriggers.quarter",
    reason: "rotationTriggers.quarter must be a string: rotationTriggers values are compared as text; convert with String(); got 3.",
  }),
  proxyToken("rotation triggers that are not a map", { ...user, rotationTriggers: "2026-Q4" }, {
    property: "rotationTriggers",
    reason: 'rotationTriggers must be a map of string keys to string values; got the string "2026-Q4".',
  }),
  proxyToken("unknown input (a typo)", { ...user, expireInDays: 30 }, {
    property: "expireInDays",
    reason: `ProxyToken has no input named "expireInDays". Remove it or use one of: ${PROXY_TOKEN_INPUTS}.`,
  }),
  proxyToken("revokeOnDelete that is not a boolean", { ...user, revokeOnDelete: "false" }, {
    property: "revokeOnDelete",
    reason: 'revokeOnDelete must be true or false; got the string "false" (write false without quotes).',
  }),
  proxyToken("grace period of 0 hours", { ...user, revokeReplacedAfterHours: 0 }, graceHours("0")),
  proxyToken("fractional grace period", { ...user, revokeReplacedAfterHours: 1.5 }, graceHours("1.5")),
  proxyToken("grace period longer than a year", { ...user, revokeReplacedAfterHours: 8761 }, graceHours("8761")),
  proxyToken("grace period as a string", { ...user, revokeReplacedAfterHours: "24" }, graceHours('the string "24" (write the number without quotes)')),
  proxyToken("grace period with revokeOnDelete false", { ...user, revokeReplacedAfterHours: 24, revokeOnDelete: false }, {
    property: "revokeReplacedAfterHours",
    reason:
      "revokeReplacedAfterHours needs revokeOnDelete true (the default): with revokeOnDelete false a replaced token is never revoked, " +
      "so there is no grace period to count. Remove revokeOnDelete, or remove revokeReplacedAfterHours.",
  }),

  // DataDiffFlags inputs
  dataDiffFlags("data diff id missing", { archived: true }, {
    property: "datadiffId",
    reason: "datadiffId is required: the id of an existing data diff, e.g. from the Datafold app's URL /datadiffs/<id>.",
  }),
  dataDiffFlags("data diff id 0", { datadiffId: 0, archived: true }, datadiffId("0")),
  dataDiffFlags("negative data diff id", { datadiffId: -101, archived: true }, datadiffId("-101")),
  dataDiffFlags("fractional data diff id", { datadiffId: 101.5, archived: true }, datadiffId("101.5")),
  dataDiffFlags("data diff id that is not a number", { datadiffId: "101", archived: true }, datadiffId('the string "101" (write the number without quotes)')),
  dataDiffFlags("archived that is not a boolean", { datadiffId: 101, archived: "true" }, {
    property: "archived",
    reason: 'archived must be true or false (leave it out to leave the flag as it is); got the string "true" (write true without quotes).',
  }),
  dataDiffFlags("purged that is not a boolean", { datadiffId: 101, purged: 1 }, {
    property: "purged",
    reason: "purged must be true or false (true purges the diff's results for good; leave it out to leave it as it is); got 1.",
  }),
  dataDiffFlags("restoreOnDelete that is not a boolean", { datadiffId: 101, restoreOnDelete: "yes" }, {
    property: "restoreOnDelete",
    reason: 'restoreOnDelete must be true or false (true un-archives the data diff when this resource is deleted); got the string "yes".',
  }),
  dataDiffFlags("unknown input (a typo)", { datadiffId: 101, archive: true }, {
    property: "archive",
    reason: 'DataDiffFlags has no input named "archive". Remove it or use one of: datadiffId, archived, purged, restoreOnDelete.',
  }),
  {
    ...dataDiffFlags("un-purging a purged data diff", { datadiffId: 105, purged: false }, {
      property: "purged",
      reason:
        "purged cannot go from true to false: data diff 105 was purged and its results are deleted for good. " +
        "Set purged back to true (or remove it); to run the comparison again, create a new data diff.",
    }),
    olds: { datadiffId: 105, purged: true, restoreOnDelete: false },
  },

  // ProxyTokenRevocation (principals no ProxyToken case names: the host would refuse a pair)
  revocation("the proxy manager without tokenIds", { principalType: "proxy_manager" }, {
    property: "principalType",
    reason:
      'principalType "proxy_manager" needs tokenIds: the API revokes all tokens at once only for a user or a service ' +
      'principal. List the proxy manager tokens to revoke in tokenIds (getProxyTokens finds them), or use "user" or ' +
      '"service_principal" to revoke every active token of one.',
  }),
  revocation("a token listed twice in tokenIds", { principalType: "service_principal", principalId: "stray-owner", tokenIds: [41, 42, 41] }, {
    property: "tokenIds[2]",
    reason: "tokenIds[2] repeats token 41, already at tokenIds[0]: list each token once.",
  }),

  // Data functions
  {
    kind: "function",
    what: "unknown monitor order",
    fn: "getMonitors",
    args: { orderBy: "owner" },
    stackConfig: "emulator",
    error: invalidArgument(
      'Invalid argument to getMonitors: orderBy must be one of "id", "name", "last_triggered", "last_run", "created_by"; got "owner". ' +
        "Nothing was sent.",
    ),
    requests: 0,
  },
  {
    kind: "function",
    what: "monitor page size 0",
    fn: "getMonitors",
    args: { pageSize: 0 },
    stackConfig: "emulator",
    error: invalidArgument("Invalid argument to getMonitors: pageSize must be 1 or more; got 0. Nothing was sent."),
    requests: 0,
  },
  {
    kind: "function",
    what: "monitor tag containing a comma",
    fn: "getMonitors",
    args: { tags: ["finance,critical"] },
    stackConfig: "emulator",
    error: invalidArgument(
      "Invalid argument to getMonitors: tags[0] must not contain a comma (the API joins tags with commas): give each tag as its own " +
        "element. Nothing was sent.",
    ),
    requests: 0,
  },
  {
    kind: "function",
    what: "empty query fingerprint",
    fn: "getQueryLineage",
    args: { fingerprint: "" },
    stackConfig: "emulator",
    error: invalidArgument("Invalid argument to getQueryLineage: fingerprint must be a non-empty query fingerprint. Nothing was sent."),
    requests: 0,
  },
  {
    kind: "function",
    what: "fractional DMA project id",
    fn: "getTransformSummaries",
    args: { projectId: 2.5 },
    stackConfig: "emulator",
    error: invalidArgument("Invalid argument to getTransformSummaries: projectId must be a positive integer; got 2.5. Nothing was sent."),
    requests: 0,
  },
  {
    kind: "function",
    what: "DMA project id as a string",
    fn: "getTransformSummaries",
    args: { projectId: "2" },
    stackConfig: "emulator",
    error: invalidArgument(
      'Invalid argument to getTransformSummaries: projectId must be a positive integer; got the string "2" (write the number without quotes). ' +
        "Nothing was sent.",
    ),
    requests: 0,
  },
  {
    kind: "function",
    what: "no API key in the stack config or the environment",
    fn: "getMonitors",
    args: {},
    stackConfig: "none",
    error: { name: "MissingConfigurationError", message: MISSING_API_KEY },
    requests: 0,
  },
  {
    kind: "function",
    what: "no proxy manager token in the stack config or the environment",
    fn: "getProxyTokens",
    args: { principalType: "proxy_manager" },
    stackConfig: "none",
    error: { name: "MissingConfigurationError", message: MISSING_PROXY_MANAGER_TOKEN },
    requests: 0,
  },
  {
    kind: "function",
    what: "an empty label filter",
    fn: "getProxyTokens",
    args: { principalType: "proxy_manager", label: "" },
    stackConfig: "emulator",
    error: invalidArgument(
      "Invalid argument to getProxyTokens: label must not be empty: give the label, exactly as the token has it, or leave " +
        "label out. Nothing was sent.",
    ),
    requests: 0,
  },

  // Clients: configuration and the service's answers
  {
    kind: "client",
    what: "no API key anywhere",
    client: "DatafoldClient",
    options: {},
    error: { name: "MissingConfigurationError", message: missingInScript("Datafold API key", "apiKey", "DATAFOLD_API_KEY", "--secret datafold:apiKey") },
    requests: 0,
  },
  {
    kind: "client",
    what: "no proxy manager token anywhere",
    client: "ProxyAdminClient",
    options: { proxyUrl: PLACEHOLDER.url },
    error: {
      name: "MissingConfigurationError",
      message: missingInScript("SQL proxy manager token", "proxyManagerToken", "DATAFOLD_PROXY_MANAGER_TOKEN", "--secret datafold:proxyManagerToken"),
    },
    requests: 0,
  },
  {
    kind: "client",
    what: "no proxy URL anywhere",
    client: "ProxyAdminClient",
    options: { proxyManagerToken: PLACEHOLDER.proxyManagerToken },
    error: {
      name: "MissingConfigurationError",
      message: missingInScript("SQL proxy URL", "proxyUrl", "DATAFOLD_PROXY_URL", "datafold:proxyUrl"),
    },
    requests: 0,
  },
  {
    kind: "client",
    what: "host without a scheme",
    client: "DatafoldClient",
    options: { apiKey: PLACEHOLDER.apiKey, host: "app.datafold.com" },
    error: {
      name: "InvalidConfigurationError",
      message:
        'The Datafold host "app.datafold.com" (from the option host) is not an absolute URL with an http:// or https:// scheme: ' +
        "write it in full, such as https://app.datafold.com, in the option host.",
    },
    requests: 0,
  },
  {
    kind: "client",
    what: "host with a port but without a scheme",
    client: "DatafoldClient",
    options: { apiKey: PLACEHOLDER.apiKey, host: "app.datafold.com:443" },
    error: {
      name: "InvalidConfigurationError",
      message:
        'The Datafold host "app.datafold.com:443" (from the option host) has no http:// or https:// scheme: ' +
        "write it in full, such as https://app.datafold.com:443, in the option host.",
    },
    requests: 0,
  },
  {
    kind: "client",
    what: "fractional data diff id",
    client: "DatafoldClient",
    options: { apiKey: PLACEHOLDER.apiKey, host: PLACEHOLDER.url },
    call: { method: "getDataDiff", args: [101.5] },
    error: invalidArgument("Invalid argument to getDataDiff: datadiffId must be a positive integer; got 101.5. Nothing was sent."),
    requests: 0,
  },
  {
    kind: "client",
    what: "wrong API key",
    client: "DatafoldClient",
    options: { apiKey: PLACEHOLDER.wrongApiKey, host: PLACEHOLDER.url },
    call: { method: "listMonitors", args: [] },
    error: {
      name: "AuthenticationError",
      message:
        `Request failed with status code 401 (Unauthorized): GET <emulator>/api/v1/monitors: Invalid API key. ` +
        "The Datafold API key (from the option apiKey) was rejected as missing, invalid, expired or revoked: check it, or pass another " +
        "as the option apiKey (it takes precedence over datafold:apiKey and DATAFOLD_API_KEY). [request id <request id>]",
    },
    requests: 1,
  },
  {
    kind: "client",
    what: "wrong proxy manager token",
    client: "ProxyAdminClient",
    options: { proxyManagerToken: PLACEHOLDER.wrongProxyManagerToken, proxyUrl: PLACEHOLDER.url },
    call: { method: "listTokens", args: [{ type: "user", id: "alice" }] },
    error: {
      name: "AuthenticationError",
      message:
        "Request failed with status code 401 (Unauthorized): GET <emulator>/admin/users/alice/tokens: Invalid token (UNAUTHORIZED). " +
        "The SQL proxy manager token (from the option proxyManagerToken) was rejected as missing, invalid, expired or revoked: " +
        "check it, or pass another as the option proxyManagerToken (it takes precedence over datafold:proxyManagerToken and " +
        "DATAFOLD_PROXY_MANAGER_TOKEN). [request id <request id>]",
    },
    requests: 1,
  },
  {
    kind: "client",
    what: "un-purging a purged data diff (the service's own 422)",
    client: "DatafoldClient",
    options: { apiKey: PLACEHOLDER.apiKey, host: PLACEHOLDER.url },
    call: { method: "updateDataDiff", args: [105, { purged: false }] },
    error: {
      name: "ValidationError",
      message:
        "Request failed with status code 422 (Unprocessable Entity): PATCH <emulator>/api/v1/datadiffs/105. " +
        "The server rejected: body.purged: Value error, a purged data diff cannot be restored. [request id <request id>]",
    },
    requests: 1,
  },
  {
    kind: "client",
    what: "a 422 listing two problems (injected by the emulator)",
    client: "DatafoldClient",
    options: { apiKey: PLACEHOLDER.apiKey, host: PLACEHOLDER.url },
    call: { method: "listMonitors", args: [{ pageSize: 500 }] },
    answer: {
      path: "/api/v1/monitors",
      status: 422,
      body: {
        detail: [
          { loc: ["query", "page_size"], msg: "Input should be less than or equal to 100", type: "less_than_equal", input: "500" },
          { loc: ["query", "tags", 0], msg: "Unknown tag", type: "value_error", input: "x" },
        ],
      },
    },
    error: {
      name: "ValidationError",
      message:
        "Request failed with status code 422 (Unprocessable Entity): GET <emulator>/api/v1/monitors?page_size=500. " +
        "The server rejected: query.page_size: Input should be less than or equal to 100; query.tags[0]: Unknown tag. [request id <request id>]",
    },
    requests: 1,
  },

  // Resources through a provider host configured with a bad stack config
  {
    kind: "provider",
    failsAt: "check",
    what: "ProxyToken with no proxy manager token in the stack config or the host's environment",
    resource: "ProxyToken",
    inputs: user,
    stackConfig: NO_TOKEN_WRONG_KEY,
    message: MISSING_PROXY_MANAGER_TOKEN,
    requests: 0,
  },
  {
    kind: "provider",
    failsAt: "check",
    what: "ProxyTokenRevocation with no proxy manager token in the stack config or the host's environment",
    resource: "ProxyTokenRevocation",
    // A principal no ProxyToken case names: the host would refuse the pair (one deployment).
    inputs: { principalType: "user", principalId: "leaver", reason: "left the company" },
    stackConfig: NO_TOKEN_WRONG_KEY,
    message: MISSING_PROXY_MANAGER_TOKEN,
    requests: 0,
  },
  {
    kind: "provider",
    failsAt: "create",
    what: "DataDiffFlags create with a wrong API key in the stack config",
    resource: "DataDiffFlags",
    inputs: { datadiffId: 101, archived: true },
    stackConfig: NO_TOKEN_WRONG_KEY,
    message:
      "Request failed with status code 401 (Unauthorized): PATCH <emulator>/api/v1/datadiffs/101: Invalid API key. " +
      "The Datafold API key (from the stack config datafold:apiKey) was rejected as missing, invalid, expired or revoked: " +
      "check it, or set another with `pulumi config set --secret datafold:apiKey <value>`. [request id <request id>]",
    requests: 1,
  },
  {
    kind: "provider",
    failsAt: "check",
    what: "DataDiffFlags with a host without a scheme in the stack config",
    resource: "DataDiffFlags",
    inputs: { datadiffId: 101, archived: true },
    stackConfig: NO_SCHEME_WRONG_TOKEN,
    message:
      'The Datafold host "app.datafold.com" (from the stack config datafold:host) is not an absolute URL with an http:// or https:// ' +
      "scheme: write it in full, such as https://app.datafold.com, in the stack config datafold:host.",
    requests: 0,
  },
  {
    kind: "provider",
    failsAt: "create",
    what: "ProxyToken create with a wrong proxy manager token in the stack config",
    resource: "ProxyToken",
    inputs: user,
    stackConfig: NO_SCHEME_WRONG_TOKEN,
    message:
      // create lists the principal's tokens before it POSTs (to reconcile an interrupted create), so the GET is refused.
      "Request failed with status code 401 (Unauthorized): GET <emulator>/admin/users/alice/tokens: Invalid token (UNAUTHORIZED). " +
      "The SQL proxy manager token (from the stack config datafold:proxyManagerToken) was rejected as missing, invalid, expired " +
      "or revoked: check it, or set another with `pulumi config set --secret datafold:proxyManagerToken <value>`. [request id <request id>]",
    requests: 1,
  },
];

/** A value as a reader would write it in a program: `{ principalType: "user", label: "x…" (256 characters) }`. */
export function showValue(value: unknown): string {
  if (typeof value === "string") {
    return value.length > 40 ? `${JSON.stringify(value.slice(0, 3) + "…")} (${value.length} characters)` : JSON.stringify(value);
  }
  if (Array.isArray(value)) return `[${value.map(showValue).join(", ")}]`;
  if (value !== null && typeof value === "object") {
    const entries = Object.entries(value).map(([key, item]) => `${key}: ${showValue(item)}`);
    return entries.length === 0 ? "{}" : `{ ${entries.join(", ")} }`;
  }
  return String(value);
}

/** Placeholders stay unquoted, so the table never looks as if it held a credential. */
function showSetting(value: string): string {
  return Object.values(PLACEHOLDER).includes(value as never) ? value : JSON.stringify(value);
}

function showSettings(settings: Readonly<Record<string, string>>, ...more: string[]): string {
  const entries = [...Object.entries(settings).map(([key, value]) => `${key}: ${showSetting(value)}`), ...more];
  return entries.length === 0 ? "{}" : `{ ${entries.join(", ")} }`;
}

function tried(badInput: BadInputCase): string {
  switch (badInput.kind) {
    case "check":
      return (
        `${badInput.resource}: ${badInput.what}: \`${showValue(badInput.inputs)}\`` +
        (badInput.olds ? ` (state: \`${showValue(badInput.olds)}\`)` : "")
      );
    case "function":
      return (
        `${badInput.what}: \`${badInput.fn}(${showValue(badInput.args)})\`` +
        (badInput.stackConfig === "none" ? " with an empty stack config and no DATAFOLD_* variable" : "")
      );
    case "client": {
      const call = badInput.call ? `.${badInput.call.method}(${badInput.call.args.map(showValue).join(", ")})` : "";
      const answer = badInput.answer ? `, answered ${badInput.answer.status} \`${JSON.stringify(badInput.answer.body)}\`` : "";
      return `${badInput.what}: \`new ${badInput.client}(${showSettings(badInput.options, "env: {}")})${call}\`${answer}`;
    }
    case "provider":
      return `${badInput.what}: \`${showValue(badInput.inputs)}\`, stack config \`${showSettings(badInput.stackConfig)}\``;
  }
}

function observed(badInput: BadInputCase): string {
  const requests = badInput.kind === "check" || badInput.requests === 0 ? ", before any request" : ", after one request (not retried)";
  switch (badInput.kind) {
    case "check":
      return badInput.failures.map((f) => `check failure on \`${f.property}\`: "${f.reason}"`).join("; ") + requests;
    case "function":
    case "client":
      return `${badInput.error.name}: "${badInput.error.message}"${requests}`;
    case "provider":
      return badInput.failsAt === "check"
        ? `check failure (no property named): "${badInput.message}"${requests}`
        : `create fails with "${badInput.message}"${requests}`;
  }
}

export const BAD_INPUT_TABLE: ReliabilityTable = {
  title: "Bad inputs",
  method:
    "Each input goes where a user's would: resource inputs through the real provider host's `check` (a bad stack config through `check`, " +
    "or `create` when the service refuses it), data functions through their public interface, settings and calls through the clients, against the emulator. The " +
    "test asserts each failure's property and reason, or the error's class and whole message (the emulator's URL and request id " +
    "shown as placeholders), how many requests the emulator's log shows (none where a row says \"before any request\"), and that " +
    "no credential appears in any error.",
  testFile: "test/reliability/bad-input.test.ts",
  rows: BAD_INPUT_CASES.map((badInput) => ({ tried: tried(badInput), observed: observed(badInput) })),
};
