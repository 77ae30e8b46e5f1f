/**
 * The plugin process harness (tools/harness/tfplugin-process.ts) with the protocol tests' fake
 * provider (fixtures/fake-provider.ts) as the plugin, run from its TypeScript source.
 */
import { join, resolve } from "node:path";
import { spawnPlugin as spawnCommand, startPlugin as startCommand, type KeyPair, type PluginProcess } from "../../../../tools/harness/tfplugin-process";

export { call, clientCertificate, connect, opentofuEnvironment, type GrpcClient, type KeyPair, type PluginProcess } from "../../../../tools/harness/tfplugin-process";

const ROOT = resolve(__dirname, "../../../..");
export const FAKE_PROVIDER = join(ROOT, "test/terraform/protocol/fixtures/fake-provider.ts");

/** The command that runs a TypeScript entry. */
const typescript = (entry: string) => [process.execPath, "--require", join(ROOT, "tools/typescript/register.js"), entry];

export function spawnPlugin(env: NodeJS.ProcessEnv, entry = FAKE_PROVIDER): ReturnType<typeof spawnCommand> {
  return spawnCommand(env, typescript(entry));
}

/** Starts the fake provider as OpenTofu does and reads its handshake line. */
export function startPlugin(client: KeyPair, extraEnv: NodeJS.ProcessEnv = {}): Promise<PluginProcess> {
  return startCommand(client, extraEnv, typescript(FAKE_PROVIDER));
}
