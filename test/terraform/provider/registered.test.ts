/**
 * The Terraform provider reaches each definition through its loader
 * (src/terraform/generated/terraform-loaders.ts, src/terraform/provider/registered.ts), never
 * through the registry: every loader gives the registry's own entry, and a process that loads
 * the provider and serves one type loads that type's definition and no other's.
 */
import { execFileSync } from "node:child_process";
import { join, resolve } from "node:path";
import { DATA_FUNCTIONS, RESOURCES } from "../../../src/registry";
import { DATA_FUNCTION_LOADERS, RESOURCE_LOADERS } from "../../../src/terraform/generated/terraform-loaders";
import { registeredDataFunction, registeredResource } from "../../../src/terraform/provider/registered";

const ROOT = resolve(__dirname, "../../..");

test("each loader gives the registry's own resource or data function, and every one has a loader", () => {
  expect(Object.keys(RESOURCE_LOADERS)).toEqual(RESOURCES.map((resource) => resource.definition.name));
  for (const resource of RESOURCES) expect(RESOURCE_LOADERS[resource.definition.name]!()).toBe(resource);
  expect(Object.keys(DATA_FUNCTION_LOADERS)).toEqual(DATA_FUNCTIONS.map((definition) => definition.name));
  for (const definition of DATA_FUNCTIONS) expect(DATA_FUNCTION_LOADERS[definition.name]!()).toBe(definition);
});

test("a name this version does not have fails saying so and what to run", () => {
  expect(() => registeredResource("GhostMonitor", "datafold_ghost_monitor")).toThrow("datafold_ghost_monitor names the resource GhostMonitor, which this version does not have: run npm run generate.");
  expect(() => registeredDataFunction("getGhosts", "datafold_ghosts")).toThrow("datafold_ghosts names the function getGhosts, which this version does not have: run npm run generate.");
});

/** The modules under src/ that a fresh process has loaded after `script`, relative to src/. */
function loadedAfter(script: string): string[] {
  const program = `${script}
const loaded = Object.keys(require.cache).filter((file) => file.startsWith(${JSON.stringify(join(ROOT, "src"))})).map((file) => file.slice(${JSON.stringify(join(ROOT, "src/").length)}));
process.stdout.write(JSON.stringify(loaded));`;
  return JSON.parse(execFileSync(process.execPath, ["--require", join(ROOT, "tools/typescript/register.js"), "-e", program], { cwd: ROOT, encoding: "utf8" })) as string[];
}

const DEFINITIONS = /^(registry\.ts|provider\/(monitors|tokens|bi-integrations|data-sources|data-diff-flags)\/|functions\/.*-definitions?\.ts|monitors-yaml\/|client\/main-service\/datafold-client\.ts|client\/proxy-admin\/proxy-admin-client\.ts)/;

test("loading the provider loads no definition, no registry and no client", () => {
  const loaded = loadedAfter(`require("./src/terraform/provider/terraform-provider");`);
  expect(loaded).toContain("terraform/provider/terraform-provider.ts");
  expect(loaded.filter((file) => DEFINITIONS.test(file))).toEqual([]);
});

test("serving one resource type loads its definition and no other type's", () => {
  const loaded = loadedAfter(`require("./src/terraform/provider/registered").registeredResource("MetricMonitor", "datafold_metric_monitor");`);
  expect(loaded).toContain("provider/monitors/metric-monitor.ts");
  expect(loaded.filter((file) => /^provider\/(tokens|bi-integrations|data-sources|data-diff-flags)\/|^provider\/monitors\/(schema-change|data-test|data-diff)-monitor|^registry\.ts|^functions\/.*-definitions?\.ts/.test(file))).toEqual([]);
});
