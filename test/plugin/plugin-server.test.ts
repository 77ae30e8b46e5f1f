/**
 * The plugin's gRPC server (src/plugin/server/), spoken to as the engine speaks to it: the
 * plugin started from dist/ with an engine address, its port read from stdout, and each RPC
 * called with the SDK's own client stubs. What the engine does with the answers is shown through
 * the real CLI in test/e2e/plugin.test.ts and the plugin scenarios; here, what only the
 * protocol shows: the answers the SDK's own server lacked (CheckConfig, DiffConfig, Configure's
 * capabilities, the detailed diff), the RPCs refused on purpose, cancellation, and failures that
 * carry their message and no stack.
 */
import { spawn, type ChildProcessWithoutNullStreams } from "node:child_process";
import { resolve } from "node:path";
import type * as grpcJs from "@grpc/grpc-js";
import type * as pluginProto from "@pulumi/pulumi/proto/plugin_pb";
import type { ResourceProviderClient } from "@pulumi/pulumi/proto/provider_grpc_pb";
import type * as providerProto from "@pulumi/pulumi/proto/provider_pb";
import type * as emptyProto from "google-protobuf/google/protobuf/empty_pb";
import { sdkModules } from "../../src/provider/shared/sdk-modules";
import { clientFor, startTestEmulator, type TestEmulator } from "../../tools/harness/emulator";

const PLUGIN = resolve(__dirname, "../../dist/plugin/main.js");
const { grpc, providerRpc, providerProto: proto, statusProto, struct, emptyProto: empty } = sdkModules();
const SECRET_SIGNATURE = { "4dabf18193072939515e22adb298388d": "1b47061264138c4ac30d75fd1eb44270" };
const TOKEN_URN = "urn:pulumi:dev::proj::datafold:index:ProxyToken::analyst";
const PROVIDER_URN = "urn:pulumi:dev::proj::pulumi:providers:datafold::default_0_1_0";

let plugin: ChildProcessWithoutNullStreams;
let emulator: TestEmulator;
let client: ResourceProviderClient;
let stderr = "";

beforeAll(async () => {
  emulator = await startTestEmulator();
  const env = Object.fromEntries(Object.entries(process.env).filter(([key]) => !key.startsWith("DATAFOLD_")));
  // The engine's address: nothing listens there, and the plugin dials it only to log a warning.
  plugin = spawn(process.execPath, [PLUGIN, "127.0.0.1:1"], { env });
  plugin.stderr.on("data", (chunk: Buffer) => (stderr += chunk.toString()));
  const port = await new Promise<string>((done, fail) => {
    let out = "";
    plugin.stdout.on("data", (chunk: Buffer) => {
      out += chunk.toString();
      if (out.includes("\n")) done(out.split("\n")[0]!);
    });
    plugin.on("exit", (code) => fail(new Error(`the plugin exited (${code}): ${stderr}`)));
  });
  expect(port).toMatch(/^\d+$/);
  client = new providerRpc.ResourceProviderClient(`127.0.0.1:${port}`, grpc.credentials.createInsecure());
});

afterAll(async () => {
  client?.close();
  plugin?.kill();
  await emulator?.close();
});

/** One unary call: its answer, or the status it failed with. */
function call<Request, Response>(method: (request: Request, callback: (error: grpcJs.ServiceError | null, response: Response) => void) => unknown, request: Request): Promise<Response> {
  // The stubs' methods are overloaded; the caller names the request and response types.
  return new Promise((done, fail) => method.call(client, request, (error, response) => (error ? fail(error) : done(response))));
}

const bag = (value: Record<string, unknown>) => struct.Struct.fromJavaScript(value as never);

describe("the plugin's gRPC server", () => {
  test("GetPluginInfo gives the package's version, and GetSchema the schema; another schema version is refused by name", async () => {
    const info = await call<emptyProto.Empty, pluginProto.PluginInfo>(client.getPluginInfo, new empty.Empty());
    expect(info.getVersion()).toMatch(/^\d+\.\d+\.\d+/);
    const schema = new proto.GetSchemaRequest();
    expect(JSON.parse((await call<providerProto.GetSchemaRequest, providerProto.GetSchemaResponse>(client.getSchema, schema)).getSchema())).toMatchObject({ name: "datafold" });
    schema.setVersion(1);
    await expect(call<providerProto.GetSchemaRequest, providerProto.GetSchemaResponse>(client.getSchema, schema)).rejects.toMatchObject({ code: grpc.status.INVALID_ARGUMENT, details: expect.stringContaining("unsupported schema version 1") });
  });

  test("CheckConfig answers (the SDK's server said UNIMPLEMENTED): a malformed setting is a failure naming its key, with no property", async () => {
    const request = new proto.CheckRequest();
    request.setUrn(PROVIDER_URN);
    request.setOlds(bag({}));
    request.setNews(bag({ timeoutMs: "soon", version: "0.1.0" }));
    const response = await call<providerProto.CheckRequest, providerProto.CheckResponse>(client.checkConfig, request);
    expect(response.getFailuresList().map((failure) => [failure.getProperty(), failure.getReason()])).toEqual([["", expect.stringContaining("datafold:timeoutMs")]]);
    expect(response.getInputs()?.toJavaScript()).toEqual({ timeoutMs: "soon", version: "0.1.0" });
  });

  test("DiffConfig answers with the settings that changed, and never a replacement", async () => {
    const request = new proto.DiffRequest();
    request.setUrn(PROVIDER_URN);
    request.setOldInputs(bag({ apiKey: "old", host: "https://app.datafold.com" }));
    request.setOlds(bag({ apiKey: "old", host: "https://app.datafold.com" }));
    request.setNews(bag({ apiKey: "new", host: "https://app.datafold.com" }));
    const response = await call<providerProto.DiffRequest, providerProto.DiffResponse>(client.diffConfig, request);
    expect(response.getChanges()).toBe(proto.DiffResponse.DiffChanges.DIFF_SOME);
    expect(response.getDiffsList()).toEqual(["apiKey"]);
    expect(response.getReplacesList()).toEqual([]);
    expect(response.getDetaileddiffMap().get("apiKey")?.getKind()).toBe(proto.PropertyDiff.Kind.UPDATE);
  });

  test("Configure takes the arguments and says the plugin accepts secrets, and neither resources, outputs nor previews", async () => {
    const request = new proto.ConfigureRequest();
    request.setUrn(PROVIDER_URN);
    request.setArgs(bag({ host: "http://127.0.0.1:1", allowInsecureHttp: "true", version: "0.1.0" }));
    const response = await call<providerProto.ConfigureRequest, providerProto.ConfigureResponse>(client.configure, request);
    expect([response.getAcceptsecrets(), response.getAcceptresources(), response.getAcceptoutputs(), response.getSupportspreview()]).toEqual([true, false, false, false]);
  });

  test("Check's failures say what is wrong with the input; Diff carries a detailed diff of each changed input and whether it replaces", async () => {
    const check = new proto.CheckRequest();
    check.setUrn(TOKEN_URN);
    check.setOlds(bag({}));
    check.setNews(bag({ principalType: "user", principalId: "alice@example.com", expiresInDays: -3 }));
    const failures = (await call<providerProto.CheckRequest, providerProto.CheckResponse>(client.check, check)).getFailuresList();
    expect(failures.map((failure) => failure.getReason())).toContainEqual(expect.stringContaining("expiresInDays must be a whole number of days"));

    const diff = new proto.DiffRequest();
    diff.setUrn(TOKEN_URN);
    diff.setId("1");
    diff.setOlds(bag({ principalType: "user", principalId: "alice@example.com", name: "old" }));
    diff.setNews(bag({ principalType: "user", principalId: "bob@example.com", name: "old" }));
    const response = await call<providerProto.DiffRequest, providerProto.DiffResponse>(client.diff, diff);
    expect(response.getHasdetaileddiff()).toBe(true);
    expect(response.getReplacesList()).toContain("principalId");
    expect(response.getDetaileddiffMap().get("principalId")?.getKind()).toBe(proto.PropertyDiff.Kind.UPDATE_REPLACE);
  });

  test("a failed create reaches the engine as its message, with no stack", async () => {
    const create = new proto.CreateRequest();
    create.setUrn(TOKEN_URN);
    create.setProperties(bag({ principalType: "user", principalId: "alice@example.com" }));
    const failure = await call<providerProto.CreateRequest, providerProto.CreateResponse>(client.create, create).catch((error: grpcJs.ServiceError) => error);
    expect(failure).toMatchObject({ code: grpc.status.UNKNOWN });
    expect((failure as grpcJs.ServiceError).details.length).toBeGreaterThan(0);
    expect((failure as grpcJs.ServiceError).details).not.toMatch(/\n\s+at /);
    expect(stderr).not.toMatch(/\n\s+at /);
  });

  test("a create whose object exists but failed is an init failure: its id and state (secrets wrapped) in the status details", async () => {
    const configure = new proto.ConfigureRequest();
    configure.setUrn(PROVIDER_URN);
    configure.setArgs(bag({ host: emulator.url, apiKey: { ...SECRET_SIGNATURE, value: emulator.apiKey }, allowInsecureHttp: "true" }));
    await call<providerProto.ConfigureRequest, providerProto.ConfigureResponse>(client.configure, configure);
    const outcome = await clientFor(emulator).control("POST", "/data-source-tests", { name: "broken-pg", outcome: "fail", message: "FATAL: password authentication failed" });
    expect(outcome.status).toBeLessThan(300);

    const create = new proto.CreateRequest();
    create.setUrn("urn:pulumi:dev::proj::datafold:index:DataSource::broken");
    create.setProperties(bag({ name: "broken-pg", postgres: { host: "db.example.com", user: "datafold", dbname: "analytics", password: { ...SECRET_SIGNATURE, value: "pg-Pa55word" } } }));
    const failure = (await call<providerProto.CreateRequest, providerProto.CreateResponse>(client.create, create).catch((error: grpcJs.ServiceError) => error)) as grpcJs.ServiceError;
    expect(failure.code).toBe(grpc.status.UNKNOWN);
    expect(failure.details).toContain("FATAL: password authentication failed");
    const [details] = failure.metadata.get("grpc-status-details-bin") as Buffer[];
    const [packed] = statusProto.Status.deserializeBinary(details!).getDetailsList();
    expect(packed!.getTypeName()).toBe("pulumirpc.ErrorResourceInitFailed");
    const initFailed = proto.ErrorResourceInitFailed.deserializeBinary(packed!.getValue_asU8());
    expect(initFailed.getId()).toMatch(/^\d+$/);
    expect(initFailed.getReasonsList()).toEqual([expect.stringContaining("FATAL: password authentication failed")]);
    const state = initFailed.getProperties()!.toJavaScript() as { postgres: Record<string, unknown> };
    // Wrapped, the engine stores it encrypted: a plain value here would be stored in clear.
    expect(state.postgres.password).toEqual({ ...SECRET_SIGNATURE, value: "pg-Pa55word" });
    expect(state).toMatchObject({ name: "broken-pg", connectionTest: "failed" });
  });

  test("Handshake, Parameterize and Call are refused as UNIMPLEMENTED, each saying why; the mappings are empty", async () => {
    await expect(call<providerProto.ProviderHandshakeRequest, providerProto.ProviderHandshakeResponse>(client.handshake, new proto.ProviderHandshakeRequest())).rejects.toMatchObject({ code: grpc.status.UNIMPLEMENTED, details: expect.stringContaining("Configure") });
    await expect(call<providerProto.ParameterizeRequest, providerProto.ParameterizeResponse>(client.parameterize, new proto.ParameterizeRequest())).rejects.toMatchObject({ code: grpc.status.UNIMPLEMENTED, details: expect.stringContaining("no parameters") });
    await expect(call<providerProto.CallRequest, providerProto.CallResponse>(client.call, new proto.CallRequest())).rejects.toMatchObject({ code: grpc.status.UNIMPLEMENTED, details: expect.stringContaining("no resource methods") });
    expect((await call<providerProto.GetMappingsRequest, providerProto.GetMappingsResponse>(client.getMappings, new proto.GetMappingsRequest())).getProvidersList()).toEqual([]);
  });

  test("after Cancel, reads still answer but no create, update or delete is started", async () => {
    await call<emptyProto.Empty, emptyProto.Empty>(client.cancel, new empty.Empty());
    const create = new proto.CreateRequest();
    create.setUrn(TOKEN_URN);
    create.setProperties(bag({ principalType: "user", principalId: "alice@example.com" }));
    await expect(call<providerProto.CreateRequest, providerProto.CreateResponse>(client.create, create)).rejects.toMatchObject({ code: grpc.status.CANCELLED, details: expect.stringContaining("cancelled") });
    const remove = new proto.DeleteRequest();
    remove.setUrn(TOKEN_URN);
    remove.setId("1");
    await expect(call<providerProto.DeleteRequest, emptyProto.Empty>(client.delete, remove)).rejects.toMatchObject({ code: grpc.status.CANCELLED });
    expect((await call<emptyProto.Empty, pluginProto.PluginInfo>(client.getPluginInfo, new empty.Empty())).getVersion()).not.toBe("");
  });
});
