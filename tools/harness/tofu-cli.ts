/*
 * What everything that drives the real OpenTofu shares: the Terraform provider's e2e harness
 * (test/terraform/support/tofu-workspace.ts) and the OpenTofu benchmark (bench/tofu-engine.ts)
 * give tofu the same CLI configuration, the same environment and the same strings of main.tf.
 */

/** The `terraform` block that makes `datafold_*` resources the provider `datafold/datafold`'s. */
export const REQUIRED_PROVIDERS = `terraform {
  required_providers {
    datafold = {
      source = "datafold/datafold"
    }
  }
}
`;

/**
 * `value` as a string of main.tf (HCL 2): JSON's escapes are HCL's, and `${` and `%{`, which
 * would start a template, are doubled.
 */
export function hclString(value: string): string {
  // A function, not "$${": in a replacement string `$$` stands for one `$`.
  return JSON.stringify(value).replace(/([$%])\{/g, (_match, sign: string) => `${sign}${sign}{`);
}

/**
 * The CLI configuration that serves `datafold/datafold` from `providerDir` (a directory holding
 * an executable `terraform-provider-datafold`) and everything else as usual. tofu reads this
 * file with HCL 1, which has no templates: the path is a JSON string, `${` and all (tofu 1.12.6
 * read such a path as it is).
 */
export function cliConfiguration(providerDir: string): string {
  return `provider_installation {
  dev_overrides {
    "datafold/datafold" = ${JSON.stringify(providerDir)}
  }
  direct {}
}
`;
}

/** The caller's environment without anything that would steer tofu or the provider. */
function cleanEnvironment(): NodeJS.ProcessEnv {
  const env: NodeJS.ProcessEnv = {};
  for (const [key, value] of Object.entries(process.env)) {
    if (!key.startsWith("DATAFOLD_") && !key.startsWith("TF_") && !key.startsWith("CHECKPOINT_")) env[key] = value;
  }
  return env;
}

/**
 * The environment tofu runs in (and the provider, its child, inherits): the CLI configuration
 * `cliConfigFile` (TF_CLI_CONFIG_FILE replaces whatever the machine names), no prompt, no call
 * home, messages for automation, then `env` (the provider's DATAFOLD_* settings).
 */
export function tofuEnvironment(cliConfigFile: string, env: Readonly<Record<string, string>> = {}): NodeJS.ProcessEnv {
  return {
    ...cleanEnvironment(),
    TF_CLI_CONFIG_FILE: cliConfigFile,
    // Messages for automation: no "run tofu apply next" hints.
    TF_IN_AUTOMATION: "1",
    // Never prompt (a prompt would wait for the timeout); never call home.
    TF_INPUT: "0",
    CHECKPOINT_DISABLE: "1",
    ...env,
  };
}
