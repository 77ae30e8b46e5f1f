import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join, resolve } from "node:path";
import { clientsFor } from "../../../tools/harness/clients";
import { startTestEmulator, type TestEmulator } from "../../../tools/harness/emulator";
import { HOW_TO_GET_THE_CLI, pulumiCliDir } from "../../../tools/pulumi-cli/locate";
import { packTarball, PulumiProject, type ProjectFiles, type PulumiStack } from "../../../tools/harness/pulumi-project";

export const EXAMPLES = resolve(__dirname, "../../../examples");

/** Each command starts the engine, the language host, the program and a provider host: seconds each. */
export const E2E_TIMEOUT_MS = 300_000;

/**
 * `describe`, when a real Pulumi CLI is available. Without one the suite is skipped (the
 * test run's global setup says so in one line), unless DATAFOLD_E2E=required, as CI sets it:
 * then it fails, so that a CI run can never pass without having run the engine.
 */
export function describeWithCli(name: string, body: (cliDir: string) => void): void {
  const cliDir = pulumiCliDir();
  if (cliDir !== undefined) {
    describe(name, () => body(cliDir));
  } else if (process.env.DATAFOLD_E2E === "required") {
    test(`${name}: needs the real Pulumi CLI`, () => {
      throw new Error(`DATAFOLD_E2E=required, but ${HOW_TO_GET_THE_CLI}`);
    });
  } else {
    describe.skip(name, () => test("needs the real Pulumi CLI", () => undefined));
  }
}

/** The environment that points the provider and the program at an emulator. */
export function emulatorEnvironment(emulator: TestEmulator): Record<string, string> {
  return {
    DATAFOLD_HOST: emulator.url,
    DATAFOLD_API_KEY: emulator.apiKey,
    DATAFOLD_PROXY_URL: emulator.url,
    DATAFOLD_PROXY_MANAGER_TOKEN: emulator.proxyManagerToken,
  };
}

/** An emulator, a tarball of this build and helpers to make projects, for one test file. */
export interface E2EContext {
  readonly emulator: TestEmulator;
  readonly clients: ReturnType<typeof clientsFor>;
  readonly tarball: string;
  /** A new project from `files` with the package installed from the tarball; removed after the file. */
  project(files: ProjectFiles, tarball?: string): PulumiProject;
  /** A new stack (initialised) of a new project, credentials in the environment. */
  stack(files: ProjectFiles, env?: Record<string, string>): Promise<PulumiStack>;
}

/** Registers beforeAll/afterAll that give each test file its own emulator, tarball and projects. */
export function useE2E(cliDir: string): E2EContext {
  const projects: PulumiProject[] = [];
  let emulator: TestEmulator | undefined;
  let packDir: string | undefined;
  let tarball = "";

  beforeAll(async () => {
    emulator = await startTestEmulator({ apiKey: "df_e2e_api_key_4f1c2b7a9d", proxyManagerToken: "sqlp_pm_e2e_bootstrap_8c3e5a1f6b" });
    packDir = mkdtempSync(join(tmpdir(), "pulumi-datafold-pack-"));
    tarball = packTarball(packDir);
  }, E2E_TIMEOUT_MS);

  afterAll(async () => {
    await emulator?.close();
    for (const project of projects) project.remove();
    if (packDir !== undefined) rmSync(packDir, { recursive: true, force: true });
  });

  const context: E2EContext = {
    get emulator() {
      return emulator!;
    },
    get clients() {
      return clientsFor(emulator!);
    },
    get tarball() {
      return tarball;
    },
    project(files, fromTarball = tarball) {
      const project = new PulumiProject(cliDir, fromTarball, files);
      projects.push(project);
      return project;
    },
    async stack(files, env = emulatorEnvironment(emulator!)) {
      const stack = context.project(files).stack("e2e", env);
      await stack.init();
      return stack;
    },
  };
  return context;
}
