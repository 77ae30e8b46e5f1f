/**
 * The configurations of the tokens guide (terraform/docs/guides/tokens.md) as OpenTofu reads
 * them: each `terraform` block of the page, with the provider's requirement, passes
 * `tofu validate` against the provider's schema, so the page names only arguments that exist,
 * with values the provider takes.
 */
import { readFileSync } from "node:fs";
import { join } from "node:path";
import { useTofuEmulator } from "./support/emulator";
import { describeWithTofu } from "./support/tofu";
import { useWorkspace } from "./support/use-workspace";

jest.setTimeout(120_000);

const GUIDE = join(__dirname, "../../terraform/docs/guides/tokens.md");

/** The page's fenced `terraform` blocks, in order. */
function configurations(markdown: string): string[] {
  return [...markdown.matchAll(/^```terraform\n([\s\S]*?)^```$/gm)].map((match) => match[1]!);
}

describeWithTofu("the tokens guide's configurations", (tofu) => {
  const live = useTofuEmulator();
  const ws = useWorkspace(tofu, live, () => ({ TF_VAR_state_passphrase: "a passphrase of the guide's test, 16+ characters" }));
  const blocks = configurations(readFileSync(GUIDE, "utf8"));

  test("the page has its four configurations: a token, a token with a grace period, a revocation, state encryption", () => {
    expect(blocks).toHaveLength(4);
    expect(blocks.map((block) => block.match(/^(resource "\w+"|terraform) /m)?.[1])).toEqual([
      'resource "datafold_proxy_token"',
      'resource "datafold_proxy_token"',
      'resource "datafold_proxy_token_revocation"',
      "terraform",
    ]);
  });

  test.each([0, 1, 2, 3])("configuration %i passes tofu validate", async (index) => {
    // The encryption block is a second `terraform` block beside the provider's requirement, as OpenTofu allows.
    ws().writeConfiguration(blocks[index]!);
    const validated = await ws().run(["validate", "-no-color"]);
    // tofu prints its verdict right after the dev_overrides warning, which the harness takes out with it: the transcript has it.
    const said = ws().transcript.at(-1)!;
    expect({ code: validated.code, said }).toMatchObject({ code: 0, said: expect.stringContaining("Success! The configuration is valid") });
    expect(said).not.toMatch(/^(Error|Warning): (?!Provider development overrides)/m);
  });
});
