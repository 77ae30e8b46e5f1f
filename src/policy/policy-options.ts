/**
 * The checks of `proxyTokenPolicies`' options: a pack author's mistake is an error that names
 * the option, says what is wrong with the value and what to pass, before any policy runs.
 */
import type { EnforcementLevel } from "@pulumi/policy";
import { InvalidArgumentError } from "../core/errors";
import { describeValue } from "../core/describe-value";
import { MAX_EXPIRES_IN_DAYS } from "../provider/proxy-token-inputs";

const ENFORCEMENT_LEVELS: readonly EnforcementLevel[] = ["advisory", "mandatory", "remediate", "disabled"];

/** A whole number of days in 1..MAX_EXPIRES_IN_DAYS, or the InvalidArgumentError that says why not. */
export function checkDays(name: string, value: unknown): void {
  if (value === undefined) return;
  if (typeof value !== "number" || !Number.isInteger(value) || value < 1 || value > MAX_EXPIRES_IN_DAYS) {
    throw new InvalidArgumentError(
      `options.${name}`,
      `proxyTokenPolicies: options.${name} must be a whole number of days from 1 to ${MAX_EXPIRES_IN_DAYS}; got ${describeValue(value, "number")}. Pass such a number, or leave it out for the default.`,
    );
  }
}

/** The enforcement levels by policy name, or the InvalidArgumentError that names the first bad one. */
export function checkLevels(levels: unknown, names: readonly string[]): void {
  if (levels === undefined) return;
  if (levels === null || typeof levels !== "object" || Array.isArray(levels)) {
    throw new InvalidArgumentError("options.enforcementLevels", `proxyTokenPolicies: options.enforcementLevels must be an object of policy names to levels; got ${describeValue(levels)}.`);
  }
  for (const [name, level] of Object.entries(levels)) {
    if (!names.includes(name)) {
      throw new InvalidArgumentError(
        `options.enforcementLevels.${name}`,
        `proxyTokenPolicies: options.enforcementLevels names no such policy: ${describeValue(name, "text")}. Use one of ${names.join(", ")}.`,
      );
    }
    if (!ENFORCEMENT_LEVELS.includes(level as EnforcementLevel)) {
      throw new InvalidArgumentError(
        `options.enforcementLevels.${name}`,
        `proxyTokenPolicies: options.enforcementLevels.${name} must be one of ${ENFORCEMENT_LEVELS.join(", ")}; got ${describeValue(level, "text")}.`,
      );
    }
  }
}
