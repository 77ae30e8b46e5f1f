/**
 * The `__provider` text Pulumi stores twice per resource is a thin shell: small, free of
 * credentials and schemas, and the same whatever the implementation (docs/architecture.md, section 2).
 * Installed under node_modules (as npm installs it) the text is a `require` of the shell
 * module, about 300 bytes; linked or run from source, it is the shell's code, a few KiB.
 * Builds are made by transpiling src/ file by file with TypeScript, as tsc emits it.
 */
import { appendFileSync, cpSync, mkdirSync, readdirSync, readFileSync, rmSync, statSync, writeFileSync } from "node:fs";
import { dirname, join, relative, resolve } from "node:path";
import * as ts from "typescript";
import { ProxyToken } from "../../src/resources";
import { startTestEmulator, type TestEmulator } from "../../tools/harness/emulator";
import { makeInstalledProject, registeredInputs, type InstalledProject } from "../../tools/harness/installed-project";
import { registrationOf, startConfiguredHost } from "../../tools/harness/provider-harness";

const REPO_ROOT = resolve(__dirname, "../..");
const BUILDS = join(REPO_ROOT, "node_modules", ".cache", "pulumi-datafold", "shell-builds");
const INSTALLED_SHELL = 'require("pulumi-datafold/dist/shells/proxy-token.js")';

/**
 * Transpiles the resources and the provider implementation of `sourceDir` into `outDir`
 * with the package's compiler options (the printer loads nothing else).
 */
function build(sourceDir: string, outDir: string): void {
  const { options } = ts.convertCompilerOptionsFromJson(
    { target: "ES2022", module: "node16", moduleResolution: "node16", esModuleInterop: true },
    REPO_ROOT,
  );
  const walk = (dir: string): string[] =>
    readdirSync(dir).flatMap((entry) => {
      const path = join(dir, entry);
      return statSync(path).isDirectory() ? walk(path) : path.endsWith(".ts") && !path.endsWith(".test.ts") ? [path] : [];
    });
  // All of src/: a resource module may import beyond resources/, shells/ and provider/ (the program's config warnings).
  for (const file of walk(sourceDir)) {
    const output = ts.transpileModule(readFileSync(file, "utf8"), { compilerOptions: options, fileName: file }).outputText;
    const target = join(outDir, relative(sourceDir, file)).replace(/\.ts$/, ".js");
    mkdirSync(dirname(target), { recursive: true });
    writeFileSync(target, output);
  }
}

function providerTextOf(distDir: string): string {
  return registeredInputs(distDir, "ProxyToken", { principalType: "user", principalId: "alice", expiresInDays: 30 }).__provider as string;
}

function sizeOf(dir: string): number {
  return readdirSync(dir, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile())
    .reduce((total, entry) => total + statSync(join(entry.parentPath, entry.name)).size, 0);
}

const projects: InstalledProject[] = [];
afterAll(() => {
  rmSync(BUILDS, { recursive: true, force: true });
  for (const project of projects) project.remove();
});

/** The builds this run made: made once per run, never taken from an earlier run (its src/ may differ). */
let builds: { plain: string; grown: string } | undefined;

/** Two builds of src/: as it is, and with 200 KiB more code in the ProxyToken provider. */
function plainAndGrownBuilds(): { plain: string; grown: string } {
  if (builds !== undefined) return builds;
  const plain = join(BUILDS, "plain", "dist");
  const grown = join(BUILDS, "grown", "dist");
  rmSync(BUILDS, { recursive: true, force: true });
  build(join(REPO_ROOT, "src"), plain);
  cpSync(join(REPO_ROOT, "src"), join(BUILDS, "grown", "src"), { recursive: true });
  const padding = Array.from({ length: 2000 }, (_, i) => `export function helper${i}(value: number): number { return value * ${i} + ${i}; /* padding padding padding */ }`);
  appendFileSync(join(BUILDS, "grown", "src", "provider", "proxy-token-provider.ts"), `\n${padding.join("\n")}\n`);
  build(join(BUILDS, "grown", "src"), grown);
  expect(sizeOf(join(grown, "provider")) - sizeOf(join(plain, "provider"))).toBeGreaterThan(200 * 1024);
  builds = { plain, grown };
  return builds;
}

test("the __provider text of a ProxyToken is a few KiB, loads the implementation by package name, and holds no credential", async () => {
  process.env.DATAFOLD_PROXY_MANAGER_TOKEN = "sqlp_pm_must_not_be_captured_0123456789";
  process.env.DATAFOLD_API_KEY = "df_key_must_not_be_captured";
  try {
    const registration = await registrationOf("shell-size", () => new ProxyToken("shell-size", { principalType: "proxy_manager" }));
    const text = registration.inputs.__provider as string;
    expect(Buffer.byteLength(text)).toBeLessThan(4 * 1024);
    expect(text).toContain('IMPLEMENTATION: "pulumi-datafold/provider"');
    expect(text).not.toMatch(/sqlp_|df_key|zod|got\b|require\(/);
    for (const method of ["configure", "check", "diff", "create", "read", "update", "delete"]) {
      expect(text).toContain(`/*${method}*/`);
    }
  } finally {
    delete process.env.DATAFOLD_PROXY_MANAGER_TOKEN;
    delete process.env.DATAFOLD_API_KEY;
  }
});

test("linked or run from source, the __provider text is the shell's code, byte-identical across two builds whose implementations differ", () => {
  // BUILDS is below node_modules so that @pulumi/pulumi resolves; a linked package is
  // loaded from its real path, which is not: copy the builds out of node_modules.
  const { plain, grown } = plainAndGrownBuilds();
  const linked = makeInstalledProject();
  projects.push(linked);
  for (const [name, dist] of Object.entries({ plain, grown })) cpSync(dist, join(linked.dir, "linked", name, "dist"), { recursive: true });

  const plainText = providerTextOf(join(linked.dir, "linked", "plain", "dist"));
  const grownText = providerTextOf(join(linked.dir, "linked", "grown", "dist"));
  expect(plainText.length).toBeGreaterThan(1000);
  expect(plainText).toContain('IMPLEMENTATION: "pulumi-datafold/provider"');
  expect(grownText).toBe(plainText);
}, 120_000);

test("installed under node_modules, the __provider text is a require of the shell module: under 512 bytes, the same for both builds, whether or not the SDK can resolve the package", () => {
  const { plain, grown } = plainAndGrownBuilds();
  const texts = [plain, grown].map((dist) => {
    const project = makeInstalledProject(dist);
    projects.push(project);
    return providerTextOf(join(project.packageDir, "dist"));
  });
  expect(texts[0]).toContain(INSTALLED_SHELL);
  expect(Buffer.byteLength(texts[0]!)).toBeLessThan(512);
  expect(texts[1]).toBe(texts[0]);
  // With --preserve-symlinks the SDK sits next to the package, as after `npm install`, and
  // maps the file through the package's "exports"; without, it cannot resolve the package
  // and keeps the path. Both give the same text, which the "./dist/shells/*" export serves.
  const beside = registeredInputs(join(projects.at(-1)!.packageDir, "dist"), "ProxyToken", { principalType: "user", principalId: "alice", expiresInDays: 30 }, [
    "--preserve-symlinks",
  ]);
  expect(beside.__provider).toBe(texts[0]);
}, 120_000);

describe("installed under node_modules, through the provider host", () => {
  let emulator: TestEmulator;
  let project: InstalledProject;
  beforeAll(async () => {
    emulator = await startTestEmulator();
    project = makeInstalledProject();
    projects.push(project);
  }, 60_000);
  afterAll(() => emulator.close());

  test("a ProxyToken whose __provider is the require is checked, created, read and deleted", async () => {
    const inputs = registeredInputs(join(project.packageDir, "dist"), "ProxyToken", { principalType: "user", principalId: "alice", label: "installed" });
    expect(inputs.__provider).toContain(INSTALLED_SHELL);
    const host = await startConfiguredHost(project.dir, emulator);
    try {
      const urn = "urn:pulumi:test::project::pulumi-nodejs:dynamic:Resource::installed";
      const checked = await host.check(urn, {}, inputs);
      expect(checked.failures).toEqual([]);
      const created = await host.create(urn, checked.inputs);
      expect(created.properties).toMatchObject({ principalType: "user", principalId: "alice", label: "installed", status: "active" });
      expect(created.properties.__provider).toBe(inputs.__provider);
      const read = await host.read(urn, created.id, created.properties);
      expect(read.id).toBe(created.id);
      await host.delete(urn, created.id, created.properties);
      const tokens = await host.read(urn, created.id, created.properties);
      expect(tokens.properties.status).toBe("revoked");
    } finally {
      await host.close();
    }
  }, 60_000);
});
