/**
 * The `__provider` text Pulumi stores twice per resource is a thin shell: small, free of
 * credentials and schemas, and the same whatever the implementation (DESIGN.md §2.1).
 * Builds are made by transpiling src/ file by file with TypeScript, as tsc emits it, into
 * a directory below node_modules so `@pulumi/pulumi` resolves.
 */
import { execFileSync } from "node:child_process";
import { appendFileSync, cpSync, mkdirSync, readdirSync, readFileSync, rmSync, statSync, writeFileSync } from "node:fs";
import { dirname, join, relative, resolve } from "node:path";
import * as ts from "typescript";
import { ProxyToken } from "../../src/resources";
import { registrationOf } from "../support/provider-harness";

const REPO_ROOT = resolve(__dirname, "../..");
const BUILDS = join(REPO_ROOT, "node_modules", ".cache", "pulumi-datafold", "shell-builds");
const PRINTER = join(REPO_ROOT, "test", "fixtures", "print-provider-text.js");

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
  for (const file of [...walk(join(sourceDir, "resources")), ...walk(join(sourceDir, "provider"))]) {
    const output = ts.transpileModule(readFileSync(file, "utf8"), { compilerOptions: options, fileName: file }).outputText;
    const target = join(outDir, relative(sourceDir, file)).replace(/\.ts$/, ".js");
    mkdirSync(dirname(target), { recursive: true });
    writeFileSync(target, output);
  }
}

function providerTextOf(distDir: string): string {
  return execFileSync(process.execPath, [PRINTER, distDir], { encoding: "utf8" });
}

function sizeOf(dir: string): number {
  return readdirSync(dir, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile())
    .reduce((total, entry) => total + statSync(join(entry.parentPath, entry.name)).size, 0);
}

afterAll(() => rmSync(BUILDS, { recursive: true, force: true }));

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

test("the __provider text is byte-identical across two builds whose implementations differ", () => {
  const plain = join(BUILDS, "plain");
  const grown = join(BUILDS, "grown");
  rmSync(BUILDS, { recursive: true, force: true });
  build(join(REPO_ROOT, "src"), join(plain, "dist"));

  // The second build's implementation carries 200 KiB more code in the ProxyToken provider.
  cpSync(join(REPO_ROOT, "src"), join(grown, "src"), { recursive: true });
  const padding = Array.from({ length: 2000 }, (_, i) => `export function helper${i}(value: number): number { return value * ${i} + ${i}; /* padding padding padding */ }`);
  appendFileSync(join(grown, "src", "provider", "proxy-token-provider.ts"), `\n${padding.join("\n")}\n`);
  build(join(grown, "src"), join(grown, "dist"));

  const plainSize = sizeOf(join(plain, "dist", "provider"));
  const grownSize = sizeOf(join(grown, "dist", "provider"));
  expect(grownSize - plainSize).toBeGreaterThan(200 * 1024);

  const plainText = providerTextOf(join(plain, "dist"));
  const grownText = providerTextOf(join(grown, "dist"));
  expect(plainText.length).toBeGreaterThan(1000);
  expect(grownText).toBe(plainText);
});
