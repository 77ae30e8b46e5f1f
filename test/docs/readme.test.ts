/**
 * The READMEs and the pages of docs/ say true things about the package: their links work on
 * the npm page and the Pulumi Registry as well as in the repository, every input name they
 * mention exists, the default revoke reason they quote is the code's, and what the
 * configuration guide says about values in errors holds. (The clients page's example is run in
 * readme-client-example.test.ts.)
 */
import { existsSync, readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import ts from "typescript";
import { DatafoldClient } from "../../src/client/main-service/datafold-client";
import { DEFAULT_REVOKE_REASON } from "../../src/provider/tokens/proxy-token-provider";

const ROOT = join(__dirname, "..", "..");
/** The repository URL of package.json's `repository`; npm shows README.md without the files beside it. */
const REPOSITORY_FILES = "https://github.com/pulumi-datafold/pulumi-datafold/blob/main/";

const read = (path: string) => readFileSync(join(ROOT, path), "utf8");
const EXAMPLE_READMES = readdirSync(join(ROOT, "examples"))
  .map((example) => `examples/${example}/README.md`)
  .filter((path) => existsSync(join(ROOT, path)));
/** Every Markdown page under docs/, as a path from the repository's root. */
const DOCS_PAGES = (readdirSync(join(ROOT, "docs"), { recursive: true }) as string[])
  .filter((path) => path.endsWith(".md"))
  .map((path) => `docs/${path}`)
  .sort();
/** The user's documentation: the front door and the pages the reference moved to (the design notes are the contributors'). */
const USER_DOCS = ["README.md", ...DOCS_PAGES.filter((path) => path !== "docs/architecture.md")];

/** Every object key, at any depth, of a JSON file; none when there is no such file. */
function jsonKeys(path: string): string[] {
  if (!existsSync(path)) return [];
  const keys: string[] = [];
  const walk = (value: unknown): void => {
    if (typeof value !== "object" || value === null) return;
    for (const [key, inner] of Object.entries(value)) {
      keys.push(key);
      walk(inner);
    }
  };
  walk(JSON.parse(readFileSync(path, "utf8")));
  return keys;
}

/** The text of a Markdown file outside fenced code blocks. */
function prose(markdown: string): string {
  return markdown.replace(/^```[\s\S]*?^```/gm, "");
}

/** GitHub's anchors of a Markdown file's headings (`## Use the clients` → `use-the-clients`). */
function anchorsOf(markdown: string): Set<string> {
  const anchors = new Set<string>();
  for (const [, heading] of prose(markdown).matchAll(/^#{1,6}\s+(.+?)\s*#*$/gm)) {
    const base = heading!
      .toLowerCase()
      .replace(/[^\p{L}\p{N}\s_-]/gu, "")
      .replace(/\s/g, "-");
    let anchor = base;
    for (let n = 1; anchors.has(anchor); n++) anchor = `${base}-${n}`;
    anchors.add(anchor);
  }
  return anchors;
}

/** The targets of the Markdown links `[text](target)` outside code. */
function linkTargets(markdown: string): string[] {
  return [...prose(markdown).replace(/`[^`\n]*`/g, "").matchAll(/\]\(([^)\s]+)(?:\s+"[^"]*")?\)/g)].map((match) => match[1]!);
}

/** Why a link of `file` does not work on the npm page or in the repository, or undefined. */
function brokenLink(file: string, target: string): string | undefined {
  if (target.startsWith("#")) {
    return anchorsOf(read(file)).has(target.slice(1)) ? undefined : `no heading of ${file} has the anchor ${target}`;
  }
  if (!target.startsWith("https://")) return "not an absolute https:// URL: it would break on the npm page";
  if (!target.startsWith(REPOSITORY_FILES)) return undefined;
  const [path, anchor] = target.slice(REPOSITORY_FILES.length).split("#") as [string, string | undefined];
  if (!existsSync(join(ROOT, path))) return `${path} does not exist in the repository`;
  if (anchor !== undefined && !(path.endsWith(".md") && anchorsOf(read(path)).has(anchor))) {
    return `no heading of ${path} has the anchor #${anchor}`;
  }
  return undefined;
}

it("the docs pages are found, one per resource and guide", () => {
  expect(DOCS_PAGES).toEqual(
    expect.arrayContaining([
      "docs/architecture.md",
      "docs/resources/proxy-token.md",
      "docs/resources/proxy-token-revocation.md",
      "docs/resources/data-diff-flags.md",
      "docs/resources/monitors.md",
      "docs/resources/data-source.md",
      "docs/resources/bi-integrations.md",
      "docs/functions.md",
      "docs/clients.md",
      "docs/guides/configuration.md",
      "docs/guides/rotation.md",
      "docs/guides/policies.md",
      "docs/guides/monitors-yaml.md",
      "docs/guides/emulator.md",
    ]),
  );
});

// A page of one topic may link to nothing; the front door and the emulator's README link to much.
it.each(["README.md", "packages/datafold-emulator/README.md"])("the links of %s are found", (file) => {
  expect(linkTargets(read(file)).length).toBeGreaterThan(2);
});

describe.each(["docs/architecture.md", ...USER_DOCS, "packages/datafold-emulator/README.md"])("the links of %s", (file) => {
  const targets = linkTargets(read(file));

  it("are in-page anchors that exist or absolute https URLs, and those into the repository name what exists", () => {
    const broken = targets.map((target) => ({ target, problem: brokenLink(file, target) })).filter(({ problem }) => problem);
    expect(broken).toEqual([]);
  });
});

describe("the link check", () => {
  it("refuses relative links, missing files and anchors that match no heading", () => {
    expect(brokenLink("README.md", "docs/architecture.md")).toMatch(/not an absolute https/);
    expect(brokenLink("README.md", `${REPOSITORY_FILES}docs/no-such-file.md`)).toMatch(/does not exist/);
    expect(brokenLink("README.md", `${REPOSITORY_FILES}docs/architecture.md#no-such-heading`)).toMatch(/no heading/);
    expect(brokenLink("README.md", "#no-such-heading")).toMatch(/no heading/);
    expect(brokenLink("README.md", `${REPOSITORY_FILES}docs/architecture.md#5-rules-for-changing-the-package`)).toBeUndefined();
    expect(brokenLink("README.md", "#a-first-program")).toBeUndefined();
  });
});

/**
 * The property names of an exported type of the package, read by the compiler from the
 * sources: every member of every variant when the type is a union.
 */
function propertyNames(typeName: string, entryFile = "index.ts"): Set<string> {
  const entry = join(ROOT, "src", entryFile);
  const program = ts.createProgram([entry], { strict: true, skipLibCheck: true, module: ts.ModuleKind.Node16, moduleResolution: ts.ModuleResolutionKind.Node16 });
  const checker = program.getTypeChecker();
  const exports = checker.getExportsOfModule(checker.getSymbolAtLocation(program.getSourceFile(entry)!)!);
  const symbol = exports.find((candidate) => candidate.name === typeName);
  if (!symbol) throw new Error(`src/${entryFile} exports no ${typeName}`);
  const type = checker.getDeclaredTypeOfSymbol(symbol.flags & ts.SymbolFlags.Alias ? checker.getAliasedSymbol(symbol) : symbol);
  const variants = type.isUnion() ? type.types : [type];
  return new Set(variants.flatMap((variant) => checker.getPropertiesOfType(variant).map((property) => property.name)));
}

describe("input names in the READMEs", () => {
  const proxyTokenInputs = propertyNames("ProxyTokenArgs");
  const dataDiffFlagsInputs = propertyNames("DataDiffFlagsArgs");
  const revocationInputs = propertyNames("ProxyTokenRevocationArgs");
  const metricMonitorInputs = propertyNames("MetricMonitorArgs");
  const schemaChangeMonitorInputs = propertyNames("SchemaChangeMonitorArgs");
  const dataDiffMonitorInputs = propertyNames("DataDiffMonitorArgs");
  const dataTestMonitorInputs = propertyNames("DataTestMonitorArgs");
  const monitorsFromYamlArgs = propertyNames("MonitorsFromYamlArgs");
  const biIntegrationInputs = ["Looker", "Tableau", "PowerBi", "Mode", "Hightouch", "Dbt"].flatMap((kind) => [...propertyNames(`${kind}IntegrationArgs`)]);
  const dataSourceInputs = propertyNames("DataSourceArgs");
  // The clients' constructor options are settings a README may show too (`apiKey: ""`).
  const clientOptions = [...propertyNames("DatafoldClientOptions", "clients.ts"), ...propertyNames("ProxyAdminClientOptions", "clients.ts")];
  const inputs = new Set([...proxyTokenInputs, ...dataDiffFlagsInputs, ...revocationInputs, ...metricMonitorInputs, ...schemaChangeMonitorInputs, ...dataTestMonitorInputs, ...dataDiffMonitorInputs, ...monitorsFromYamlArgs, ...biIntegrationInputs, ...dataSourceInputs, ...clientOptions]);

  it("are read from the Args types", () => {
    expect([...proxyTokenInputs]).toEqual(expect.arrayContaining(["principalType", "expiresInDays", "revokeOnDelete"]));
    expect([...dataDiffFlagsInputs]).toEqual(expect.arrayContaining(["datadiffId", "archived"]));
  });

  /**
   * An input given a value inline, `name: value` in backticks (as in "set `revokeOnDelete: false`"):
   * the name must be an input of a resource.
   */
  const settings = (markdown: string) => [...prose(markdown).matchAll(/`([a-z][a-z0-9]*[A-Z][A-Za-z0-9]*):\s*[^`]+`/g)].map((match) => match[1]!);

  it.each([...USER_DOCS, ...EXAMPLE_READMES])("%s sets only inputs that exist", (file) => {
    expect(settings(read(file)).filter((name) => !inputs.has(name))).toEqual([]);
  });

  it.each(EXAMPLE_READMES)("%s names only resource inputs, or the example's own config keys and outputs", (file) => {
    const dir = join(ROOT, file, "..");
    const program = existsSync(join(dir, "index.ts")) ? readFileSync(join(dir, "index.ts"), "utf8") : "";
    const configKeys = new Set([...program.matchAll(/config\.\w+\("([^"]+)"\)/g)].map((match) => match[1]!));
    // The program's stack outputs may be named too.
    for (const [, name] of program.matchAll(/^export const (\w+)/gm)) configKeys.add(name!);
    // A policy pack's settings are the keys of its example config file.
    for (const key of jsonKeys(join(dir, "policy-config.example.json"))) configKeys.add(key);
    const named = [...prose(read(file)).matchAll(/`([a-z][a-z0-9]*[A-Z][A-Za-z0-9]*)`/g)].map((match) => match[1]!);
    expect(named.filter((name) => !inputs.has(name) && !configKeys.has(name))).toEqual([]);
  });

  it("the resource pages' input tables list exactly the inputs of each resource", () => {
    const tableInputs = [...read("docs/resources/proxy-token.md").matchAll(/^\| `(\w+)` \|/gm)].map((match) => match[1]!);
    expect(new Set(tableInputs)).toEqual(proxyTokenInputs);
    const flagsLine = read("docs/resources/data-diff-flags.md").split(/\n\n/).find((paragraph) => paragraph.startsWith("Inputs:"))!;
    const flagsInputs = [...flagsLine.matchAll(/`(\w+)` \(|`(\w+)`,|`(\w+)` \(/g)].map((match) => match[1] ?? match[2] ?? match[3]!);
    expect(new Set(flagsInputs)).toEqual(dataDiffFlagsInputs);
  });

  it("the check catches a name that is no input", () => {
    expect(settings("Set `revokePrevious: false` in the config.").filter((name) => !inputs.has(name))).toEqual(["revokePrevious"]);
  });
});

it("the ProxyToken page quotes the default revoke reason as the code has it", () => {
  expect(read("docs/resources/proxy-token.md")).toContain(`\`"${DEFAULT_REVOKE_REASON}"\``);
});

describe("the configuration guide's sentence on values in errors", () => {
  const key = "df_secret_key_0123456789";
  const messageOf = (action: () => unknown) => {
    try {
      action();
    } catch (error) {
      return (error as Error).message;
    }
    throw new Error("no error was thrown");
  };

  it("is in the configuration guide", () => {
    expect(read("docs/guides/configuration.md").replace(/\s+/g, " ")).toContain(
      "The error quotes the value it read only for an address (`datafold:host`, `datafold:proxyUrl`), a number or a `true`/`false` setting",
    );
  });

  it("holds: addresses and numbers are quoted, a credential-shaped value and the API key are not", () => {
    const badAddress = messageOf(() => new DatafoldClient({ host: "ftp://example.com", apiKey: key }));
    expect(badAddress).toContain('"ftp://example.com"');
    const badNumber = messageOf(() => new DatafoldClient({ apiKey: key, timeoutMs: -5 }));
    expect(badNumber).toContain('"-5"');
    const keyAsHost = messageOf(() => new DatafoldClient({ host: key, apiKey: key }));
    expect(keyAsHost).toContain("its value is not shown");
    for (const message of [badAddress, badNumber, keyAsHost]) expect(message).not.toContain(key);
  });
});
