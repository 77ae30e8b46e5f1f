import * as pulumi from "@pulumi/pulumi";
import { configKeyHints, describeConfigKeyHint } from "./client/settings/config-keys";
import { SETTINGS } from "./client/settings/settings";

/**
 * Warnings already given by this process. A program runs once per `pulumi preview` or `up`,
 * and every resource and data function looks at the config: each cause is told once.
 */
const warned = new Set<string>();

/** `pulumi.log.warn`, once per message per process. */
export function warnOnce(message: string): void {
  if (warned.has(message)) return;
  warned.add(message);
  void pulumi.log.warn(message);
}

/**
 * Looks at the running program's stack config and warns, through Pulumi's log, about
 * - a key in the `datafold` namespace that is not one of our settings (a typo such as
 *   `datafold:proxyURL`), with the key it most likely means. A warning, not an error: a
 *   setting added by a later version of the package, in a stack config shared with a program
 *   on an older one, must not break that program; and when the misspelt setting is required,
 *   its absence is an error anyway, which repeats the hint;
 * - a credential set as plain config rather than with `--secret`: it sits in clear in
 *   Pulumi.<stack>.yaml, and Pulumi does not hide it in its output.
 * Values are never printed. The CLI hands the program the names of its secret keys
 * (PULUMI_CONFIG_SECRET_KEYS, see {@link configSecretKeys}); the provider host is never told
 * which values were secret (its `configure` unwraps them), so these checks live in the program.
 */
export function warnAboutProgramConfig(): void {
  const config = pulumi.runtime.allConfig();
  const secretKeys = configSecretKeys();
  for (const hint of configKeyHints(Object.keys(config))) warnOnce(describeConfigKeyHint(hint));
  for (const setting of Object.values(SETTINGS)) {
    if (!setting.secret || config[setting.configKey] === undefined || secretKeys === undefined || secretKeys.includes(setting.configKey)) {
      continue;
    }
    warnOnce(
      `The stack config ${setting.configKey} (the ${setting.label}) is set in plain text, not as a secret: ` +
        `it is stored unencrypted in the stack's config file. Set it again as a secret with ` +
        `\`pulumi config set --secret ${setting.configKey} <value>\`, and revoke the old value if the file was shared.`,
    );
  }
}

/**
 * The keys of the stack config that are secret, as the language host tells the program in
 * PULUMI_CONFIG_SECRET_KEYS (a JSON array, the variable `pulumi.runtime.isConfigSecret` reads;
 * that function is internal to the SDK, the variable is not). Undefined when it is not set
 * (an Automation API inline program, an old CLI): then nothing can be said about plain values.
 */
function configSecretKeys(): string[] | undefined {
  const text = process.env.PULUMI_CONFIG_SECRET_KEYS;
  if (text === undefined) return undefined;
  try {
    const keys: unknown = JSON.parse(text);
    return Array.isArray(keys) ? keys.filter((key): key is string => typeof key === "string") : undefined;
  } catch {
    return undefined;
  }
}
