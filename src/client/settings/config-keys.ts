import { SETTINGS } from "./known-settings";

/** The namespace of every stack config key this package reads. */
export const CONFIG_NAMESPACE = "datafold";

/** Every `datafold:` key this package reads, in the order SETTINGS lists them. */
export function knownConfigKeys(): string[] {
  return Object.values(SETTINGS).map((setting) => setting.configKey);
}

/** What is wrong with a stack config key that looks like one of ours but is not. */
export interface ConfigKeyHint {
  /** The key as it is set, such as `datafold:proxyURL`. Never the value. */
  readonly key: string;
  /** The known key it most likely means, such as `datafold:proxyUrl`; undefined when none is close. */
  readonly suggestion: string | undefined;
}

/**
 * The keys among `keys` that are in our namespace (in any case) but are not settings of this
 * package, each with the known key it most likely means. A key differing only in case, or by
 * at most two edits (a typo), gets a suggestion; keys of other namespaces are not ours to judge.
 */
export function configKeyHints(keys: Iterable<string>): ConfigKeyHint[] {
  const known = knownConfigKeys();
  const hints: ConfigKeyHint[] = [];
  for (const key of keys) {
    const separator = key.indexOf(":");
    if (separator === -1 || known.includes(key)) continue;
    const namespace = key.slice(0, separator);
    if (namespace.toLowerCase() !== CONFIG_NAMESPACE && editDistance(namespace.toLowerCase(), CONFIG_NAMESPACE) > 2) continue;
    hints.push({ key, suggestion: closestKnownKey(`${CONFIG_NAMESPACE}:${key.slice(separator + 1)}`) });
  }
  return hints;
}

/** The known key `key` most likely means: the same but for case, else the nearest within two edits. */
function closestKnownKey(key: string): string | undefined {
  const lower = key.toLowerCase();
  const known = knownConfigKeys();
  const sameButCase = known.find((known) => known.toLowerCase() === lower);
  if (sameButCase !== undefined) return sameButCase;
  let best: { known: string; distance: number } | undefined;
  for (const candidate of known) {
    const distance = editDistance(lower, candidate.toLowerCase());
    if (distance <= 2 && (best === undefined || distance < best.distance)) best = { known: candidate, distance };
  }
  return best?.known;
}

/** The hint about a known key that is missing while a near miss of it is set, for a "missing" error. */
export function nearMissOf(configKey: string, keys: Iterable<string>): string | undefined {
  return configKeyHints(keys).find((hint) => hint.suggestion === configKey)?.key;
}

/** One sentence about a key that is not ours: what it probably means, or which keys exist. The value is never shown. */
export function describeConfigKeyHint(hint: ConfigKeyHint): string {
  return hint.suggestion !== undefined
    ? `The stack config key \`${hint.key}\` is not a setting of pulumi-datafold and is ignored: did you mean \`${hint.suggestion}\`? ` +
        `Rename it with \`pulumi config rm ${hint.key}\` and \`pulumi config set ${hint.suggestion} …\`.`
    : `The stack config key \`${hint.key}\` is not a setting of pulumi-datafold and is ignored. The settings are: ${knownConfigKeys().join(", ")}.`;
}

/** Levenshtein distance: insertions, deletions and substitutions. */
function editDistance(a: string, b: string): number {
  let previous = Array.from({ length: b.length + 1 }, (_, j) => j);
  for (let i = 1; i <= a.length; i++) {
    const current = [i];
    for (let j = 1; j <= b.length; j++) {
      current[j] = Math.min(previous[j]! + 1, current[j - 1]! + 1, previous[j - 1]! + (a[i - 1] === b[j - 1] ? 0 : 1));
    }
    previous = current;
  }
  return previous[b.length]!;
}
