/**
 * The package as a TypeScript user gets it: packed with `npm pack`, installed into a fresh
 * project, and type-checked by `tsc` with no `skipLibCheck`, so that every declaration the
 * program reaches is checked, ours and our dependencies'.
 *
 * - The docs' TypeScript examples (every ```ts or ```typescript block of README.md and of the
 *   pages under docs/, found without regard to headings) and the example programs compile with the tsconfig that
 *   `pulumi new typescript` writes (node10 resolution, no `esModuleInterop`).
 * - Each entry point resolves and compiles under node10, node16, nodenext and bundler.
 * - No declaration reachable from an entry imports zod: zod's own declarations do not
 *   compile without `esModuleInterop` (63 × TS1259 from zod/v4/locales/index.d.cts).
 */
import { existsSync, readdirSync, readFileSync } from "node:fs";
import { dirname, join, resolve } from "node:path";
import { InstalledTypeScriptProjects, PULUMI_NEW_TYPESCRIPT_OPTIONS, type TypeCheckResult } from "../support/typescript-project";

const REPO_ROOT = resolve(__dirname, "../..");

let projects: InstalledTypeScriptProjects;

beforeAll(() => {
  projects = new InstalledTypeScriptProjects();
}, 120_000);
afterAll(() => projects?.remove());

/**
 * README.md and every Markdown page under docs/, by their paths from the repository's root,
 * but docs/architecture.md: its blocks are the package's own sources, for contributors.
 */
function userDocs(): string[] {
  const pages = (readdirSync(join(REPO_ROOT, "docs"), { recursive: true }) as string[]).filter((path) => path.endsWith(".md") && path !== "architecture.md").sort();
  return ["README.md", ...pages.map((path) => `docs/${path}`)];
}

/** Every TypeScript block of the user's docs, each named after its page and its place there. */
function docsTypeScriptBlocks(): { name: string; block: string }[] {
  return userDocs().flatMap((path) =>
    typeScriptBlocks(readFileSync(join(REPO_ROOT, path), "utf8")).map((block, i) => ({ name: `${path.replace(/[/.]/g, "-")}-block-${i + 1}.ts`, block })),
  );
}

/** The body of every ```ts / ```typescript block of a Markdown text, in order. */
function typeScriptBlocks(markdown: string): string[] {
  return [...markdown.matchAll(/^```(?:ts|typescript)[ \t]*\r?\n([\s\S]*?)^```[ \t]*$/gm)].map((match) => match[1]!);
}

/** Files of zod's (or any other package that must not be reached) among those a program read. */
function zodFiles(result: TypeCheckResult): string[] {
  return result.files.filter((file) => /\/node_modules\/zod\//.test(file));
}

/** The tarball's declarations that the program read: proof that it checked against them. */
function ourDeclarations(result: TypeCheckResult): string[] {
  return result.files.filter((file) => file.includes("/node_modules/pulumi-datafold/dist/") && file.endsWith(".d.ts"));
}

/** A block of a policy pack's program: it imports `@pulumi/policy`. */
function isPolicyPack(block: string): boolean {
  return /from "@pulumi\/policy"/.test(block);
}

/**
 * A policy pack's project: the template's options plus `skipLibCheck`, which
 * `@pulumi/policy` 1.21 itself needs (its index.d.ts re-exports `unknownCheckingProxy` and
 * `UnknownValueError`, which its proxy.d.ts leaves out), as examples/policy-pack's tsconfig says.
 */
const POLICY_PACK_OPTIONS = { ...PULUMI_NEW_TYPESCRIPT_OPTIONS, skipLibCheck: true } as const;

describe("with the tsconfig of `pulumi new typescript`", () => {
  test("every TypeScript block of the README and the docs pages, and every example program, compiles", async () => {
    const blocks = docsTypeScriptBlocks().filter(({ block }) => !isPolicyPack(block));
    // The README has a first program, the pages a stack example per resource and a client example at least.
    expect(blocks.map(({ name }) => name)).toEqual(expect.arrayContaining(["README-md-block-1.ts", "docs-clients-md-block-1.ts", "docs-resources-proxy-token-md-block-1.ts"]));
    const files: Record<string, string> = Object.fromEntries(blocks.map(({ name, block }) => [name, block]));
    for (const example of ["quickstart", "monitors", "rotation", "token-audit"]) {
      files[`examples/${example}/index.ts`] = readFileSync(join(REPO_ROOT, "examples", example, "index.ts"), "utf8");
    }
    const result = await projects.typeCheck(files, PULUMI_NEW_TYPESCRIPT_OPTIONS);
    expect(result.output).toBe("");
    expect(result.code).toBe(0);
    expect(zodFiles(result)).toEqual([]);
    expect(ourDeclarations(result).map((file) => file.replace(/.*\/dist\//, ""))).toEqual(expect.arrayContaining(["index.d.ts", "clients.d.ts"]));
  }, 120_000);

  test("the policy guide's pack and examples/policy-pack compile as a pack's project does", async () => {
    const blocks = docsTypeScriptBlocks().filter(({ block }) => isPolicyPack(block));
    expect(blocks.map(({ name }) => name)).toEqual(expect.arrayContaining(["docs-guides-policies-md-block-1.ts"]));
    const files: Record<string, string> = Object.fromEntries(blocks.map(({ name, block }) => [name, block]));
    files["examples/policy-pack/index.ts"] = readFileSync(join(REPO_ROOT, "examples", "policy-pack", "index.ts"), "utf8");
    const result = await projects.typeCheck(files, POLICY_PACK_OPTIONS);
    expect(result.output).toBe("");
    expect(result.code).toBe(0);
    expect(ourDeclarations(result).map((file) => file.replace(/.*\/dist\//, ""))).toEqual(expect.arrayContaining(["policy.d.ts"]));
  }, 120_000);

  test("a block that does not compile fails the check (the check can fail)", async () => {
    const [block] = typeScriptBlocks("Intro\n\n```typescript\nimport * as datafold from \"pulumi-datafold\";\nnew datafold.ProxyToken(\"t\", { principalType: \"user\" });\n```\n");
    const result = await projects.typeCheck({ "index.ts": block! }, PULUMI_NEW_TYPESCRIPT_OPTIONS);
    expect(result.code).not.toBe(0);
    expect(result.output).toMatch(/^index\.ts\(2,\d+\): error TS/m);
  }, 120_000);
});

/** Compiler options per module resolution, on top of the template's (which is node10). */
const RESOLUTIONS: Readonly<Record<string, Readonly<Record<string, string>>>> = {
  node10: { module: "commonjs", moduleResolution: "node10" },
  node16: { module: "node16", moduleResolution: "node16" },
  nodenext: { module: "nodenext", moduleResolution: "nodenext" },
  bundler: { module: "esnext", moduleResolution: "bundler" },
};

/** Uses a value and a type of each entry, so that an entry that does not resolve is an error. */
const IMPORTER = `
import { ProxyToken, type ProxyTokenArgs } from "pulumi-datafold";
import { DatafoldClient, type Token } from "pulumi-datafold/client";
import { proxyToken, type StackConfig } from "pulumi-datafold/provider";

export const values = [ProxyToken, DatafoldClient, proxyToken.check] as const;
export type Types = [ProxyTokenArgs, Token, StackConfig];
`;

/** A pack's use of the policy entry: a value and a type. */
const POLICY_IMPORTER = `
import { proxyTokenPolicies, type ProxyTokenPolicyOptions } from "pulumi-datafold/policy";

const options: ProxyTokenPolicyOptions = { maxExpiresInDays: 30 };
export const policies = proxyTokenPolicies(options);
`;

describe.each(Object.keys(RESOLUTIONS))("moduleResolution %s", (resolution) => {
  test("every entry point resolves to its declarations, and they compile", async () => {
    const files: Record<string, string> = { "importer.ts": IMPORTER };
    // Under node16 and nodenext an ES module imports the CommonJS package too.
    if (resolution === "node16" || resolution === "nodenext") files["importer.mts"] = IMPORTER;
    const result = await projects.typeCheck(files, { ...PULUMI_NEW_TYPESCRIPT_OPTIONS, ...RESOLUTIONS[resolution] });
    expect(result.output).toBe("");
    expect(result.code).toBe(0);
    expect(zodFiles(result)).toEqual([]);
    expect(ourDeclarations(result).map((file) => file.replace(/.*\/dist\//, ""))).toEqual(
      expect.arrayContaining(["index.d.ts", "clients.d.ts", "provider.d.ts"]),
    );
  }, 120_000);

  test("pulumi-datafold/policy resolves to its declarations (with the pack's skipLibCheck)", async () => {
    const files = { "pack.ts": POLICY_IMPORTER };
    const result = await projects.typeCheck(files, { ...POLICY_PACK_OPTIONS, ...RESOLUTIONS[resolution] });
    expect(result.output).toBe("");
    expect(result.code).toBe(0);
    expect(ourDeclarations(result).map((file) => file.replace(/.*\/dist\//, ""))).toEqual(expect.arrayContaining(["policy.d.ts"]));
  }, 120_000);
});

describe("the tarball's declarations", () => {
  /** Every .d.ts reachable from the entries by relative imports, with the packages each imports. */
  function reachable(): Map<string, string[]> {
    const manifest = JSON.parse(readFileSync(join(projects.packageDir, "package.json"), "utf8")) as {
      exports: Record<string, string | { types?: string }>;
    };
    const entries = Object.values(manifest.exports)
      .map((target) => (typeof target === "object" ? target.types : undefined))
      .filter((types): types is string => types !== undefined);
    entries.push("./dist/shells/proxy-token.d.ts", "./dist/shells/data-diff-flags.d.ts");
    const found = new Map<string, string[]>();
    const queue = entries.map((entry) => join(projects.packageDir, entry));
    while (queue.length > 0) {
      const file = queue.pop()!;
      if (found.has(file)) continue;
      // Import specifiers of declarations: `from "x"`, `import("x")`, `require("x")`; comments dropped.
      const text = readFileSync(file, "utf8").replace(/\/\*[\s\S]*?\*\//g, "").replace(/\/\/.*$/gm, "");
      const specifiers = [...text.matchAll(/(?:\bfrom\s*|\bimport\s*\(\s*|\brequire\s*\(\s*|^\s*import\s+)["']([^"']+)["']/gm)].map((m) => m[1]!);
      found.set(file, specifiers.filter((s) => !s.startsWith(".")));
      for (const specifier of specifiers.filter((s) => s.startsWith("."))) {
        const base = resolve(dirname(file), specifier).replace(/\.js$/, "");
        queue.push(existsSync(`${base}.d.ts`) ? `${base}.d.ts` : join(base, "index.d.ts"));
      }
    }
    return found;
  }

  test("none reachable from an entry imports zod; they import only @pulumi/pulumi, and the policy entry @pulumi/policy", () => {
    const found = reachable();
    expect(found.size).toBeGreaterThan(20);
    const packageOf = (specifier: string) => specifier.replace(/^(@[^/]+\/[^/]+|[^/@][^/]*).*$/, "$1");
    const packages = new Set([...found.values()].flat().map(packageOf));
    expect([...packages].sort()).toEqual(["@pulumi/policy", "@pulumi/pulumi"]);
    const importersOfPolicy = [...found].filter(([, specifiers]) => specifiers.map(packageOf).includes("@pulumi/policy"));
    expect(importersOfPolicy.map(([file]) => file.replace(/.*\/dist\//, "")).filter((file) => !file.startsWith("policy"))).toEqual([]);
  });
});

describe("the tarball", () => {
  /** Every file of the installed package, relative to it. */
  function packaged(dir = projects.packageDir, prefix = ""): string[] {
    return readdirSync(join(dir, prefix), { withFileTypes: true }).flatMap((entry) =>
      entry.isDirectory() ? packaged(dir, join(prefix, entry.name)) : [join(prefix, entry.name)],
    );
  }

  test("ships LICENSE, README.md, package.json, the build and the package schema: no sources, and no source maps (they would point at src/)", () => {
    const files = packaged();
    const shipped = ["LICENSE", "README.md", "package.json", "sdk/schema.json"];
    expect(files).toEqual(expect.arrayContaining([...shipped, "dist/index.js", "dist/index.d.ts"]));
    expect(files.filter((file) => !shipped.includes(file) && !file.startsWith("dist/"))).toEqual([]);
    // The provider plugin reads the schema from the installed package: the one `npm run generate` wrote.
    expect(readFileSync(join(projects.packageDir, "sdk/schema.json"), "utf8")).toBe(readFileSync(join(REPO_ROOT, "sdk/schema.json"), "utf8"));
    expect(files.filter((file) => file.endsWith(".map"))).toEqual([]);
    expect(readFileSync(join(projects.packageDir, "LICENSE"), "utf8")).toMatch(/^\s*Apache License\s+Version 2\.0, January 2004/);
  });

  test("package.json says where the project lives and that the package is CommonJS", () => {
    const manifest = JSON.parse(readFileSync(join(projects.packageDir, "package.json"), "utf8")) as Record<string, unknown>;
    expect(manifest).toMatchObject({
      license: "Apache-2.0",
      type: "commonjs",
      repository: { type: "git", url: "git+https://github.com/pulumi-datafold/pulumi-datafold.git" },
      homepage: "https://github.com/pulumi-datafold/pulumi-datafold#readme",
      bugs: "https://github.com/pulumi-datafold/pulumi-datafold/issues",
    });
  });
});
