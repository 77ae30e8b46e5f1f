/**
 * BI integrations through the real CLI: up creates a Looker integration whose client secret
 * comes from secret config (state and every command's output hold no plaintext credential)
 * and a dbt one, syncing the Looker one; refresh and preview stay quiet after a sync; a
 * rotated secret is an update in place whose PUT carries it; an edit in the app is drift that
 * refresh shows and up sets back; getBiIntegrations lists them without a credential; destroy
 * deletes them; a malformed input fails preview with its path before any request.
 */
import { createHash } from "node:crypto";
import { writeFileSync } from "node:fs";
import { join } from "node:path";
import { describeWithCli, E2E_TIMEOUT_MS, useE2E } from "./support/e2e";
import { programFiles } from "../../tools/harness/program-files";
import { summaryCounts, type PulumiStack } from "../../tools/harness/pulumi-project";

jest.setTimeout(E2E_TIMEOUT_MS);

const FIRST_SECRET = "looker-e2e-secret-7c1d9e2f4a6b8c0d";
const ROTATED_SECRET = "looker-e2e-rotated-3e5f7a9b1c2d4e6f";
const sha256 = (text: string) => createHash("sha256").update(text).digest("hex");

const PROGRAM = (baseUrl = "https://example.looker.com") =>
  [
    `import * as pulumi from "@pulumi/pulumi";`,
    `import * as datafold from "pulumi-datafold";`,
    `const config = new pulumi.Config();`,
    `const looker = new datafold.LookerIntegration("looker", {`,
    `  name: "Looker e2e",`,
    `  baseUrl: ${JSON.stringify(baseUrl)},`,
    `  clientId: "looker-client",`,
    `  clientSecret: config.requireSecret("lookerSecret"),`,
    `  repoId: 3,`,
    `  bindings: [{ remoteId: "snowflake_prod", boundIds: [7] }],`,
    `  syncAfterChange: true,`,
    `});`,
    `const dbt = new datafold.DbtIntegration("dbt", { name: "dbt e2e", ciConfigId: 4 });`,
    `// The name is the created integration's output, so the listing waits for it.`,
    `const listed = datafold.getBiIntegrationsOutput({ kind: "looker", name: looker.name });`,
    `export const lookerId = looker.integrationId;`,
    `export const dbtId = dbt.integrationId;`,
    `export const lookers = listed.integrations;`,
  ].join("\n");

describeWithCli("BI integrations through the real CLI", (cliDir) => {
  const e2e = useE2E(cliDir);
  let stack: PulumiStack;
  let lookerId: number;
  let dbtId: number;

  const lookerState = async () => (await stack.resources("datafold:LookerIntegration")).get("looker")!;

  beforeAll(async () => {
    stack = await e2e.stack(programFiles("bi-integrations", PROGRAM()));
    await stack.config("lookerSecret", FIRST_SECRET, true);
    await stack.up();
    lookerId = Number(await stack.output("lookerId"));
    dbtId = Number(await stack.output("dbtId"));
  });

  test("up creates both integrations, syncs the Looker one, and state holds its secret only as ciphertext", async () => {
    await expect(e2e.clients.datafold.getBiIntegration(lookerId)).resolves.toMatchObject({
      type: "looker",
      name: "Looker e2e",
      base_url: "https://example.looker.com",
      repo_id: 3,
      bindings: [{ remoteId: "snowflake_prod", boundIds: [7] }],
    });
    await expect(e2e.clients.datafold.getBiIntegration(dbtId)).resolves.toMatchObject({ type: "dbt", name: "dbt e2e", ci_config_id: 4 });
    const stored = await e2e.clients.control.storedBiIntegration(lookerId);
    expect(stored.credentialHashes.client_secret).toBe(sha256(FIRST_SECRET));
    expect(stored.syncCount).toBe(1);

    const { text } = await stack.exportState();
    expect(text).not.toContain(FIRST_SECRET);
    const looker = await lookerState();
    for (const bag of [looker.inputs!, looker.outputs!]) {
      expect(bag.clientSecret).toEqual({ "4dabf18193072939515e22adb298388d": "1b47061264138c4ac30d75fd1eb44270", ciphertext: expect.stringMatching(/^v1:/) });
    }
  });

  test("getBiIntegrations lists the Looker integration with its settings and no credential", async () => {
    const { stdout } = await stack.ok(["stack", "output", "lookers", "--json", "--show-secrets"]);
    const lookers = JSON.parse(stdout) as Record<string, unknown>[];
    expect(lookers).toEqual([expect.objectContaining({ id: lookerId, kind: "looker", name: "Looker e2e", baseUrl: "https://example.looker.com", repoId: 3, ciConfigId: null })]);
    expect(stdout).not.toContain(FIRST_SECRET);
  });

  test("refresh and preview --expect-no-changes stay quiet after a sync ran", async () => {
    await e2e.clients.datafold.syncBiIntegration(lookerId);
    await expect(e2e.clients.control.storedBiIntegration(lookerId)).resolves.toMatchObject({ syncCount: 2 });
    await stack.refresh("--expect-no-changes");
    await stack.preview("--expect-no-changes");
  });

  test("a rotated secret is an update in place: one PUT carries it, the id stays, the sync runs again", async () => {
    await stack.config("lookerSecret", ROTATED_SECRET, true);
    const preview = await stack.preview("--diff");
    expect(summaryCounts(preview.stdout)).toMatchObject({ "to update": 1 });
    // The dynamic-provider host reports no detailed diff: the plan names the resource, and the secret prints as [secret].
    expect(preview.stdout).toMatch(/~ pulumi-nodejs:dynamic\/datafold:LookerIntegration: \(update\)/);
    expect(preview.stdout).toMatch(/clientSecret\s*: \[secret\]/);
    await e2e.clients.control.clearRequests();
    const up = await stack.up();
    expect(summaryCounts(up.stdout)).toMatchObject({ updated: 1 });
    const writes = (await e2e.clients.control.requests()).filter((entry) => entry.method !== "GET");
    expect(writes.map((entry) => `${entry.method} ${entry.path}`)).toEqual([`PUT /api/v1/lineage/bi/looker/${lookerId}/`]);
    expect(Number(await stack.output("lookerId"))).toBe(lookerId);
    await expect(e2e.clients.control.storedBiIntegration(lookerId)).resolves.toMatchObject({
      credentialHashes: { client_secret: sha256(ROTATED_SECRET) },
      syncCount: 3,
    });
    expect((await stack.exportState()).text).not.toContain(ROTATED_SECRET);
  });

  test("an edit in the app is drift: refresh --expect-no-changes fails and shows it, and up sets it back", async () => {
    await e2e.clients.control.editBiIntegration(lookerId, { name: "Renamed in the app", bindings: [] });
    await e2e.clients.control.editBiIntegration(dbtId, { ci_config_id: 9 });
    const refresh = await stack.run(["refresh", "--yes", "--skip-preview", "--expect-no-changes", "--diff"]);
    expect(refresh.code).not.toBe(0);
    expect(refresh.stdout).toMatch(/~ name\s+: "Looker e2e" => "Renamed in the app"/);
    expect(summaryCounts(refresh.stdout)).toMatchObject({ updated: 2 });
    const preview = await stack.preview("--diff");
    expect(summaryCounts(preview.stdout)).toMatchObject({ "to update": 2 });
    await stack.up();
    await expect(e2e.clients.datafold.getBiIntegration(lookerId)).resolves.toMatchObject({ name: "Looker e2e", bindings: [{ remoteId: "snowflake_prod", boundIds: [7] }] });
    await expect(e2e.clients.datafold.getBiIntegration(dbtId)).resolves.toMatchObject({ ci_config_id: 4 });
    // The rotated secret was sent again with the PUT, not lost.
    await expect(e2e.clients.control.storedBiIntegration(lookerId)).resolves.toMatchObject({ credentialHashes: { client_secret: sha256(ROTATED_SECRET) } });
    await stack.refresh("--expect-no-changes");
  });

  test("destroy deletes both integrations", async () => {
    const destroy = await stack.destroy();
    expect(summaryCounts(destroy.stdout)).toMatchObject({ deleted: 3 });
    await expect(e2e.clients.datafold.listBiIntegrations()).resolves.toEqual([]);
  });

  test("a malformed input fails preview with its path, before any request", async () => {
    writeFileSync(join(stack.project.dir, "index.ts"), PROGRAM("example.looker.com"));
    await e2e.clients.control.clearRequests();
    const preview = await stack.run(["preview"]);
    expect(preview.code).not.toBe(0);
    expect(preview.stdout + preview.stderr).toContain("baseUrl must be an absolute http:// or https:// URL");
    expect((await e2e.clients.control.requests()).filter((entry) => entry.path.startsWith("/api/v1/lineage/bi/") && entry.method !== "GET")).toEqual([]);
  });

  test("nothing the CLI printed shows a credential", () => {
    const printed = stack.transcript.filter((entry) => !entry.split("\n")[0]!.includes("--show-secrets")).join("\n");
    expect(stack.transcript.length).toBeGreaterThanOrEqual(12);
    for (const secret of [FIRST_SECRET, ROTATED_SECRET, e2e.emulator.apiKey]) expect(printed).not.toContain(secret);
  });
});
