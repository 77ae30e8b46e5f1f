/**
 * The comparison point of the state-size benchmark: a ProxyToken dynamic provider written
 * the conventional way, as the public Pulumi examples write them. The provider object and
 * every helper it calls are plain functions in the program, so the SDK's closure serializer
 * copies all of their code into `__provider`, in every resource's inputs and outputs.
 *
 * It has the features of the package's provider (src/provider/tokens/proxy-token-provider.ts):
 * input checks with one failure per property, replacement on token-shaping changes and on
 * expiry, a create that lists first and revokes the orphan of an interrupted POST, refresh
 * that notices revoked, expired and vanished tokens, delete with a reason, retries with
 * backoff and Retry-After, timeouts and redacted errors. It cannot reuse the package's
 * modules: closure serialization cannot carry zod schemas (zod 4 binds native functions),
 * so conventional providers validate by hand. It talks HTTP with Node's fetch, which needs
 * nothing from node_modules. The benchmark checks it really works through the provider host.
 */
import type * as pulumi from "@pulumi/pulumi";

type Props = Record<string, unknown>;
interface Failure {
  property: string;
  reason: string;
}
interface Principal {
  type: string;
  id?: string;
}
interface ApiToken {
  id: number;
  prefix: string;
  token_type: string;
  label: string;
  status: string;
  use_count: number;
  created_at: string;
  expires_at: string | null;
  last_used_at: string | null;
  revoked_at?: string | null;
  revoked_reason?: string | null;
  token?: string;
}

const DAY_MS = 86_400_000;
const DEFAULT_LABEL = "API created";
const DEFAULT_REVOKE_REASON = "Revoked by Pulumi: the ProxyToken resource was replaced or deleted";
const PRINCIPAL_TYPES = ["user", "service_principal", "proxy_manager"];
const SEGMENTS: Record<string, string> = { user: "users", service_principal: "service-principals", proxy_manager: "proxy-manager" };
const SHAPING = ["principalType", "principalId", "label", "expiresInDays", "rotationTriggers"];
const STATE_ONLY = ["rotateBeforeDays", "revokeReason", "revokeOnDelete"];
const RETRY_STATUSES = [429, 502, 503, 504];

const settings = { proxyUrl: "", token: "", timeoutMs: 30_000 };

// Not named like the provider methods: the serializer would take a method's own name for it.
function applyConfig(config: { get(key: string): unknown }): void {
  const read = (key: string, env: string) => {
    const value = config.get(`datafold:${key}`);
    return typeof value === "string" && value !== "" ? value : (process.env[env] ?? "");
  };
  settings.proxyUrl = read("proxyUrl", "DATAFOLD_PROXY_URL").replace(/\/+$/, "");
  settings.token = read("proxyManagerToken", "DATAFOLD_PROXY_MANAGER_TOKEN");
  const timeout = Number(read("timeoutMs", "DATAFOLD_TIMEOUT_MS"));
  if (Number.isInteger(timeout) && timeout > 0) settings.timeoutMs = timeout;
  if (settings.proxyUrl === "") throw new Error("Set datafold:proxyUrl (or DATAFOLD_PROXY_URL) to the SQL proxy's address.");
  if (settings.token === "") throw new Error("Set datafold:proxyManagerToken (secret) or DATAFOLD_PROXY_MANAGER_TOKEN.");
}

function redact(text: string): string {
  return settings.token === "" ? text : text.split(settings.token).join("[redacted]");
}

class ApiError extends Error {
  constructor(
    message: string,
    readonly status: number | undefined,
    readonly ambiguous: boolean,
  ) {
    super(redact(message));
  }
}

async function api(method: string, path: string, body?: unknown): Promise<unknown> {
  const url = `${settings.proxyUrl}${path}`;
  const idempotent = method !== "POST";
  for (let attempt = 0; ; attempt++) {
    let response: Response;
    try {
      response = await fetch(url, {
        method,
        headers: { authorization: `Bearer ${settings.token}`, accept: "application/json", "content-type": "application/json" },
        body: body === undefined ? undefined : JSON.stringify(body),
        signal: AbortSignal.timeout(settings.timeoutMs),
      });
    } catch (error) {
      if (idempotent && attempt < 3) {
        await pause(attempt, undefined);
        continue;
      }
      throw new ApiError(`${method} ${url} failed: ${(error as Error).message}`, undefined, !idempotent);
    }
    const text = await response.text();
    if (response.ok) return text === "" ? undefined : unwrap(JSON.parse(text));
    if (RETRY_STATUSES.includes(response.status) && (idempotent || response.status === 429) && attempt < 3) {
      await pause(attempt, response.headers.get("retry-after"));
      continue;
    }
    let detail = text.slice(0, 300);
    try {
      const parsed = JSON.parse(text) as { message?: string; error_code?: string };
      detail = `${parsed.error_code ?? "error"}: ${parsed.message ?? ""}`;
    } catch {
      // not JSON: keep the text
    }
    throw new ApiError(`${method} ${url} answered ${response.status} (${detail})`, response.status, !idempotent && response.status >= 500);
  }
}

function unwrap(body: unknown): unknown {
  return body !== null && typeof body === "object" && !Array.isArray(body) && "data" in body ? (body as { data: unknown }).data : body;
}

async function pause(attempt: number, retryAfter: string | null | undefined): Promise<void> {
  const seconds = Number(retryAfter);
  const ms = Number.isFinite(seconds) && seconds >= 0 ? seconds * 1000 : Math.min(200 * 2 ** attempt, 5_000) * (0.5 + Math.random() / 2);
  await new Promise((resolve) => setTimeout(resolve, ms));
}

function basePath(principal: Principal): string {
  const segment = SEGMENTS[principal.type];
  return principal.type === "proxy_manager" ? `/admin/${segment}/tokens` : `/admin/${segment}/${encodeURIComponent(principal.id ?? "")}/tokens`;
}

function principalOf(props: Props): Principal {
  return props.principalType === "proxy_manager" ? { type: "proxy_manager" } : { type: String(props.principalType), id: String(props.principalId) };
}

function tokenIdOf(id: string): { principal: Principal; tokenId: number } {
  const parts = id.split("/");
  const tokenId = Number(parts[parts.length - 1]);
  const type = Object.keys(SEGMENTS).find((key) => SEGMENTS[key] === parts[0]);
  if (type === undefined || !Number.isInteger(tokenId) || tokenId <= 0 || parts.length !== (type === "proxy_manager" ? 2 : 3)) {
    throw new Error(`"${id}" is not a ProxyToken id`);
  }
  return { principal: type === "proxy_manager" ? { type } : { type, id: parts[1] }, tokenId };
}

function isUnknown(value: unknown): boolean {
  return value === "04da6b54-80e4-46f7-96ec-b56ff0331ba9";
}

function wholeDays(property: string, value: unknown, failures: Failure[]): void {
  if (typeof value !== "number" || !Number.isInteger(value) || value < 1 || value > 36_500) {
    failures.push({ property, reason: `${property} must be a whole number of days from 1 to 36500; got ${JSON.stringify(value)}.` });
  }
}

function checkInputs(news: Props): { inputs: Props; failures: Failure[] } {
  const failures: Failure[] = [];
  const inputs: Props = {};
  const known = [...SHAPING, ...STATE_ONLY];
  for (const [property, value] of Object.entries(news)) {
    if (property === "__provider" || value === undefined || value === null) continue;
    if (!known.includes(property)) failures.push({ property, reason: `ProxyToken has no input named "${property}".` });
    else inputs[property] = value;
  }
  const type = inputs.principalType;
  if (type === undefined) failures.push({ property: "principalType", reason: 'Set principalType to "user", "service_principal" or "proxy_manager".' });
  else if (!isUnknown(type) && !PRINCIPAL_TYPES.includes(String(type))) failures.push({ property: "principalType", reason: `principalType must be one of ${PRINCIPAL_TYPES.join(", ")}.` });
  const id = inputs.principalId;
  if (type === "proxy_manager" && id !== undefined) failures.push({ property: "principalId", reason: "principalId must not be set for the proxy manager." });
  if ((type === "user" || type === "service_principal") && id === undefined) failures.push({ property: "principalId", reason: `principalId is required for a ${type}.` });
  if (id !== undefined && !isUnknown(id) && (typeof id !== "string" || id.trim() === "" || id.includes("/"))) {
    failures.push({ property: "principalId", reason: "principalId must be a non-empty string without \"/\"." });
  }
  const label = inputs.label;
  if (label !== undefined && !isUnknown(label) && (typeof label !== "string" || label.length < 1 || label.length > 255)) {
    failures.push({ property: "label", reason: "label must be a string of 1 to 255 characters." });
  }
  for (const property of ["expiresInDays", "rotateBeforeDays"]) {
    if (inputs[property] !== undefined && !isUnknown(inputs[property])) wholeDays(property, inputs[property], failures);
  }
  const triggers = inputs.rotationTriggers;
  if (triggers !== undefined && !isUnknown(triggers) && (typeof triggers !== "object" || Object.values(triggers as object).some((v) => typeof v !== "string"))) {
    failures.push({ property: "rotationTriggers", reason: "rotationTriggers must map string keys to string values." });
  }
  const reason = inputs.revokeReason;
  if (reason !== undefined && !isUnknown(reason) && (typeof reason !== "string" || reason.length > 1000)) {
    failures.push({ property: "revokeReason", reason: "revokeReason must be a string of at most 1000 characters." });
  }
  if (inputs.revokeOnDelete !== undefined && !isUnknown(inputs.revokeOnDelete) && typeof inputs.revokeOnDelete !== "boolean") {
    failures.push({ property: "revokeOnDelete", reason: "revokeOnDelete must be true or false." });
  }
  if (inputs.rotateBeforeDays !== undefined && inputs.expiresInDays === undefined) {
    failures.push({ property: "rotateBeforeDays", reason: "rotateBeforeDays needs expiresInDays." });
  } else if (typeof inputs.rotateBeforeDays === "number" && typeof inputs.expiresInDays === "number" && inputs.rotateBeforeDays >= inputs.expiresInDays) {
    failures.push({ property: "rotateBeforeDays", reason: "rotateBeforeDays must be smaller than expiresInDays." });
  }
  inputs.label ??= DEFAULT_LABEL;
  inputs.revokeOnDelete ??= true;
  return { inputs, failures };
}

function canonical(value: unknown): string {
  if (value === null || typeof value !== "object") return JSON.stringify(value ?? null);
  if (Array.isArray(value)) return `[${value.map(canonical).join(",")}]`;
  return `{${Object.keys(value).sort().map((key) => `${JSON.stringify(key)}:${canonical((value as Props)[key])}`).join(",")}}`;
}

function same(old: unknown, next: unknown): boolean {
  return !isUnknown(next) && canonical(old) === canonical(next);
}

function lifetimeReplacement(olds: Props, news: Props): string | undefined {
  if (olds.status === "revoked" || olds.status === "expired") return "status";
  const expiresAt = typeof olds.expiresAt === "string" ? Date.parse(olds.expiresAt) : NaN;
  if (Number.isNaN(expiresAt)) return undefined;
  const checkedAt = typeof olds.checkedAt === "string" ? Date.parse(olds.checkedAt) : NaN;
  const now = Number.isNaN(checkedAt) ? Date.now() : Math.max(Date.now(), checkedAt);
  if (expiresAt <= now) return "status";
  const window = news.rotateBeforeDays;
  return typeof window === "number" && expiresAt - now <= window * DAY_MS ? "expiresAt" : undefined;
}

function outputs(inputs: Props, token: ApiToken, secret: string | null): Props {
  const state: Props = {};
  for (const key of [...SHAPING, ...STATE_ONLY]) if (inputs[key] !== undefined && inputs[key] !== null) state[key] = inputs[key];
  return {
    ...state,
    tokenId: token.id,
    token: secret,
    prefix: token.prefix,
    tokenType: token.token_type,
    status: token.status,
    useCount: token.use_count,
    createdAt: token.created_at,
    expiresAt: token.expires_at,
    lastUsedAt: token.last_used_at,
    revokedAt: token.revoked_at ?? null,
    revokedReason: token.revoked_reason ?? null,
    checkedAt: new Date().toISOString(),
  };
}

async function listTokens(principal: Principal): Promise<ApiToken[]> {
  const body = await api("GET", basePath(principal));
  return (Array.isArray(body) ? body : ((body as { tokens?: ApiToken[] }).tokens ?? [])) as ApiToken[];
}

/** Lists first, so that the orphan of a POST whose answer was lost can be found and revoked. */
async function createReconciled(principal: Principal, label: string, expiresInDays: number | undefined): Promise<ApiToken> {
  for (let attempt = 1; ; attempt++) {
    const before = new Set((await listTokens(principal)).map((token) => token.id));
    const startedAt = Date.now();
    try {
      return (await api("POST", basePath(principal), { label, ...(expiresInDays === undefined ? {} : { expires_in_days: expiresInDays }) })) as ApiToken;
    } catch (error) {
      if (!(error instanceof ApiError) || !error.ambiguous || attempt >= 3) throw error;
      for (const token of await listTokens(principal)) {
        if (!before.has(token.id) && token.label === label && Date.parse(token.created_at) >= startedAt - 2_000) {
          await api("DELETE", `${basePath(principal)}/${token.id}`, { reason: "Orphan of an interrupted create" });
        }
      }
    }
  }
}

export const conventionalProxyTokenProvider: pulumi.dynamic.ResourceProvider = {
  async configure(req) {
    applyConfig(req.config);
  },
  async check(_olds, news) {
    return checkInputs(news);
  },
  async diff(_id, olds, news) {
    const replaces = SHAPING.filter((key) => !same(olds[key], news[key]));
    const lifetime = replaces.length === 0 ? lifetimeReplacement(olds, news) : undefined;
    if (lifetime !== undefined) replaces.push(lifetime);
    const changes = replaces.length > 0 || STATE_ONLY.some((key) => !same(olds[key], news[key]));
    return { changes, replaces, deleteBeforeReplace: false };
  },
  async create(inputs) {
    const principal = principalOf(inputs);
    const expires = typeof inputs.expiresInDays === "number" ? inputs.expiresInDays : undefined;
    const token = await createReconciled(principal, String(inputs.label), expires);
    const id = principal.type === "proxy_manager" ? `${SEGMENTS.proxy_manager}/${token.id}` : `${SEGMENTS[principal.type]}/${principal.id}/${token.id}`;
    return { id, outs: outputs(inputs, token, token.token ?? null) };
  },
  async read(id, props) {
    const { principal, tokenId } = tokenIdOf(id);
    try {
      const token = (await api("GET", `${basePath(principal)}/${tokenId}`)) as ApiToken;
      return { id, props: outputs(props, token, typeof props.token === "string" ? props.token : null) };
    } catch (error) {
      if (error instanceof ApiError && error.status === 404) return {};
      throw error;
    }
  },
  async update(_id, olds, news) {
    const outs: Props = { ...olds };
    for (const key of STATE_ONLY) {
      if (news[key] === undefined || news[key] === null) delete outs[key];
      else outs[key] = news[key];
    }
    return { outs };
  },
  async delete(id, props) {
    if (props.revokeOnDelete === false) return;
    const { principal, tokenId } = tokenIdOf(id);
    try {
      await api("DELETE", `${basePath(principal)}/${tokenId}`, { reason: typeof props.revokeReason === "string" ? props.revokeReason : DEFAULT_REVOKE_REASON });
    } catch (error) {
      if (!(error instanceof ApiError && error.status === 404)) throw error;
    }
  },
};
