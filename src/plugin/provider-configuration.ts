import { configKeyHints, CONFIG_NAMESPACE, describeConfigKeyHint } from "../client/settings/config-keys";
import { SETTINGS, type SettingDefinition, type SettingSources } from "../client/settings/settings";
import { invalidSettings } from "../client/transport/client-options";
import type { CheckFailure } from "../kit/check-failure";
import { providerClients } from "../provider/shared/provider-config";
import { revealBag } from "./secret-values";

/*
 * The provider's configuration, as a plugin receives it: the `datafold:*` stack config for the
 * default provider (the same keys as the TypeScript route), or the arguments of an explicit
 * provider (`datafold.Provider("p", api_key=...)`), keyed by setting name (`apiKey`). Checked
 * by the settings checks the clients use, so a malformed value gets the TypeScript route's
 * message, naming the key.
 */

type Bag = Record<string, unknown>;
type SettingName = keyof typeof SETTINGS;

/** Inputs the engine adds to every provider's configuration; not settings. */
const ENGINE_INPUTS = new Set(["version", "pluginDownloadURL"]);

function isSetting(key: string): key is SettingName {
  return Object.hasOwn(SETTINGS, key);
}

/** The default provider is the one the engine makes from the stack config (its URN's name is `default…`). */
function isDefaultProvider(urn: string | undefined): boolean {
  return urn === undefined || /^default(_|$)/.test(urn.slice(urn.lastIndexOf("::") + 2));
}

/** The settings sources of one provider configuration, values as text. */
function sourcesOf(urn: string | undefined, values: Readonly<Bag>): SettingSources {
  const text = new Map<string, string>();
  for (const [key, value] of Object.entries(values)) {
    if (isSetting(key) && value !== undefined && value !== null) text.set(SETTINGS[key].configKey, String(value));
  }
  return {
    config: (configKey) => text.get(configKey),
    configKeys: () => Object.keys(values).filter((key) => !ENGINE_INPUTS.has(key)).map((key) => `${CONFIG_NAMESPACE}:${key}`),
    describeConfig: isDefaultProvider(urn) ? undefined : (definition) => `the provider argument ${settingName(definition)}`,
  };
}

function settingName(definition: SettingDefinition): string {
  return definition.configKey.slice(CONFIG_NAMESPACE.length + 1);
}

export interface ConfigCheck {
  readonly failures: CheckFailure[];
  /**
   * Said, not refused, as the TypeScript route says them: a key that is not a setting (a typo).
   * The TypeScript route's other warning, a credential set without `--secret`, cannot be given
   * here: the engine hands CheckConfig every value unwrapped, secret or not.
   */
  readonly warnings: string[];
}

/** CheckConfig: the problems of the values given, and the warnings the TypeScript route gives for the same config. */
export function checkProviderConfig(urn: string | undefined, news: Readonly<Bag>): ConfigCheck {
  const { values } = revealBag(news);
  const failures: CheckFailure[] = [];
  for (const [key, value] of Object.entries(values)) {
    if (!isSetting(key) || value === undefined || value === null) continue;
    if (typeof value !== "string" && typeof value !== "number" && typeof value !== "boolean") {
      failures.push({
        property: "",
        reason: `The ${SETTINGS[key].label} must be text, a number or true/false; got ${Array.isArray(value) ? "a list" : "an object"}. Correct ${SETTINGS[key].configKey}.`,
      });
    }
  }
  if (failures.length > 0) return { failures, warnings: [] };
  // No property is named to the engine, which would print its value beside the reason (a
  // credential set under the wrong key included); every reason names its key itself.
  const sources = sourcesOf(urn, values);
  for (const problem of invalidSettings(sources)) failures.push({ property: "", reason: problem.message });
  const warnings = configKeyHints(sources.configKeys!()).map(describeConfigKeyHint);
  return { failures, warnings };
}

/** Configure: the clients read their settings from this configuration, then the environment. */
export function configureProvider(urn: string | undefined, args: Readonly<Bag>): void {
  providerClients.configure(sourcesOf(urn, revealBag(args).values));
}

/** The settings whose values differ between two configurations (DiffConfig): none replaces anything. */
export function changedSettings(olds: Readonly<Bag>, news: Readonly<Bag>): string[] {
  const old = revealBag(olds).values;
  const next = revealBag(news).values;
  return (Object.keys(SETTINGS) as SettingName[]).filter((key) => String(old[key] ?? "") !== String(next[key] ?? ""));
}
