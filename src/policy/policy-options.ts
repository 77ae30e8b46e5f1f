/**
 * The checks of the policy functions' options (`proxyTokenPolicies`, `monitorPolicies`): a pack
 * author's mistake is an error that names the function and the option, says what is wrong with
 * the value and what to pass, before any policy runs. And what both do with the options alike.
 */
import type { EnforcementLevel, PolicyConfigSchema, ResourceValidationPolicy } from "@pulumi/policy";
import { InvalidArgumentError } from "../core/errors";
import { describeValue } from "../core/describe-value";
import { MAX_EXPIRES_IN_DAYS } from "../provider/tokens/proxy-token-inputs";

const ENFORCEMENT_LEVELS: readonly EnforcementLevel[] = ["advisory", "mandatory", "remediate", "disabled"];

/** A whole number of days in 1..MAX_EXPIRES_IN_DAYS, or the InvalidArgumentError that says why not. */
export function checkDays(name: string, value: unknown): void {
  checkWholeNumber("proxyTokenPolicies", name, value, MAX_EXPIRES_IN_DAYS, "days");
}

/** A whole number of `unit` in 1..max, or the InvalidArgumentError that says why not. */
export function checkWholeNumber(from: string, name: string, value: unknown, max: number, unit: string): void {
  if (value === undefined) return;
  if (typeof value !== "number" || !Number.isInteger(value) || value < 1 || value > max) {
    throw new InvalidArgumentError(
      `options.${name}`,
      `${from}: options.${name} must be a whole number of ${unit} from 1 to ${max}; got ${describeValue(value, "number")}. Pass such a number, or leave it out for the default.`,
    );
  }
}

/** A list of distinct, non-blank strings, or the InvalidArgumentError that names the first bad entry. */
export function checkStrings(from: string, name: string, value: unknown, what: string): void {
  if (value === undefined) return;
  if (!Array.isArray(value)) {
    throw new InvalidArgumentError(`options.${name}`, `${from}: options.${name} must be an array of ${what}s; got ${describeValue(value)}. Pass such as ["team:data"], or leave it out.`);
  }
  value.forEach((entry: unknown, index) => {
    if (typeof entry !== "string" || entry.trim() === "") {
      throw new InvalidArgumentError(`options.${name}[${index}]`, `${from}: options.${name}[${index}] must be a non-blank ${what}; got ${describeValue(entry, "text")}.`);
    }
    if (value.indexOf(entry) !== index) {
      throw new InvalidArgumentError(`options.${name}[${index}]`, `${from}: options.${name}[${index}] repeats ${describeValue(entry, "text")}; give each ${what} once.`);
    }
  });
}

/**
 * Gives each policy the level `levels` names for it, after checking them: the InvalidArgumentError
 * names the first bad one.
 */
export function withLevels<P extends ResourceValidationPolicy>(from: string, policies: P[], levels: unknown): P[] {
  const names = policies.map((policy) => policy.name);
  if (levels === undefined) return policies;
  if (levels === null || typeof levels !== "object" || Array.isArray(levels)) {
    throw new InvalidArgumentError("options.enforcementLevels", `${from}: options.enforcementLevels must be an object of policy names to levels; got ${describeValue(levels)}.`);
  }
  for (const [name, level] of Object.entries(levels)) {
    if (!names.includes(name)) {
      throw new InvalidArgumentError(
        `options.enforcementLevels.${name}`,
        `${from}: options.enforcementLevels names no such policy: ${describeValue(name, "text")}. Use one of ${names.join(", ")}.`,
      );
    }
    if (!ENFORCEMENT_LEVELS.includes(level as EnforcementLevel)) {
      throw new InvalidArgumentError(
        `options.enforcementLevels.${name}`,
        `${from}: options.enforcementLevels.${name} must be one of ${ENFORCEMENT_LEVELS.join(", ")}; got ${describeValue(level, "text")}.`,
      );
    }
  }
  const given = levels as Readonly<Record<string, EnforcementLevel>>;
  for (const policy of policies) policy.enforcementLevel = given[policy.name] ?? policy.enforcementLevel;
  return policies;
}

/** A config schema whose every property has a default, so no config file is needed. */
export function configSchema(properties: PolicyConfigSchema["properties"]): PolicyConfigSchema {
  return { properties };
}
