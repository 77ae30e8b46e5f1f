/**
 * Drives our resources the way `pulumi up` does, without a Pulumi CLI: the program side
 * constructs the real resource classes under an in-process resource monitor (to get the
 * exact inputs and `__provider` text the SDK would register), and the engine side calls the
 * real dynamic-provider host over gRPC (tools/provider-host-driver).
 */
import { mkdtempSync, mkdirSync, rmSync, symlinkSync } from "node:fs";
import { tmpdir } from "node:os";
import { join, resolve } from "node:path";
import * as pulumi from "@pulumi/pulumi";
import { ProviderHost, type PropertyMap } from "../provider-host-driver/provider-host";
import { clientsFor, type EmulatorAddress } from "./clients";
import { startTestEmulator, type TestEmulator } from "./emulator";

const REPO_ROOT = resolve(__dirname, "../..");
export const PROJECT = "pulumi-datafold-test";
export const STACK = "test";

/** What the SDK sent to the resource monitor for one resource. */
export interface Registration {
  readonly type: string;
  readonly name: string;
  readonly urn: string;
  /** The inputs as the engine would receive them, `__provider` included. */
  readonly inputs: PropertyMap;
  readonly additionalSecretOutputs: readonly string[];
}

// The SDK's in-process monitor; we only wrap registerResource to see the raw request.
// eslint-disable-next-line @typescript-eslint/no-require-imports
const { MockMonitor } = require("@pulumi/pulumi/runtime/mocks");
const waiting = new Map<string, (registration: Registration) => void>();

function installMonitor(): void {
  const monitor = new MockMonitor({
    newResource: (args: pulumi.runtime.MockResourceArgs) => ({ id: `${args.name}-id`, state: args.inputs }),
    call: () => ({}),
  });
  const register = monitor.registerResource.bind(monitor);
  // eslint-disable-next-line @typescript-eslint/no-explicit-any
  monitor.registerResource = (request: any, callback: unknown) => {
    const type: string = request.getType();
    const name: string = request.getName();
    const inputs = pulumi.runtime.deserializeProperties(request.getObject()) as PropertyMap;
    waiting.get(name)?.({
      type,
      name,
      urn: `urn:pulumi:${STACK}::${PROJECT}::${type}::${name}`,
      inputs,
      additionalSecretOutputs: request.getAdditionalsecretoutputsList(),
    });
    return register(request, callback);
  };
  pulumi.runtime.setMockOptions(monitor, PROJECT, STACK, false);
}

let installed = false;

/**
 * Constructs a resource (the callback does `new ProxyToken(name, ...)`) and resolves with
 * what the SDK registered for it. Names must be unique within a test file.
 */
/**
 * Check failures as the engine receives them from our providers: the property left empty and
 * the reason, which begins with the property's name (see forEngine in src/provider).
 */
export function asEngineSees(failures: readonly { property: string; reason: unknown }[]): { property: string; reason: unknown }[] {
  return failures.map(({ reason }) => ({ property: "", reason }));
}

export function registrationOf(name: string, construct: () => pulumi.CustomResource): Promise<Registration> {
  if (!installed) {
    installMonitor();
    installed = true;
  }
  const registered = new Promise<Registration>((resolvePromise) => waiting.set(name, resolvePromise));
  construct();
  return registered;
}

/**
 * The first half of `pulumi up` for a new resource: what the program registers, then the
 * host's Check, which must pass. The result is what Create is called with.
 */
export async function checkedRegistration(
  host: ProviderHost,
  name: string,
  construct: () => pulumi.CustomResource,
): Promise<{ registration: Registration; inputs: PropertyMap }> {
  const registration = await registrationOf(name, construct);
  const checked = await host.check(registration.urn, {}, registration.inputs);
  if (checked.failures.length > 0) throw new Error(`check of ${name} failed: ${JSON.stringify(checked.failures)}`);
  return { registration, inputs: checked.inputs };
}

/**
 * A Pulumi project directory for the provider host: `pulumi-datafold` installed in its
 * node_modules (a link to this repository, as `npm install` of a `file:` dependency makes),
 * so the shell's `import("pulumi-datafold/provider")` resolves as in a user's project.
 */
export function makeProviderProject(): { dir: string; remove(): void } {
  const dir = mkdtempSync(join(tmpdir(), "pulumi-datafold-project-"));
  mkdirSync(join(dir, "node_modules"));
  symlinkSync(REPO_ROOT, join(dir, "node_modules", "pulumi-datafold"), "dir");
  return { dir, remove: () => rmSync(dir, { recursive: true, force: true }) };
}

/** The stack config pointing both services at the emulator, as `datafold:*` keys. */
export function stackConfigFor(emulator: EmulatorAddress): Record<string, string> {
  return {
    "datafold:host": emulator.url,
    "datafold:apiKey": emulator.apiKey,
    "datafold:proxyUrl": emulator.url,
    "datafold:proxyManagerToken": emulator.proxyManagerToken,
  };
}

/** The environment for a host: ours without any DATAFOLD_* variable, so config is what counts. */
export function hostEnvironment(extra: NodeJS.ProcessEnv = {}): NodeJS.ProcessEnv {
  const env: NodeJS.ProcessEnv = {};
  for (const [key, value] of Object.entries(process.env)) if (!key.startsWith("DATAFOLD_")) env[key] = value;
  return { ...env, ...extra };
}

/**
 * Starts a provider host in `projectDir`, configured for the emulator (plus `extraConfig`),
 * recording its transcript unless told not to (a benchmark should not pay for one). The
 * host configures a provider once, on its first resource
 * call, with the config it has then: configure again before that or start another host.
 */
export async function startConfiguredHost(
  projectDir: string,
  emulator: EmulatorAddress,
  extraConfig: Readonly<Record<string, string>> = {},
  { recordTranscript = true }: { recordTranscript?: boolean } = {},
): Promise<ProviderHost> {
  const host = await ProviderHost.start({ cwd: projectDir, env: hostEnvironment(), recordTranscript });
  await host.configure({ ...stackConfigFor(emulator), ...extraConfig });
  return host;
}

/** The inputs part of state for a diff against a provider's outputs. */
export function withoutProvider(properties: PropertyMap): PropertyMap {
  const { __provider: _provider, ...rest } = properties;
  return rest;
}

/** The emulator, provider project and configured host of a test file, filled in by {@link useProviderHost}. */
export interface LiveProviderHost {
  readonly emulator: TestEmulator;
  readonly projectDir: string;
  readonly host: ProviderHost;
  readonly clients: ReturnType<typeof clientsFor>;
}

/**
 * Starts an emulator, a provider project and a configured provider host before the file's
 * tests, resets the emulator before each test, and stops everything after the file.
 * `extraConfig` adds stack config keys (`datafold:timeoutMs`, ...) to the host's.
 */
export function useProviderHost(extraConfig: Readonly<Record<string, string>> = {}): LiveProviderHost {
  const live: { -readonly [K in keyof LiveProviderHost]?: LiveProviderHost[K] } = {};
  let project: ReturnType<typeof makeProviderProject> | undefined;
  beforeAll(async () => {
    live.emulator = await startTestEmulator();
    live.clients = clientsFor(live.emulator);
    project = makeProviderProject();
    live.projectDir = project.dir;
    live.host = await startConfiguredHost(project.dir, live.emulator, extraConfig);
  });
  beforeEach(() => live.clients!.control.reset());
  afterAll(async () => {
    await live.host?.close();
    await live.emulator?.close();
    project?.remove();
  });
  return live as LiveProviderHost;
}
