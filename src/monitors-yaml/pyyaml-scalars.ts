/**
 * Plain scalars as PyYAML 6 resolves them (its `yaml/resolver.py`), which is how Datafold's
 * CLI reads monitors YAML. The yaml package's YAML 1.1 schema is close but reads more as
 * booleans, numbers and dates than PyYAML does: `y`/`n` as booleans, `09` as 9, `1e3` as
 * 1000, `06:30:00` as 23400 seconds, `2024-1-1` as a date; PyYAML keeps them strings. Each of
 * the package's 1.1 scalar tags is given PyYAML's pattern (its value parsing is the same).
 */
import type { ScalarTag } from "yaml";

/** PyYAML's pattern for each of the yaml package's YAML 1.1 tags, by that tag's own pattern. */
const PYYAML_PATTERNS: ReadonlyMap<string, RegExp> = new Map([
  // bool: true, then false; no y/Y/n/N.
  ["/^(?:Y|y|[Yy]es|YES|[Tt]rue|TRUE|[Oo]n|ON)$/", /^(?:yes|Yes|YES|true|True|TRUE|on|On|ON)$/],
  ["/^(?:N|n|[Nn]o|NO|[Ff]alse|FALSE|[Oo]ff|OFF)$/", /^(?:no|No|NO|false|False|FALSE|off|Off|OFF)$/],
  // Decimal integers: no leading zero (a leading zero is octal, or, with an 8 or 9, text).
  ["/^[-+]?[0-9][0-9_]*$/", /^[-+]?(?:0|[1-9][0-9_]*)$/],
  // Sexagesimal integers start with 1 to 9: `06:30:00` stays text.
  ["/^[-+]?[0-9][0-9_]*(?::[0-5]?[0-9])+$/", /^[-+]?[1-9][0-9_]*(?::[0-5]?[0-9])+$/],
  // Floats need a dot, and an exponent a sign: `1e3` and `1.0e3` stay text.
  ["/^[-+]?(?:[0-9][0-9_]*)?(?:\\.[0-9_]*)?[eE][-+]?[0-9]+$/", /^(?:[-+]?[0-9][0-9_]*\.[0-9_]*[eE][-+][0-9]+|\.[0-9][0-9_]*[eE][-+][0-9]+)$/],
  ["/^[-+]?(?:[0-9][0-9_]*)?\\.[0-9_]*$/", /^(?:[-+]?[0-9][0-9_]*\.[0-9_]*|\.[0-9][0-9_]*)$/],
  // Dates: a date alone has two-digit month and day.
  [
    "/^([0-9]{4})-([0-9]{1,2})-([0-9]{1,2})(?:(?:t|T|[ \\t]+)([0-9]{1,2}):([0-9]{1,2}):([0-9]{1,2}(\\.[0-9]+)?)(?:[ \\t]*(Z|[-+][012]?[0-9](?::[0-9]{2})?))?)?$/",
    /^(?:[0-9]{4}-[0-9]{2}-[0-9]{2}|[0-9]{4}-[0-9]{1,2}-[0-9]{1,2}(?:[Tt]|[ \t]+)[0-9]{1,2}:[0-9]{2}:[0-9]{2}(?:\.[0-9]*)?(?:[ \t]*(?:Z|[-+][0-9]{1,2}(?::[0-9]{2})?))?)$/,
  ],
]);

/** The yaml package's YAML 1.1 tags with PyYAML's patterns (for its `customTags` option). */
export function pyyamlTags<T>(tags: T[]): T[] {
  return tags.map((tag) => {
    const test = (tag as Partial<ScalarTag>).test;
    const pattern = test === undefined ? undefined : PYYAML_PATTERNS.get(String(test));
    return pattern === undefined ? tag : { ...tag, test: pattern };
  });
}
