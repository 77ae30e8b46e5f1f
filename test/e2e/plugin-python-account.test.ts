/**
 * An account's integrations, connections and monitors from one Python program, through the
 * provider plugin and the real CLI (the Python language host of sdk/v3 v3.68, the pulumi SDK
 * from PyPI, the generated SDK pulumi_datafold from its wheel), against the emulator:
 * - up: a Tableau integration whose token is secret config, a Postgres data source whose
 *   password is plain config, a slip the plugin warns about while keeping it secret in state
 *   (tested on create), a monitor on a connection made in the app
 *   found by name, and one on the new data source by its id; no credential in plaintext in
 *   state or in anything the CLI printed;
 * - quiet refresh and preview after the integration synced, the connections were tested and
 *   the monitors ran;
 * - a credential rotation: a new token is one update in place, whose PUT carries it;
 * - edits in the app: the integration's drift shown by refresh and set back by up; the data
 *   source's shown by refresh and refused at preview (its API cannot change it);
 * - destroy: the integration and monitors deleted, the data source left, with a warning.
 */
import { createHash } from "node:crypto";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join, resolve } from "node:path";
import { E2E_TIMEOUT_MS } from "./support/e2e";
import { describeWithLanguages } from "./support/languages";
import { usePluginStack } from "./support/plugin-stack";
import { PrintedSecrets } from "./support/printed-secrets";
import { timed } from "./support/timed";
import { packPythonSdk, pythonVirtualenvWithSdk } from "../../tools/harness/python-sdk";
import { summaryCounts } from "../../tools/harness/pulumi-project";

jest.setTimeout(E2E_TIMEOUT_MS);

const PROGRAM = resolve(__dirname, "../fixtures/plugin-programs/python-account");
const TABLEAU_TOKEN = "tableau-pat-e2e-5b7c9d1e3f";
const ROTATED_TOKEN = "tableau-pat-rotated-8a6c4e2f0b";
const PG_PASSWORD = "pg-Pa55word-python-e2e";
const sha256 = (text: string) => createHash("sha256").update(text).digest("hex");

describeWithLanguages(["python"], "an account from a Python program through the provider plugin", (cliDir) => {
  const artifacts = mkdtempSync(join(tmpdir(), "pulumi-datafold-python-account-"));
  afterAll(() => rmSync(artifacts, { recursive: true, force: true }));

  const { e2e, stack } = usePluginStack(cliDir, PROGRAM, {
    label: "python account",
    prepare: async (programDir) => {
      const wheel = await timed("python account: build the SDK's wheel", () => packPythonSdk(artifacts));
      await timed("python account: the project's virtualenv", () => pythonVirtualenvWithSdk(join(programDir, "venv"), wheel));
    },
  });
  const printed = new PrintedSecrets(e2e);
  let ids: { tableau: number; warehouse: number; shared: number; orders: number; events: number };

  const output = async (name: string) => Number(await stack().output(name));

  test("up creates the integration, the data source (tested) and both monitors, each on its connection", async () => {
    // A connection made in the app before the program: the program finds it by name.
    const shared = await e2e.clients.datafold.createDataSource({ type: "snowflake", name: "snowflake-shared", options: { account: "acme-eu1", user: "DATAFOLD" } } as never);
    await stack().config("tableauToken", TABLEAU_TOKEN, true);
    // The slip on purpose: the CLI asks for --plaintext for a value that looks like a secret.
    await stack().ok(["config", "set", "pgPassword", "--plaintext"], { stdin: PG_PASSWORD });
    printed.watch(stack());
    printed.add("the Tableau token", TABLEAU_TOKEN);
    printed.add("the rotated Tableau token", ROTATED_TOKEN);
    printed.add("the Postgres password", PG_PASSWORD);

    const up = await stack().up();
    expect(summaryCounts(up.stdout)).toMatchObject({ created: 5 }); // the stack, the integration, the data source, two monitors
    // The password came in plain text, the token as a secret: only the password is warned about.
    expect(up.stdout + up.stderr).toContain('The input postgres.password of DataSource "warehouse" came in plain text');
    expect(up.stdout + up.stderr).not.toContain("The input tokenValue");
    ids = {
      tableau: await output("tableauId"),
      warehouse: await output("warehouseId"),
      shared: await output("sharedId"),
      orders: await output("ordersId"),
      events: await output("eventsId"),
    };
    expect(ids.shared).toBe(shared.id);
    expect(await stack().output("connectionTest")).toBe("passed");

    await expect(e2e.clients.datafold.getBiIntegration(ids.tableau)).resolves.toMatchObject({ type: "tableau", name: "Tableau prod", site_id: "analytics", token_name: "datafold" });
    expect((await e2e.clients.control.storedBiIntegration(ids.tableau)).credentialHashes.token_value).toBe(sha256(TABLEAU_TOKEN));
    await expect(e2e.clients.datafold.getDataSource(ids.warehouse)).resolves.toMatchObject({ type: "pg", name: "postgres-prod", temp_schema: "datafold_tmp" });
    await expect(e2e.clients.datafold.getMonitor(ids.orders)).resolves.toMatchObject({ name: "Orders rows" });
    expect(await e2e.clients.datafold.getMonitor(ids.events)).toMatchObject({ name: "Events schema" });
    // Each monitor is on its connection: the one found by name, and the one this program created.
    expect((await e2e.clients.control.storedMonitor(ids.orders)).spec).toMatchObject({ connection_id: ids.shared });
    expect((await e2e.clients.control.storedMonitor(ids.events)).spec).toMatchObject({ connection_id: ids.warehouse });
  });

  test("the credentials are secrets in state, in their place, and nothing printed shows them", async () => {
    const { text } = await stack().exportState();
    for (const secret of [TABLEAU_TOKEN, PG_PASSWORD]) expect(text).not.toContain(secret);
    const tableau = (await stack().resources("datafold:index:TableauIntegration")).get("tableau")!;
    const warehouse = (await stack().resources("datafold:index:DataSource")).get("warehouse")!;
    const sealed = { "4dabf18193072939515e22adb298388d": "1b47061264138c4ac30d75fd1eb44270", ciphertext: expect.stringMatching(/^v1:/) };
    for (const bag of [tableau.inputs!, tableau.outputs!]) expect(bag.tokenValue).toEqual(sealed);
    for (const bag of [warehouse.inputs!, warehouse.outputs!]) {
      // Only the password is sealed: the block's other options stay readable in diffs.
      expect(bag.postgres).toMatchObject({ host: "pg.internal", user: "datafold", password: sealed });
    }
    expect(printed.commandsChecked()).toBeGreaterThanOrEqual(3);
    expect(printed.leaks()).toEqual([]);
  });

  test("after a sync, a connection test and monitor runs, refresh and preview --expect-no-changes pass", async () => {
    await e2e.clients.datafold.syncBiIntegration(ids.tableau);
    await e2e.clients.datafold.testDataSource(ids.warehouse);
    await e2e.clients.control.runMonitor(ids.orders, { alert: true });
    const refresh = await stack().refresh("--expect-no-changes");
    expect(summaryCounts(refresh.stdout)).not.toHaveProperty("updated");
    await stack().preview("--expect-no-changes");
  });

  test("a rotated token is one update in place whose PUT carries it; the integration keeps its id", async () => {
    await stack().config("tableauToken", ROTATED_TOKEN, true);
    const up = await stack().up();
    expect(summaryCounts(up.stdout)).toMatchObject({ updated: 1 });
    expect(await output("tableauId")).toBe(ids.tableau);
    expect((await e2e.clients.control.storedBiIntegration(ids.tableau)).credentialHashes.token_value).toBe(sha256(ROTATED_TOKEN));
    expect((await stack().exportState()).text).not.toContain(ROTATED_TOKEN);
    await stack().preview("--expect-no-changes");
  });

  test("an integration edited in the app shows in refresh, and up sets it back", async () => {
    await e2e.clients.control.editBiIntegration(ids.tableau, { site_id: "edited-in-app" });
    const refresh = await stack().run(["refresh", "--yes", "--skip-preview", "--expect-no-changes", "--diff"]);
    expect(refresh.code).not.toBe(0);
    expect(refresh.stdout).toMatch(/~ siteId\s*: "analytics" => "edited-in-app"/);
    const up = await stack().up();
    expect(summaryCounts(up.stdout)).toMatchObject({ updated: 1 });
    await expect(e2e.clients.datafold.getBiIntegration(ids.tableau)).resolves.toMatchObject({ site_id: "analytics" });
    await stack().refresh("--expect-no-changes");
  });

  test("a data source edited in the app shows in refresh, and preview refuses the change its API cannot make, naming the input", async () => {
    await e2e.clients.control.editDataSource(ids.warehouse, { temp_schema: "edited_tmp" });
    const refresh = await stack().run(["refresh", "--yes", "--skip-preview", "--expect-no-changes", "--diff"]);
    expect(refresh.code).not.toBe(0);
    expect(refresh.stdout).toMatch(/tempSchema\s*: "datafold_tmp" => "edited_tmp"/);
    const preview = await stack().run(["preview"]);
    expect(preview.code).not.toBe(0);
    expect(preview.stdout + preview.stderr).toMatch(/tempSchema/);
    expect(preview.stdout + preview.stderr).toMatch(/replaceOnChange/);
    // Set back in the app, as the message says: the stack is quiet again.
    await e2e.clients.control.editDataSource(ids.warehouse, { temp_schema: "datafold_tmp" });
    await stack().refresh("--yes");
    await stack().preview("--expect-no-changes");
  });

  test("destroy deletes the integration and the monitors, and warns that the data source stays in Datafold", async () => {
    const destroy = await stack().destroy();
    expect(destroy.stdout + destroy.stderr).toContain(`DataSource "postgres-prod" (id ${ids.warehouse}) stays in Datafold`);
    await expect(e2e.clients.datafold.getBiIntegration(ids.tableau)).rejects.toMatchObject({ status: 404 });
    await expect(e2e.clients.datafold.getMonitor(ids.orders)).rejects.toMatchObject({ status: 404 });
    await expect(e2e.clients.datafold.getMonitor(ids.events)).rejects.toMatchObject({ status: 404 });
    await expect(e2e.clients.datafold.getDataSource(ids.warehouse)).resolves.toMatchObject({ name: "postgres-prod" });
    expect(printed.leaks()).toEqual([]);
  });
});
