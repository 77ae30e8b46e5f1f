/**
 * The tfplugin6 server as OpenTofu meets it: the fake provider (fixtures/fake-provider.ts) started
 * as a child process with go-plugin's environment, its handshake line read, and its services
 * called over mutual TLS with a client certificate of the test's own. What OpenTofu then does
 * with the answers is tofu-fake-provider.test.ts's; the mapping of every RPC, in process, is
 * provider-service.test.ts's.
 */
import { spawn } from "node:child_process";
import { resolve } from "node:path";
import { status } from "@grpc/grpc-js";
import { decodeCtyValue, encodeCtyValue } from "../../../src/terraform/protocol/cty-msgpack";
import { impliedType } from "../../../src/terraform/protocol/cty-types";
import { UNKNOWN, type TfValue } from "../../../src/terraform/protocol/terraform-provider-interface";
import { FAKE_SCHEMA } from "./fixtures/fake-provider";
import { FAKE_PROVIDER, call, clientCertificate, connect, opentofuEnvironment, spawnPlugin, startPlugin, type GrpcClient, type KeyPair, type PluginProcess } from "./support/plugin-process";

jest.setTimeout(60_000);

const THING = impliedType(FAKE_SCHEMA.resources.datafold_thing!);
const dynamicValue = (value: Parameters<typeof encodeCtyValue>[0]) => ({ msgpack: Buffer.from(encodeCtyValue(value, THING)) });

let client: KeyPair;
let plugin: PluginProcess;
let provider: GrpcClient;
let controller: GrpcClient;

beforeAll(async () => {
  client = clientCertificate();
  plugin = await startPlugin(client);
  ({ provider, controller } = connect(plugin, client));
});

afterAll(() => {
  provider?.close();
  controller?.close();
  plugin?.child.kill("SIGKILL");
});

test("GetProviderSchema: the blocks, each type as cty JSON, Markdown descriptions, plan_destroy, and the schema optional after the first start", async () => {
  const answer = await call<{
    provider: { block: { attributes: { name: string }[] } };
    resource_schemas: Record<string, { version: number; block: { description_kind: string; attributes: { name: string; type: Buffer; computed: boolean; required: boolean; description_kind: string }[] } }>;
    data_source_schemas: Record<string, unknown>;
    server_capabilities: { plan_destroy: boolean; get_provider_schema_optional: boolean };
    diagnostics: unknown[];
  }>(provider, "GetProviderSchema", {});
  expect(answer.diagnostics).toEqual([]);
  expect(answer.server_capabilities.plan_destroy).toBe(true);
  // OpenTofu then asks one start per command and gives the others its cached copy.
  expect(answer.server_capabilities.get_provider_schema_optional).toBe(true);
  // Asked again (a host that does not cache), the same answer: kept, encoded once.
  expect(await call(provider, "GetProviderSchema", {})).toEqual(answer);
  expect(answer.provider.block.attributes.map((attribute) => attribute.name)).toEqual(["greeting_prefix"]);
  const thing = answer.resource_schemas.datafold_thing!;
  expect(thing.version).toBe(1);
  expect(thing.block.description_kind).toBe("MARKDOWN");
  expect(thing.block.attributes.map(({ name, type, computed, required, description_kind }) => ({ name, type: JSON.parse(type.toString()), computed, required, description_kind }))).toEqual([
    { name: "id", type: "string", computed: true, required: false, description_kind: "MARKDOWN" },
    { name: "name", type: "string", computed: false, required: true, description_kind: "MARKDOWN" },
    { name: "labels", type: ["map", "string"], computed: false, required: false, description_kind: "MARKDOWN" },
    { name: "greeting", type: "string", computed: true, required: false, description_kind: "MARKDOWN" },
  ]);
  expect(Object.keys(answer.data_source_schemas)).toEqual(["datafold_echo"]);
});

test("PlanResourceChange of a create whose name is not known yet: the computed attributes planned unknown", async () => {
  const proposed: TfValue = { id: null, name: UNKNOWN, labels: null, greeting: null };
  const answer = await call<{ planned_state: { msgpack: Buffer }; requires_replace: unknown[]; diagnostics: unknown[] }>(provider, "PlanResourceChange", {
    type_name: "datafold_thing",
    prior_state: dynamicValue(null),
    proposed_new_state: dynamicValue(proposed),
    config: dynamicValue(proposed),
  });
  expect(answer.diagnostics).toEqual([]);
  expect(decodeCtyValue(answer.planned_state.msgpack, THING)).toEqual({ id: UNKNOWN, name: UNKNOWN, labels: null, greeting: UNKNOWN });
  expect(answer.requires_replace).toEqual([]);
});

test("PlanResourceChange of a rename: replaced, the path of the name in requires_replace", async () => {
  const prior = { id: "thing-1", name: "a", labels: { env: "dev" }, greeting: "Hello, a" };
  const proposed = { ...prior, name: "b" };
  const answer = await call<{ planned_state: { msgpack: Buffer }; requires_replace: unknown[] }>(provider, "PlanResourceChange", {
    type_name: "datafold_thing",
    prior_state: dynamicValue(prior),
    proposed_new_state: dynamicValue(proposed),
    config: dynamicValue({ ...proposed, id: null, greeting: null }),
  });
  expect(decodeCtyValue(answer.planned_state.msgpack, THING)).toEqual({ id: UNKNOWN, name: "b", labels: { env: "dev" }, greeting: "Hello, b" });
  expect(answer.requires_replace).toEqual([{ steps: [{ attribute_name: "name", selector: "attribute_name" }] }]);
});

test("a diagnostic keeps its severity, summary and attribute path", async () => {
  const answer = await call<{ diagnostics: unknown[] }>(provider, "ValidateResourceConfig", {
    type_name: "datafold_thing",
    config: dynamicValue({ id: null, name: "", labels: null, greeting: null }),
  });
  expect(answer.diagnostics).toEqual([{ severity: "ERROR", summary: "name must not be empty", detail: "", attribute: { steps: [{ attribute_name: "name", selector: "attribute_name" }] } }]);
});

test("a type the provider does not have is an error diagnostic, not a failed call", async () => {
  const answer = await call<{ diagnostics: { severity: string; summary: string }[] }>(provider, "ValidateResourceConfig", { type_name: "datafold_nothing", config: dynamicValue(null) });
  expect(answer.diagnostics).toEqual([expect.objectContaining({ severity: "ERROR", summary: 'This provider has no resource type "datafold_nothing".' })]);
});

test("an RPC the provider does not serve answers UNIMPLEMENTED, saying so", async () => {
  await expect(call(provider, "GetFunctions", {})).rejects.toMatchObject({
    code: status.UNIMPLEMENTED,
    details: "tfplugin6.Provider/GetFunctions is not implemented by this provider: it serves managed resources and data sources only.",
  });
});

test("a client whose certificate is not the one the plugin was given is refused, and so is one without", async () => {
  for (const stranger of [clientCertificate(), undefined]) {
    const { provider: refused, controller: unused } = connect(plugin, stranger);
    try {
      await expect(call(refused, "GetProviderSchema", {})).rejects.toMatchObject({ code: status.UNAVAILABLE });
    } finally {
      refused.close();
      unused.close();
    }
  }
});

test("stdout holds the handshake line alone", () => {
  expect(plugin.stdout()).toMatch(/^1\|6\|tcp\|127\.0\.0\.1:\d+\|grpc\|[A-Za-z0-9+/]+\n$/);
});

test("a Ctrl-C (SIGINT to the process group) does not end the plugin: OpenTofu stops it through StopProvider", async () => {
  plugin.child.kill("SIGINT");
  await new Promise((done) => setTimeout(done, 200));
  expect(plugin.child.exitCode).toBeNull();
  await expect(call(provider, "StopProvider", {})).resolves.toEqual({ Error: "" });
});

// Last: the plugin is gone after it.
test("GRPCController/Shutdown is answered, then the plugin exits cleanly", async () => {
  const exited = new Promise<number | null>((done) => plugin.child.once("exit", (code) => done(code)));
  await expect(call(controller, "Shutdown", {})).resolves.toEqual({});
  await expect(exited).resolves.toBe(0);
});

test("a plugin whose client dies without calling Shutdown exits by itself", async () => {
  // The shell stands for OpenTofu: it starts the plugin, prints its pid, and is killed outright.
  const launcher = `"${process.execPath}" --require "${resolve(__dirname, "../../../tools/typescript/register.js")}" "${FAKE_PROVIDER}" >/dev/null & echo $!; wait`;
  const opentofu = spawn("sh", ["-c", launcher], { env: opentofuEnvironment(client) });
  const pluginPid = await new Promise<number>((done) => opentofu.stdout.once("data", (chunk: Buffer) => done(Number(chunk.toString().trim()))));
  await new Promise((done) => setTimeout(done, 1_000));
  opentofu.kill("SIGKILL");
  const alive = () => {
    try {
      process.kill(pluginPid, 0);
      return true;
    } catch {
      return false;
    }
  };
  const deadline = Date.now() + 10_000;
  while (alive() && Date.now() < deadline) await new Promise((done) => setTimeout(done, 100));
  if (alive()) process.kill(pluginPid, "SIGKILL");
  expect(alive()).toBe(false);
});

describe("refusals at start", () => {
  async function refusal(env: NodeJS.ProcessEnv): Promise<{ code: number | null; stdout: string; stderr: string }> {
    const child = spawnPlugin(env);
    const code = await new Promise<number | null>((done) => child.once("exit", (exitCode) => done(exitCode)));
    return { code, stdout: child.stdout_(), stderr: child.stderr_() };
  }

  test("run by hand (no cookie): it says it is a plugin, and exits 1", async () => {
    const { TF_PLUGIN_MAGIC_COOKIE: _, ...env } = opentofuEnvironment(client);
    expect(await refusal(env)).toEqual({ code: 1, stdout: "", stderr: expect.stringContaining("provider plugin for OpenTofu and Terraform: it is not meant to be run by hand") });
  });

  test("a client of protocol 5 only: refused, naming the protocols", async () => {
    expect(await refusal(opentofuEnvironment(client, { PLUGIN_PROTOCOL_VERSIONS: "5" }))).toEqual({ code: 1, stdout: "", stderr: expect.stringContaining("speaks plugin protocol 6 only") });
  });
});
