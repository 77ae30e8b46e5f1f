/**
 * The links of terraform/docs/ resolve where the Registry shows the pages: an anchor of the same
 * page names a heading or an `<a id>` of it, a relative link names another page of the tree
 * (the Registry drops `.md`), and anything else is an absolute https:// address. The pages live in
 * another repository's root once published, so a link into this repository would break.
 */
import { dirname, join, normalize } from "node:path";
import { TERRAFORM_DOCS_DIR } from "../../../tools/codegen/terraform-docs-layout";
import { exists, filesUnder, read } from "./registry-tree";

const PAGES = filesUnder(TERRAFORM_DOCS_DIR);

/** The text outside fenced code and code spans. */
function prose(markdown: string): string {
  return markdown.replace(/^```[\s\S]*?^```/gm, "").replace(/`[^`\n]*`/g, "");
}

/** The anchors of a page: `<a id="…">` and GitHub's anchors of its headings. */
function anchorsOf(markdown: string): Set<string> {
  const anchors = new Set<string>();
  for (const [, id] of markdown.matchAll(/<a id="([^"]+)"><\/a>/g)) anchors.add(id!);
  for (const [, heading] of markdown.replace(/^```[\s\S]*?^```/gm, "").matchAll(/^#{1,6}\s+(.+?)\s*#*$/gm)) {
    anchors.add(heading!.toLowerCase().replace(/[^\p{L}\p{N}\s_-]/gu, "").replace(/\s/g, "-"));
  }
  return anchors;
}

function brokenLink(page: string, target: string): string | undefined {
  if (target.startsWith("#")) return anchorsOf(read(page)).has(target.slice(1)) ? undefined : `no heading or <a id> of ${page} is ${target}`;
  if (/^https:\/\/[\w.-]+\.[a-z]{2,}(\/|$)/.test(target)) {
    return target.includes("github.com/pulumi-datafold/") ? "a link into this repository: the published pages live elsewhere" : undefined;
  }
  if (/^[a-z]+:/.test(target)) return "not an https:// address";
  const [path] = target.split("#") as [string];
  const file = normalize(join(dirname(page), path.endsWith(".md") ? path : `${path}.md`));
  if (!file.startsWith(`${TERRAFORM_DOCS_DIR}/`) || !exists(file)) return `${target} is no page of ${TERRAFORM_DOCS_DIR}`;
  return undefined;
}

it("the pages are found", () => {
  expect(PAGES.length).toBeGreaterThan(20);
});

describe.each(PAGES)("the links of %s", (page) => {
  const targets = [...prose(read(page)).matchAll(/\]\(([^)\s]+)\)/g)].map((match) => match[1]!);

  it("resolve", () => {
    expect(targets.map((target) => ({ target, problem: brokenLink(page, target) })).filter(({ problem }) => problem !== undefined)).toEqual([]);
  });
});

it("the link check refuses a missing anchor, a missing page, a link into this repository and plain http", () => {
  const page = `${TERRAFORM_DOCS_DIR}/resources/proxy_token.md`;
  expect(brokenLink(page, "#nestedatt--no-such")).toMatch(/no heading/);
  expect(brokenLink(page, "#nestedatt--pending_revocations")).toBeUndefined();
  expect(brokenLink(page, "../data-sources/proxy_tokens")).toBeUndefined();
  expect(brokenLink(page, "../data-sources/no_such")).toMatch(/no page/);
  expect(brokenLink(page, "https://github.com/pulumi-datafold/pulumi-datafold/blob/main/README.md")).toMatch(/this repository/);
  expect(brokenLink(page, "http://example.com")).toMatch(/not an https/);
});
