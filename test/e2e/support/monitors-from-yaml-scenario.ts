/**
 * MonitorsFromYaml through the provider plugin (`construct`), the one scenario every language
 * runs, as the TypeScript component's own test (test/e2e/monitors-from-yaml.test.ts) runs it:
 * the same files, merge rules, errors, removal strategies and child names.
 *
 * The program's contract, in whichever language: a `datafold:index:MonitorsFromYaml` named
 * `monitors` with files `["monitors/*.yaml"]`, owner `owner@example.com`, tags `["pulumi"]`
 * and onRemoved the stack config `onRemoved` (default "delete"), and the output `ids`, its
 * `monitors`.
 */
import { summaryCounts, type CheckpointResource, type PulumiStack } from "../../../tools/harness/pulumi-project";
import type { E2EContext } from "./e2e";
import { ALIAS_BOMB, expectMonitorsOfFiles, monitorsFile, ORDER_IDS, ORDERS_DIFF, ORDERS_ROWS, ORDERS_ROWS_INVALID, ORDERS_SCHEMA, STACK_TRACE, writeMonitorsFiles } from "./monitors-yaml-files";

const COMPONENT = "datafold:index:MonitorsFromYaml";
const MONITOR_TYPES = ["MetricMonitor", "SchemaChangeMonitor", "DataTestMonitor", "DataDiffMonitor"].map((name) => `datafold:index:${name}`);

/** How the language's runtime differs around a component (docs/architecture.md, 2d). */
export interface LanguageTraits {
  /**
   * How many default providers of the package the stack gets. The children are registered with
   * the version and download URL that the Python and Go SDKs send, so they share the program's
   * default provider; Pulumi YAML sends neither for the component, and the engine does not tell
   * `construct` which provider the component got, so a YAML stack has a second default provider
   * (the same plugin and configuration) for the children.
   */
  readonly defaultProviders: 1 | 2;
  /**
   * Whether the language runtime adds a traceback of its own after the component's error. When
   * `construct` fails the engine prints our message as the component's error and answers the
   * program's registration with a gRPC UNKNOWN "resource monitor shut down"; the Python SDK
   * raises that as a plain Exception, which its language host prints as "Program failed with
   * an unhandled exception" and a traceback of the SDK's frames. Our message is still printed
   * once, clean, first.
   */
  readonly monitorShutDownTraceback: boolean;
}

/**
 * The component's error, as one clean message: the engine's diagnostic holds it, with no stack
 * trace, and it is printed there once; the rest of the output has no stack trace either, but
 * for the language runtime's own "resource monitor shut down" where it adds one.
 */
function expectOneCleanError(output: string, message: string, traits: LanguageTraits): void {
  const diagnostics = output.slice(output.indexOf("Diagnostics:"));
  const start = diagnostics.indexOf(`error: ${COMPONENT} resource 'monitors' has a problem: ${message}`);
  expect(start).toBeGreaterThan(-1);
  // Ours ends where the next diagnostic (an error, or the warnings under a resource) starts.
  const rest = diagnostics.slice(start + 1);
  const end = rest.search(/\n\s*(error:|[\w:]+ \(\S+\):\n)/);
  const ours = end === -1 ? rest : rest.slice(0, end);
  expect(ours).not.toMatch(STACK_TRACE);
  expect(diagnostics.split(message)).toHaveLength(2);
  const others = output.replace(ours, "");
  if (traits.monitorShutDownTraceback) {
    expect(others).toMatch(/Traceback \(most recent call last\)[\s\S]*\n\s*Exception: resource monitor shut down\n/);
    expect(others).not.toMatch(/^\s+at .+:\d+:\d+\)?$|node_modules/m);
  } else {
    expect(others).not.toMatch(STACK_TRACE);
  }
}

/** Registers the scenario's tests; `stack` is made (and the plugin installed) by the caller's beforeAll. */
export function monitorsFromYamlScenario(e2e: E2EContext, stack: () => PulumiStack, traits: LanguageTraits): void {
  let ids: Record<string, number> = {};
  let urns: Record<string, string> = {};
  const write = (files: Record<string, string>) => writeMonitorsFiles(stack().project.dir, files);
  const state = async () => (await stack().exportState()).deployment.resources ?? [];
  /** The monitors in state, by slug: id and URN. */
  const children = async () => {
    const found: Record<string, { id: number; urn: string; resource: CheckpointResource }> = {};
    for (const resource of await state()) {
      if (MONITOR_TYPES.includes(resource.type)) found[resource.urn.split("::").pop()!.replace(/^monitors-/, "")] = { id: Number(resource.outputs!.monitorId), urn: resource.urn, resource };
    }
    return found;
  };

  test("up creates one plugin monitor per slug of both files, each a child of the component named by its slug, on the SDKs' default provider", async () => {
    write({ "a.yaml": monitorsFile(ORDERS_ROWS, ORDERS_SCHEMA), "b.yaml": monitorsFile(ORDER_IDS, ORDERS_DIFF) });
    const up = await stack().up();
    // The stack, the component and its four monitors.
    expect(summaryCounts(up.stdout)).toMatchObject({ created: 6 });
    const found = await children();
    ids = Object.fromEntries(Object.entries(found).map(([slug, child]) => [slug, child.id]));
    urns = Object.fromEntries(Object.entries(found).map(([slug, child]) => [slug, child.urn]));
    expect(Object.keys(ids).sort()).toEqual(["order_ids", "orders_diff", "orders_rows", "orders_schema"]);
    // As the TypeScript component's: `<component>-<slug>` under the component, the plugin's own type.
    expect(urns.orders_rows).toMatch(new RegExp(`^urn:pulumi:e2e::[^:]+::${COMPONENT}\\$datafold:index:MetricMonitor::monitors-orders_rows$`));
    expect(urns.orders_diff).toMatch(/::datafold:index:MonitorsFromYaml\$datafold:index:DataDiffMonitor::monitors-orders_diff$/);
    const providers = (await state()).filter((resource) => resource.type === "pulumi:providers:datafold");
    expect(providers).toHaveLength(traits.defaultProviders);
    // Every monitor on the provider of the SDKs' version and download URL.
    for (const child of Object.values(found)) expect(child.resource).toMatchObject({ provider: expect.stringMatching(/::pulumi:providers:datafold::default_\d+_\d+_\d+_github_\/api\.github\.com\/pulumi-datafold::/) });
    expect(JSON.parse((await stack().ok(["stack", "output", "ids", "--json"])).stdout)).toEqual(ids);
    await expectMonitorsOfFiles(e2e.clients.datafold, ids);
  });

  test("preview and refresh --expect-no-changes stay quiet after the monitors ran and alerted", async () => {
    for (const id of Object.values(ids)) {
      await e2e.clients.control.runMonitor(id, { alert: true });
      await e2e.clients.control.runMonitor(id);
    }
    await stack().preview("--expect-no-changes");
    await stack().refresh("--expect-no-changes");
    await stack().preview("--expect-no-changes");
  });

  test("a slug moved to the other file changes nothing: no update, no replace, the same URN and monitor", async () => {
    write({ "a.yaml": monitorsFile(ORDERS_ROWS), "b.yaml": monitorsFile(ORDERS_SCHEMA, ORDER_IDS, ORDERS_DIFF) });
    await stack().preview("--expect-no-changes");
    const up = await stack().up();
    expect(summaryCounts(up.stdout)).toEqual({ unchanged: 6 });
    const found = await children();
    expect({ id: found.orders_schema!.id, urn: found.orders_schema!.urn }).toEqual({ id: ids.orders_schema, urn: urns.orders_schema });
  });

  test("a slug removed from the files deletes its monitor", async () => {
    write({ "a.yaml": monitorsFile(ORDERS_ROWS), "b.yaml": monitorsFile(ORDERS_SCHEMA, ORDERS_DIFF) });
    const preview = await stack().preview();
    expect(summaryCounts(preview.stdout)).toMatchObject({ "to delete": 1 });
    await stack().up();
    await expect(e2e.clients.datafold.getMonitor(ids.order_ids!)).rejects.toMatchObject({ status: 404 });
    expect(Object.keys(await children()).sort()).toEqual(["orders_diff", "orders_rows", "orders_schema"]);
  });

  test('with onRemoved "pause", a slug removed pauses its monitor and leaves it in Datafold', async () => {
    await stack().config("onRemoved", "pause");
    await e2e.clients.control.clearRequests();
    // The strategy is kept in each monitor's state: changing it makes no request.
    await stack().up();
    expect((await e2e.clients.control.requests()).filter((r) => r.method !== "GET")).toEqual([]);
    expect((await children()).orders_diff!.resource.inputs).toMatchObject({ onDelete: "pause" });
    write({ "a.yaml": monitorsFile(ORDERS_ROWS), "b.yaml": monitorsFile(ORDERS_SCHEMA) });
    await stack().up();
    await expect(e2e.clients.datafold.getMonitor(ids.orders_diff!)).resolves.toMatchObject({ enabled: false, name: "Orders prod vs dev (yaml)" });
    expect(Object.keys(await children()).sort()).toEqual(["orders_rows", "orders_schema"]);
  });

  test("a bad value fails preview naming file, line and YAML path, as one clean message, before any request", async () => {
    await e2e.clients.control.clearRequests();
    write({ "a.yaml": monitorsFile(ORDERS_SCHEMA), "b.yaml": monitorsFile(ORDERS_ROWS_INVALID, ["    colour: red"]) });
    const result = await stack().run(["preview"]);
    expect(result.code).not.toBe(0);
    const output = result.stdout + result.stderr;
    expect(output).toContain('MonitorsFromYaml "monitors": 2 problems in the monitors YAML; nothing was created or changed.');
    expect(output).toContain('monitors/b.yaml:6: monitors.orders_rows.metric.metric: must be "row_count", "freshness", ');
    expect(output).toContain("monitors/b.yaml:8: monitors.orders_rows.alert.sensitivity: must be a whole number from 0 to 100; got 500.");
    expect(output).toMatch(/warning: monitors\/b\.yaml:11: monitors\.orders_rows\.colour: not a key of Datafold's monitors YAML schema here, so it is ignored/);
    expect(output).not.toContain("InvalidArgumentError");
    expectOneCleanError(output, 'MonitorsFromYaml "monitors": 2 problems in the monitors YAML', traits);
    expect(await e2e.clients.control.requests()).toEqual([]);
  });

  test("an alias bomb fails preview as the file's invalid YAML, one clean message, not the YAML library's ReferenceError", async () => {
    write({ "a.yaml": monitorsFile(ORDERS_ROWS), "bomb.yaml": ALIAS_BOMB });
    const result = await stack().run(["preview"]);
    expect(result.code).not.toBe(0);
    const output = result.stdout + result.stderr;
    expect(output).toContain("Invalid YAML in monitors/bomb.yaml: its aliases (*name) expand to more than 1000 nodes, as an alias bomb does.");
    expect(output).not.toMatch(/ReferenceError|Excessive alias count/);
    expectOneCleanError(output, "Invalid YAML in monitors/bomb.yaml", traits);
  });

  test("destroy deletes every monitor (onRemoved delete)", async () => {
    await stack().config("onRemoved", "delete");
    write({ "a.yaml": monitorsFile(ORDERS_ROWS), "b.yaml": monitorsFile(ORDERS_SCHEMA) });
    await stack().up();
    await stack().destroy();
    await expect(e2e.clients.datafold.getMonitor(ids.orders_rows!)).rejects.toMatchObject({ status: 404 });
    await expect(e2e.clients.datafold.getMonitor(ids.orders_schema!)).rejects.toMatchObject({ status: 404 });
    expect((await state()).filter((resource) => MONITOR_TYPES.includes(resource.type) || resource.type === COMPONENT)).toEqual([]);
  });
}
