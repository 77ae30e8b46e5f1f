import { SETTINGS } from "../../client/settings/settings";
import type { SettingSources } from "../../client/settings/settings";
import { invalidSettings } from "../../client/transport/client-options";
import { providerClients } from "../../provider/shared/provider-config";
import { isUnknown, type Diagnostic, type TfValue } from "../protocol/terraform-provider-interface";
import { TERRAFORM_SCHEMA } from "./terraform-schema";

/*
 * The provider block: the settings the Pulumi routes read from stack config, one argument each
 * (`api_key`, `host`, …), then the same environment variables (DATAFOLD_API_KEY, …), checked by
 * the same settings checks, so a malformed value gets the same message, naming the argument.
 */

type Config = { readonly [name: string]: TfValue };
type SettingName = keyof typeof SETTINGS;

/** The provider block's arguments by setting: `api_key` is the setting `apiKey`. */
const ARGUMENTS: ReadonlyMap<string, SettingName> = new Map(
  TERRAFORM_SCHEMA.provider.attributes.map((attribute) => {
    if (!Object.hasOwn(SETTINGS, attribute.key)) throw new Error(`The provider block's argument ${attribute.name} is no setting (${attribute.key}): run npm run generate.`);
    return [attribute.name, attribute.key as SettingName];
  }),
);

const argumentOf = new Map<string, string>([...ARGUMENTS].map(([argument, setting]) => [SETTINGS[setting].configKey, argument]));

/** The settings sources of a provider block: its arguments as text (values not known yet are left to the environment). */
function sourcesOf(config: Config): SettingSources {
  const text = new Map<string, string>();
  for (const [argument, setting] of ARGUMENTS) {
    const value = config[argument];
    if (value === null || value === undefined || isUnknown(value) || typeof value === "object") continue;
    text.set(SETTINGS[setting].configKey, String(value));
  }
  return {
    config: (configKey) => text.get(configKey),
    describeConfig: (definition) => `the provider argument ${argumentOf.get(definition.configKey) ?? definition.configKey}`,
  };
}

/** ValidateProviderConfig: each malformed setting, named as the argument or variable it came from (never its value). */
export function validateProviderSettings(config: Config): Diagnostic[] {
  return invalidSettings(sourcesOf(config)).map((problem) => ({ severity: "error", summary: "Invalid datafold provider configuration", detail: problem.message }));
}

/** ConfigureProvider: the clients read their settings from this block, then the environment. */
export function configureProviderSettings(config: Config): void {
  providerClients.configure(sourcesOf(config));
}
