/**
 * Each ProxyToken policy, called as the analyzer of `@pulumi/policy` calls it: `props` is the
 * library's own unknown-checking proxy over the inputs the engine sends (unknown values as the
 * engine's sentinel), and `getConfig` gives what the pack's config file set.
 */
import type { ResourceValidationPolicy } from "@pulumi/policy";
import { reportedViolations } from "../../tools/harness/policy-call";
import { UNKNOWN_VALUE } from "../kit/unknown-value";
import { isProxyToken, PROXY_TOKEN_TYPE, proxyTokenPolicies, type ProxyTokenPolicyName } from "../policy";

const COMPLIANT = {
  principalType: "service_principal",
  principalId: "dbt-prod",
  label: "dbt production",
  expiresInDays: 90,
  rotateBeforeDays: 14,
  revokeReason: "rotated by the data-platform stack",
  revokeOnDelete: true,
};

/** The messages one policy reports for a resource of `type` with these inputs and config. */
function violations(
  name: ProxyTokenPolicyName,
  props: Record<string, unknown>,
  { config = {}, type = PROXY_TOKEN_TYPE, policies = proxyTokenPolicies() }: { config?: object; type?: string; policies?: ResourceValidationPolicy[] } = {},
): string[] {
  const policy = policies.find((p) => p.name === name)!;
  return reportedViolations(policy, type, "res", props, config);
}

const NAMES: ProxyTokenPolicyName[] = [
  "datafold-proxy-token-max-lifetime",
  "datafold-proxy-token-early-rotation",
  "datafold-proxy-token-revoke-reason",
  "datafold-proxy-token-kept-only-with-expiry",
];

test("four policies, with the documented default levels and config schemas", () => {
  const policies = proxyTokenPolicies();
  expect(policies.map((p) => [p.name, p.enforcementLevel])).toEqual([
    ["datafold-proxy-token-max-lifetime", "mandatory"],
    ["datafold-proxy-token-early-rotation", "mandatory"],
    ["datafold-proxy-token-revoke-reason", "advisory"],
    ["datafold-proxy-token-kept-only-with-expiry", "mandatory"],
  ]);
  expect(policies[0]!.configSchema!.properties.maxExpiresInDays).toMatchObject({ type: "integer", default: 90, minimum: 1, maximum: 36500 });
  expect(policies[1]!.configSchema!.properties.requireRotationOverDays).toMatchObject({ type: "integer", default: 30 });
});

test.each(NAMES)("%s: a compliant token passes", (name) => {
  expect(violations(name, COMPLIANT)).toEqual([]);
});

describe("datafold-proxy-token-max-lifetime", () => {
  const name = "datafold-proxy-token-max-lifetime";

  test.each([
    ["left out", (({ expiresInDays: _e, rotateBeforeDays: _r, ...rest }) => rest)(COMPLIANT)],
    ["null", { ...COMPLIANT, expiresInDays: null, rotateBeforeDays: null }],
  ])("a token that never expires (expiresInDays %s) fails, and the message says what to set", (_how, props) => {
    expect(violations(name, props)).toEqual([
      "expiresInDays is not set, so the token never expires. Set expiresInDays to 90 or less (this policy's maxExpiresInDays).",
    ]);
  });

  test("more days than the maximum fail; the maximum itself passes", () => {
    expect(violations(name, { ...COMPLIANT, expiresInDays: 91 })).toEqual([
      "expiresInDays is 91, more than the 90 days this policy allows (maxExpiresInDays). Set expiresInDays to 90 or less.",
    ]);
    expect(violations(name, { ...COMPLIANT, expiresInDays: 90 })).toEqual([]);
  });

  test("maxExpiresInDays from the config file wins over the default, and over the pack's option", () => {
    expect(violations(name, { ...COMPLIANT, expiresInDays: 60 }, { config: { maxExpiresInDays: 30 } })).toEqual([
      "expiresInDays is 60, more than the 30 days this policy allows (maxExpiresInDays). Set expiresInDays to 30 or less.",
    ]);
    const policies = proxyTokenPolicies({ maxExpiresInDays: 30 });
    expect(violations(name, { ...COMPLIANT, expiresInDays: 60 }, { policies })).toHaveLength(1);
    expect(policies[0]!.configSchema!.properties.maxExpiresInDays).toMatchObject({ default: 30 });
    expect(violations(name, { ...COMPLIANT, expiresInDays: 60 }, { policies, config: { maxExpiresInDays: 60 } })).toEqual([]);
  });

  test("an expiry not known during preview is not judged then (up judges it)", () => {
    expect(violations(name, { ...COMPLIANT, expiresInDays: UNKNOWN_VALUE })).toEqual([]);
  });

  test("an expiry the provider refuses is left to the provider's check, which names it", () => {
    expect(violations(name, { ...COMPLIANT, expiresInDays: "ninety" })).toEqual([]);
  });
});

describe("datafold-proxy-token-early-rotation", () => {
  const name = "datafold-proxy-token-early-rotation";
  const noRotation = (({ rotateBeforeDays: _r, ...rest }) => rest)(COMPLIANT);

  test("a token living longer than requireRotationOverDays without rotateBeforeDays fails", () => {
    expect(violations(name, { ...noRotation, expiresInDays: 31 })).toEqual([
      "expiresInDays is 31, more than 30 days (this policy's requireRotationOverDays), and rotateBeforeDays is not set: " +
        "the token would stop working at its expiry. Set rotateBeforeDays to a number of days smaller than expiresInDays: " +
        "`pulumi up` then replaces the token that long before it expires.",
    ]);
  });

  test("up to requireRotationOverDays, and for tokens that never expire, it does not apply", () => {
    expect(violations(name, { ...noRotation, expiresInDays: 30 })).toEqual([]);
    expect(violations(name, { ...noRotation, expiresInDays: null })).toEqual([]);
  });

  test("the number comes from the config file", () => {
    expect(violations(name, { ...noRotation, expiresInDays: 14 }, { config: { requireRotationOverDays: 7 } })).toHaveLength(1);
    expect(violations(name, { ...noRotation, expiresInDays: 60 }, { config: { requireRotationOverDays: 60 } })).toEqual([]);
  });

  test("rotateBeforeDays or expiresInDays unknown during preview: not judged", () => {
    expect(violations(name, { ...COMPLIANT, rotateBeforeDays: UNKNOWN_VALUE })).toEqual([]);
    expect(violations(name, { ...noRotation, expiresInDays: UNKNOWN_VALUE })).toEqual([]);
  });
});

describe("datafold-proxy-token-revoke-reason", () => {
  const name = "datafold-proxy-token-revoke-reason";
  const message = (what: string) =>
    `revokeReason is ${what}: when Pulumi revokes this token, the audit log shows only pulumi-datafold's default reason. ` +
    'Set revokeReason to why the token is revoked, such as "rotated by the <project> stack".';

  test("left out, null or blank fails", () => {
    expect(violations(name, (({ revokeReason: _r, ...rest }) => rest)(COMPLIANT))).toEqual([message("not set")]);
    expect(violations(name, { ...COMPLIANT, revokeReason: null })).toEqual([message("not set")]);
    expect(violations(name, { ...COMPLIANT, revokeReason: "  " })).toEqual([message('"  ", blank')]);
  });

  test("a reason computed from an output (unknown during preview) counts as set", () => {
    expect(violations(name, { ...COMPLIANT, revokeReason: UNKNOWN_VALUE })).toEqual([]);
  });
});

describe("datafold-proxy-token-kept-only-with-expiry", () => {
  const name = "datafold-proxy-token-kept-only-with-expiry";

  test("revokeOnDelete false without an expiry fails; with one it passes", () => {
    expect(violations(name, { ...COMPLIANT, revokeOnDelete: false, expiresInDays: null, rotateBeforeDays: null })).toEqual([
      "revokeOnDelete is false and expiresInDays is not set: once the resource is deleted or replaced, the token would stay valid " +
        "for good with nothing managing it. Set expiresInDays, or remove revokeOnDelete.",
    ]);
    expect(violations(name, { ...COMPLIANT, revokeOnDelete: false })).toEqual([]);
  });

  test("revokeOnDelete left out (true by default) passes without an expiry", () => {
    expect(violations(name, { principalType: "proxy_manager" })).toEqual([]);
  });

  test("expiry unknown during preview: not judged", () => {
    expect(violations(name, { ...COMPLIANT, revokeOnDelete: false, expiresInDays: UNKNOWN_VALUE })).toEqual([]);
  });
});

describe("only ProxyTokens are judged", () => {
  const neverExpires = { principalType: "user", principalId: "alice", revokeOnDelete: false };

  test.each([
    ["another dynamic resource", "pulumi-nodejs:dynamic:Resource"],
    ["another package's dynamic resource with a type of the same name", "pulumi-nodejs:dynamic/other:ProxyToken"],
    ["a provider resource", "aws:iam/accessKey:AccessKey"],
  ])("%s (%s) with the same inputs gets no violation", (_what, type) => {
    for (const name of NAMES) expect(violations(name, neverExpires, { type })).toEqual([]);
  });

  test("isProxyToken tells them apart by type", () => {
    expect(isProxyToken({ type: PROXY_TOKEN_TYPE })).toBe(true);
    expect(isProxyToken({ type: "pulumi-nodejs:dynamic:Resource" })).toBe(false);
    expect(isProxyToken({ type: "pulumi-nodejs:dynamic/datafold:DataDiffFlags" })).toBe(false);
  });

  test("the same inputs on a ProxyToken break three policies", () => {
    expect(NAMES.filter((name) => violations(name, neverExpires).length > 0)).toEqual([
      "datafold-proxy-token-max-lifetime",
      "datafold-proxy-token-revoke-reason",
      "datafold-proxy-token-kept-only-with-expiry",
    ]);
  });
});

describe("options", () => {
  test("enforcementLevels sets a policy's default level", () => {
    const policies = proxyTokenPolicies({ enforcementLevels: { "datafold-proxy-token-revoke-reason": "mandatory", "datafold-proxy-token-max-lifetime": "advisory" } });
    expect(policies.map((p) => p.enforcementLevel)).toEqual(["advisory", "mandatory", "mandatory", "mandatory"]);
  });

  test.each([
    [{ maxExpiresInDays: 0 }, "options.maxExpiresInDays must be a whole number of days from 1 to 36500; got 0"],
    [{ maxExpiresInDays: "90" }, 'options.maxExpiresInDays must be a whole number of days from 1 to 36500; got the string "90" (write the number without quotes)'],
    [{ requireRotationOverDays: 1.5 }, "options.requireRotationOverDays must be a whole number of days from 1 to 36500; got 1.5"],
    [{ enforcementLevels: { "datafold-proxy-token-expiry": "advisory" } }, 'options.enforcementLevels names no such policy: "datafold-proxy-token-expiry". Use one of datafold-proxy-token-max-lifetime,'],
    [{ enforcementLevels: { "datafold-proxy-token-revoke-reason": "warn" } }, 'options.enforcementLevels.datafold-proxy-token-revoke-reason must be one of advisory, mandatory, remediate, disabled; got "warn"'],
  ])("bad options are refused with the field, the value and what to do: %j", (options, message) => {
    expect(() => proxyTokenPolicies(options as never)).toThrow(message);
  });
});
