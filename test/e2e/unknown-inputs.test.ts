/**
 * Inputs that are other resources' outputs, through the real CLI: a preview sees them as
 * unknown, so check and diff must let them through (and plan a replacement when a replacing
 * input may change), and up must send the resolved value to the service.
 */
import { describeWithCli, E2E_TIMEOUT_MS, useE2E } from "./support/e2e";
import { PrintedSecrets } from "./support/printed-secrets";
import { programFiles } from "../../tools/harness/program-files";
import { summaryCounts, type PulumiStack } from "../../tools/harness/pulumi-project";

jest.setTimeout(E2E_TIMEOUT_MS);

const PROGRAM = `
import * as pulumi from "@pulumi/pulumi";
import * as datafold from "pulumi-datafold";

const rotation = new pulumi.Config().get("rotation") ?? "1";
const carol = { principalType: "user", principalId: "carol", expiresInDays: 30 } as const;

const first = new datafold.ProxyToken("first", { ...carol, label: "first", rotationTriggers: { rotation } });
const flags = new datafold.DataDiffFlags("flags", { datadiffId: 103, archived: true });
const second = new datafold.ProxyToken("second", { ...carol, label: first.prefix.apply((prefix) => "after " + prefix) });
const third = new datafold.ProxyToken("third", { ...carol, label: flags.archived.apply((archived) => "diff 103 archived: " + archived) });

export const firstPrefix = first.prefix;
export const secondLabel = second.label;
export const thirdLabel = third.label;
`;

describeWithCli("ProxyToken inputs that come from other resources' outputs, through the real CLI", (cliDir) => {
  const e2e = useE2E(cliDir);
  const printed = new PrintedSecrets(e2e);
  let stack: PulumiStack;

  beforeAll(async () => {
    stack = await e2e.stack(programFiles("unknown-inputs", PROGRAM));
    printed.watch(stack);
  });

  /** Labels of carol's active tokens at the service. */
  const labelsAtService = async () => (await e2e.clients.proxy.listTokens({ type: "user", id: "carol" })).map((token) => token.label).sort();

  test("preview of a new stack plans every create, the label made of a token's prefix shown as unknown", async () => {
    const preview = await stack.preview("--diff");
    expect(summaryCounts(preview.stdout)).toEqual({ "to create": 5 });
    expect(preview.stdout.match(/label\s+: \[unknown\]/g)).toHaveLength(1);
    // The engine previews a create's outputs as its inputs: `archived` is an input of the
    // flags, so the third label is known already; the prefix is the service's, so not.
    expect(preview.stdout).toMatch(/label\s+: "diff 103 archived: true"/);
    expect(await labelsAtService()).toEqual([]);
  });

  test("up creates the tokens with the labels resolved from the other resources' outputs", async () => {
    const up = await stack.up();
    expect(summaryCounts(up.stdout)).toEqual({ created: 5 });
    await printed.collect(stack);
    const firstPrefix = JSON.parse((await stack.ok(["stack", "output", "firstPrefix", "--json"])).stdout) as string;
    expect(await labelsAtService()).toEqual([`after ${firstPrefix}`, "diff 103 archived: true", "first"]);
    expect(await stack.output("secondLabel")).toBe(`after ${firstPrefix}`);
  });

  test("a rotation of the first token plans the second's replacement too, since its label is unknown until then", async () => {
    await stack.config("rotation", "2");
    const preview = await stack.preview("--diff");
    expect(summaryCounts(preview.stdout)).toEqual({ "to replace": 2, unchanged: 3 });
    expect(preview.stdout).toMatch(/~ label\s+: "after sqlp_pcp_\w+" => \[unknown\]/);

    const up = await stack.up();
    expect(summaryCounts(up.stdout)).toEqual({ replaced: 2, unchanged: 3 });
    await printed.collect(stack);
    const firstPrefix = JSON.parse((await stack.ok(["stack", "output", "firstPrefix", "--json"])).stdout) as string;
    expect(await labelsAtService()).toEqual([`after ${firstPrefix}`, "diff 103 archived: true", "first"]);
  });

  test("nothing the CLI printed shows a token secret or a credential", () => {
    expect(printed.commandsChecked()).toBeGreaterThanOrEqual(5);
    expect(printed.leaks()).toEqual([]);
  });
});
