import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { E2E_TIMEOUT_MS, useE2E, type E2EContext } from "./e2e";
import { configureProvider } from "./plugin-scenario";
import { timed } from "./timed";
import { installPlugin, packPlugin } from "../../../tools/harness/plugin";
import type { PulumiStack } from "../../../tools/harness/pulumi-project";

export interface PluginStackOptions {
  /** What the set-up's times are logged as (`e2e time: <label>: pack the plugin`), such as "go scenario". */
  readonly label: string;
  /** Readies the copied program before the stack is made (a Go module's replace, say). */
  readonly prepare?: (programDir: string) => Promise<void>;
  /** How long the set-up may take, `prepare` included. */
  readonly timeoutMs?: number;
  /** Added to the stack's environment (PATH included: it replaces the caller's). */
  readonly env?: () => Record<string, string>;
}

/**
 * The set-up of a language's plugin-scenario test file: an emulator, the plugin's release
 * tarball (built as a release would), and a stack of a copy of `program` (a project in another
 * language: no npm package) with the plugin installed and the provider pointed at the emulator.
 */
export function usePluginStack(cliDir: string, program: string, options: PluginStackOptions): { e2e: E2EContext; stack: () => PulumiStack } {
  const e2e = useE2E(cliDir);
  const artifacts = mkdtempSync(join(tmpdir(), "pulumi-datafold-plugin-"));
  let stack: PulumiStack;

  beforeAll(async () => {
    const tarball = await timed(`${options.label}: pack the plugin`, () => packPlugin(artifacts));
    stack = e2e.project({ from: program, withoutPackage: true }).stack("e2e", options.env?.() ?? {});
    await options.prepare?.(stack.project.dir);
    await stack.init();
    await installPlugin(stack, tarball);
    await configureProvider(stack, e2e);
  }, options.timeoutMs ?? E2E_TIMEOUT_MS);

  afterAll(() => rmSync(artifacts, { recursive: true, force: true }));

  return { e2e, stack: () => stack };
}
