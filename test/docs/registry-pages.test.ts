/**
 * The Pulumi Registry's pages have the Registry's form: front matter with `title`, `meta_desc`
 * and `layout: package`; examples in `{{< chooser >}}` blocks with one program per language
 * offered, the overview's first example in TypeScript, Python, Go and YAML; and the
 * installation page's settings table lists exactly the provider's settings, each with its
 * environment variable. (Their links are checked with every page in readme.test.ts, their
 * TypeScript compiled in test/packaging/published-types.test.ts, and their Python, Go and YAML
 * programs run or built in test/e2e/registry-pages.test.ts.)
 */
import { SETTINGS } from "../../src/client/settings/known-settings";
import { parseRegistryPage, readRegistryPage, REGISTRY_PAGES, RegistryPageError } from "../support/registry-pages";

/** The fence each language's program is written in. */
const FENCE: Readonly<Record<string, string>> = { typescript: "typescript", python: "python", go: "go", yaml: "yaml" };
const EVERY_LANGUAGE = ["typescript", "python", "go", "yaml"];

describe.each(REGISTRY_PAGES)("%s", (path) => {
  const page = readRegistryPage(path);

  it("has the Registry's front matter: a title, a meta_desc of one sentence, the package layout", () => {
    expect(page.frontMatter).toEqual(expect.objectContaining({ title: expect.any(String), meta_desc: expect.any(String), layout: "package" }));
    const metaDesc = page.frontMatter.meta_desc as string;
    // Search engines show about 160 characters of a description.
    expect(metaDesc.length).toBeLessThanOrEqual(160);
    expect(metaDesc).toMatch(/^[A-Z].*\.$/);
  });

  it("offers each chooser's languages, each with one program in its own fence, in the order listed", () => {
    expect(page.choosers.length).toBeGreaterThan(0);
    for (const chooser of page.choosers) {
      expect({ line: chooser.line, languages: chooser.programs.map((program) => program.language) }).toEqual({ line: chooser.line, languages: chooser.languages });
      for (const program of chooser.programs) expect({ language: program.language, fence: program.fence }).toEqual({ language: program.language, fence: FENCE[program.language] });
    }
  });
});

it("the overview's example is in TypeScript, Python, Go and YAML", () => {
  const [first] = readRegistryPage("docs/_index.md").choosers;
  expect(first!.languages).toEqual(EVERY_LANGUAGE);
});

it("the installation page's table lists every setting of the provider with its environment variable and nothing else", () => {
  const page = readRegistryPage("docs/installation-configuration.md");
  const rows = [...page.body.matchAll(/^\| `(datafold:\w+)`(?: \(secret\))? \| `(\w+)` \|/gm)].map((match) => ({ configKey: match[1]!, envVar: match[2]! }));
  const settings = Object.values(SETTINGS).map(({ configKey, envVar }) => ({ configKey, envVar }));
  expect(rows).toEqual(expect.arrayContaining(settings));
  expect(rows).toHaveLength(settings.length);
  // A secret is marked so.
  for (const { configKey, secret } of Object.values(SETTINGS)) {
    expect({ configKey, marked: page.body.includes(`| \`${configKey}\` (secret) |`) }).toEqual({ configKey, marked: secret });
  }
});

describe("the page check", () => {
  const page = (body: string) => `---\ntitle: T\nmeta_desc: A page.\nlayout: package\n---\n\n${body}`;
  const choosable = (language: string, fence = language) => `{{% choosable language ${language} %}}\n\n\`\`\`${fence}\nprogram\n\`\`\`\n\n{{% /choosable %}}\n`;

  it("reads the languages a chooser offers and the program of each", () => {
    const parsed = parseRegistryPage("p.md", page(`{{< chooser language "python,yaml" >}}\n${choosable("python")}${choosable("yaml")}{{< /chooser >}}\n`));
    expect(parsed.choosers).toEqual([{ languages: ["python", "yaml"], line: 7, programs: [{ language: "python", fence: "python", code: "program\n" }, { language: "yaml", fence: "yaml", code: "program\n" }] }]);
  });

  it("fails on a page without front matter, a chooser left open, a block with two programs or one outside a chooser", () => {
    expect(() => parseRegistryPage("p.md", "# Title\n")).toThrow(RegistryPageError);
    expect(() => parseRegistryPage("p.md", page(`{{< chooser language "go" >}}\n${choosable("go")}`))).toThrow(/p\.md:7: a chooser without/);
    expect(() => parseRegistryPage("p.md", page(`{{< chooser language "go" >}}\n{{% choosable language go %}}\n\`\`\`go\na\n\`\`\`\n\`\`\`go\nb\n\`\`\`\n{{% /choosable %}}\n{{< /chooser >}}\n`))).toThrow(/holds 2 fenced programs/);
    expect(() => parseRegistryPage("p.md", page(choosable("go")))).toThrow(/outside a chooser/);
  });

  it("a chooser that lacks a language's program, or writes it in another fence, does not match what it offers", () => {
    const missing = parseRegistryPage("p.md", page(`{{< chooser language "python,go" >}}\n${choosable("python")}{{< /chooser >}}\n`)).choosers[0]!;
    expect(missing.programs.map((program) => program.language)).not.toEqual(missing.languages);
    const wrongFence = parseRegistryPage("p.md", page(`{{< chooser language "go" >}}\n${choosable("go", "python")}{{< /chooser >}}\n`)).choosers[0]!.programs[0]!;
    expect(wrongFence.fence).not.toBe(FENCE[wrongFence.language]);
  });
});
