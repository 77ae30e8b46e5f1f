import type { EnforcementLevel, ReportViolation, ResourceValidationArgs, ResourceValidationPolicy } from "@pulumi/policy";
import { describeValue } from "../core/describe-value";
import { MAX_EXPIRES_IN_DAYS } from "../provider/tokens/proxy-token-inputs";
import type { ProxyTokenCheckedInputs as ProxyTokenInputs } from "../resources/generated/proxy-token";
import { checkDays, configSchema, withLevels } from "./policy-options";
import { isProxyToken, readProxyTokenInputs, type ReadInputs } from "./proxy-token-resources";

/** The name of each policy, as the policy pack config file and the CLI's report name it. */
export type ProxyTokenPolicyName =
  | "datafold-proxy-token-max-lifetime"
  | "datafold-proxy-token-early-rotation"
  | "datafold-proxy-token-revoke-reason"
  | "datafold-proxy-token-kept-only-with-expiry";

/** Defaults a policy pack can give the policies in code; the pack's config file still overrides them. */
export interface ProxyTokenPolicyOptions {
  /**
   * The longest lifetime a token may have, in whole days (1 to 36500): `expiresInDays` must be
   * set and at most this. Default 90. Config key `maxExpiresInDays` of
   * `datafold-proxy-token-max-lifetime`.
   */
  readonly maxExpiresInDays?: number;
  /**
   * A token whose `expiresInDays` is more than this many whole days (1 to 36500) must set
   * `rotateBeforeDays`. Default 30. Config key `requireRotationOverDays` of
   * `datafold-proxy-token-early-rotation`.
   */
  readonly requireRotationOverDays?: number;
  /**
   * The enforcement level of each policy by name, where it should differ from the default:
   * `mandatory` for all but `datafold-proxy-token-revoke-reason`, which is `advisory`
   * (without it the token is still revoked with a default reason that names pulumi-datafold).
   */
  readonly enforcementLevels?: Readonly<Partial<Record<ProxyTokenPolicyName, EnforcementLevel>>>;
}

const DEFAULT_MAX_EXPIRES_IN_DAYS = 90;
const DEFAULT_REQUIRE_ROTATION_OVER_DAYS = 30;

/** The input names the messages use: the provider's own (a rename there fails to compile here). */
const input = <K extends keyof ProxyTokenInputs>(name: K): K => name;
const EXPIRES = input("expiresInDays");
const ROTATE = input("rotateBeforeDays");
const REASON = input("revokeReason");
const REVOKE_ON_DELETE = input("revokeOnDelete");

/** A whole number of days, as the config schema and the options take it. */
const daysSchema = (description: string, defaultDays: number) => ({
  type: "integer" as const,
  minimum: 1,
  maximum: MAX_EXPIRES_IN_DAYS,
  default: defaultDays,
  description,
});

/**
 * One policy's check of one ProxyToken: its inputs as the provider reads them, the policy's
 * config, and where to report. Resources of other types never reach it.
 */
type ProxyTokenRule<C> = (read: ReadInputs, config: C, report: ReportViolation) => void;

/** Runs `rule` on ProxyTokens only; other resources (dynamic ones included) are not its concern. */
function forProxyTokens<C extends object>(rule: ProxyTokenRule<C>): (args: ResourceValidationArgs, report: ReportViolation) => void {
  return (args, report) => {
    if (!isProxyToken(args)) return;
    rule(readProxyTokenInputs(args.props), args.getConfig<C>(), report);
  };
}

/** The days a config value gives, or the pack's default when the engine passed none. */
function days(value: unknown, fallback: number): number {
  return typeof value === "number" ? value : fallback;
}

/** `expiresInDays` as a rule sees it: a number, "never" (not set or null), or undefined when it cannot be known. */
function expiry(read: ReadInputs): number | "never" | undefined {
  if (read.unknown.has(EXPIRES) || read.invalid.has(EXPIRES)) return undefined;
  return read.inputs.expiresInDays ?? "never";
}

const maxLifetime = (fallback: number): ProxyTokenRule<{ maxExpiresInDays?: number }> => (read, config, report) => {
  const max = days(config.maxExpiresInDays, fallback);
  const expires = expiry(read);
  if (expires === "never") {
    report(`${EXPIRES} is not set, so the token never expires. Set ${EXPIRES} to ${max} or less (this policy's maxExpiresInDays).`);
  } else if (expires !== undefined && expires > max) {
    report(`${EXPIRES} is ${expires}, more than the ${max} days this policy allows (maxExpiresInDays). Set ${EXPIRES} to ${max} or less.`);
  }
};

const earlyRotation = (fallback: number): ProxyTokenRule<{ requireRotationOverDays?: number }> => (read, config, report) => {
  const over = days(config.requireRotationOverDays, fallback);
  const expires = expiry(read);
  const rotates = ROTATE in read.inputs || read.unknown.has(ROTATE) || read.invalid.has(ROTATE);
  if (typeof expires === "number" && expires > over && !rotates) {
    report(
      `${EXPIRES} is ${expires}, more than ${over} days (this policy's requireRotationOverDays), and ${ROTATE} is not set: ` +
        `the token would stop working at its expiry. Set ${ROTATE} to a number of days smaller than ${EXPIRES}: ` +
        "`pulumi up` then replaces the token that long before it expires.",
    );
  }
};

const revokeReason: ProxyTokenRule<object> = (read, _config, report) => {
  if (read.unknown.has(REASON) || read.invalid.has(REASON)) return;
  const reason = read.inputs.revokeReason;
  if (reason === undefined || reason.trim() === "") {
    report(
      `${REASON} is ${reason === undefined ? "not set" : `${describeValue(reason, "text")}, blank`}: when Pulumi revokes this token, ` +
        `the audit log shows only pulumi-datafold's default reason. Set ${REASON} to why the token is revoked, ` +
        `such as "rotated by the <project> stack".`,
    );
  }
};

const keptOnlyWithExpiry: ProxyTokenRule<object> = (read, _config, report) => {
  if (read.inputs.revokeOnDelete === false && expiry(read) === "never") {
    report(
      `${REVOKE_ON_DELETE} is false and ${EXPIRES} is not set: once the resource is deleted or replaced, the token ` +
        `would stay valid for good with nothing managing it. Set ${EXPIRES}, or remove ${REVOKE_ON_DELETE}.`,
    );
  }
};

/**
 * The policies of `ProxyToken` hygiene, for a `PolicyPack` of `@pulumi/policy`:
 *
 * - `datafold-proxy-token-max-lifetime` (mandatory): `expiresInDays` is set and at most
 *   `maxExpiresInDays` (default 90); a token that never expires fails.
 * - `datafold-proxy-token-early-rotation` (mandatory): a token whose `expiresInDays` is more
 *   than `requireRotationOverDays` (default 30) sets `rotateBeforeDays`.
 * - `datafold-proxy-token-revoke-reason` (advisory): `revokeReason` is set.
 * - `datafold-proxy-token-kept-only-with-expiry` (mandatory): `revokeOnDelete: false` only
 *   with `expiresInDays`.
 *
 * Each applies to `ProxyToken` resources only, of either route (`PROXY_TOKEN_TYPE` of the
 * TypeScript dynamic resource, `PLUGIN_PROXY_TOKEN_TYPE` of the plugin that Python, Go and YAML
 * programs use), reads their inputs with the provider's own rules, and names the input to
 * change in its message. An input whose value is not known during a preview is not judged
 * then; `pulumi up` judges it before the token is created. The numbers and each policy's
 * enforcement level can be changed in the policy pack's config file (`--policy-pack-config`),
 * by policy name; `options` changes the defaults in code.
 *
 * @example
 * // index.ts of a policy pack
 * import { PolicyPack } from "@pulumi/policy";
 * import { proxyTokenPolicies } from "pulumi-datafold/policy";
 *
 * new PolicyPack("datafold-token-hygiene", { policies: proxyTokenPolicies() });
 */
export function proxyTokenPolicies(options: ProxyTokenPolicyOptions = {}): ResourceValidationPolicy[] {
  checkDays("maxExpiresInDays", options.maxExpiresInDays);
  checkDays("requireRotationOverDays", options.requireRotationOverDays);
  const maxDays = options.maxExpiresInDays ?? DEFAULT_MAX_EXPIRES_IN_DAYS;
  const rotationDays = options.requireRotationOverDays ?? DEFAULT_REQUIRE_ROTATION_OVER_DAYS;
  const policies: (ResourceValidationPolicy & { name: ProxyTokenPolicyName })[] = [
    {
      name: "datafold-proxy-token-max-lifetime",
      description: `Every ProxyToken expires: expiresInDays is set and at most maxExpiresInDays.`,
      enforcementLevel: "mandatory",
      configSchema: configSchema({ maxExpiresInDays: daysSchema("The longest lifetime a ProxyToken may have, in days.", maxDays) }),
      validateResource: forProxyTokens(maxLifetime(maxDays)),
    },
    {
      name: "datafold-proxy-token-early-rotation",
      description: "A ProxyToken that lives longer than requireRotationOverDays sets rotateBeforeDays, so that it is replaced before it expires.",
      enforcementLevel: "mandatory",
      configSchema: configSchema({
        requireRotationOverDays: daysSchema("ProxyTokens whose expiresInDays is more than this must set rotateBeforeDays.", rotationDays),
      }),
      validateResource: forProxyTokens(earlyRotation(rotationDays)),
    },
    {
      name: "datafold-proxy-token-revoke-reason",
      description: "A ProxyToken sets revokeReason, so that the audit log says why it was revoked.",
      enforcementLevel: "advisory",
      validateResource: forProxyTokens(revokeReason),
    },
    {
      name: "datafold-proxy-token-kept-only-with-expiry",
      description: "A ProxyToken left valid after its deletion (revokeOnDelete: false) has an expiry.",
      enforcementLevel: "mandatory",
      validateResource: forProxyTokens(keptOnlyWithExpiry),
    },
  ];
  return withLevels("proxyTokenPolicies", policies, options.enforcementLevels);
}
