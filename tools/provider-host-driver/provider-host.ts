/**
 * A client of the real dynamic-provider host of `@pulumi/pulumi`
 * (`@pulumi/pulumi/cmd/dynamic-provider`), spoken to over gRPC with the SDK's own protos:
 * exactly the calls the Pulumi engine makes, in its order. Tests and benchmarks use it, so
 * what they exercise is what `pulumi up` would run.
 */
import { spawn, type ChildProcess } from "node:child_process";
import { createInterface } from "node:readline";
import { dirname, join } from "node:path";
import * as grpc from "@grpc/grpc-js";
import { Struct } from "google-protobuf/google/protobuf/struct_pb";
import type { CheckFailure } from "../../src/kit/check-failure";
import { ProviderHostError } from "./provider-host-error";

/* The SDK's generated protos have no usable types for these constructors; keep `any` here. */
/* eslint-disable @typescript-eslint/no-require-imports, @typescript-eslint/no-explicit-any */
const providerProto: any = require("@pulumi/pulumi/proto/provider_pb");
const providerGrpc: any = require("@pulumi/pulumi/proto/provider_grpc_pb");
/* eslint-enable @typescript-eslint/no-require-imports */

export { ProviderHostError };

/** A plain JSON object as the host sends and receives it (google.protobuf.Struct). */
export type PropertyMap = Record<string, unknown>;

export type { CheckFailure };

export interface CheckResult {
  readonly inputs: PropertyMap;
  readonly failures: readonly CheckFailure[];
}

export interface DiffResult {
  readonly changes: "none" | "some" | "unknown";
  readonly replaces: readonly string[];
  readonly deleteBeforeReplace: boolean;
}

export interface ReadResult {
  /** Empty when the provider found the object gone: the engine drops it from state. */
  readonly id: string;
  readonly properties: PropertyMap;
  readonly inputs?: PropertyMap;
}

/** One gRPC exchange with the host, as sent and received; for secret-hygiene tests. */
export interface TranscriptEntry {
  readonly method: string;
  readonly request: unknown;
  readonly response?: unknown;
  readonly error?: string;
}

export interface ProviderHostOptions {
  /** The Pulumi project directory: the host resolves `import()`s of the provider from here. */
  readonly cwd: string;
  /** Environment of the host process (defaults to this process's). */
  readonly env?: NodeJS.ProcessEnv;
  /** Receives everything the host writes to stderr (its logs and uncaught errors). */
  readonly onStderr?: (text: string) => void;
  /** Keep a transcript of every request and response (default false). */
  readonly recordTranscript?: boolean;
}

const HOST_SCRIPT = join(dirname(require.resolve("@pulumi/pulumi/package.json")), "cmd", "dynamic-provider");

/** The dynamic-provider host, running in its own process, and a gRPC client to it. */
export class ProviderHost {
  readonly transcript: TranscriptEntry[] = [];

  private constructor(
    private readonly child: ChildProcess,
    private readonly client: any,
    private readonly recordTranscript: boolean,
    /** Filled by the one stderr listener, from spawn on. */
    private readonly captured: { stderr: string },
  ) {}

  /** Spawns the host, reads the port it prints and connects; rejects if it exits first. */
  static async start(options: ProviderHostOptions): Promise<ProviderHost> {
    // The host's only argument is the engine address; it never calls the engine back for
    // the methods we use, so an unused loopback address is enough.
    const child = spawn(process.execPath, [HOST_SCRIPT, "127.0.0.1:0"], {
      cwd: options.cwd,
      env: options.env ?? process.env,
      stdio: ["ignore", "pipe", "pipe"],
    });
    const captured = { stderr: "" };
    child.stderr?.setEncoding("utf8").on("data", (text: string) => {
      captured.stderr += text;
      options.onStderr?.(text);
    });
    const port = await new Promise<string>((resolve, reject) => {
      const lines = createInterface({ input: child.stdout! });
      lines.once("line", (line) => resolve(line.trim()));
      child.once("error", reject);
      child.once("exit", (code, signal) =>
        reject(new Error(`the dynamic-provider host exited before listening (code ${code}, signal ${signal}): ${captured.stderr}`)),
      );
    });
    const client = new providerGrpc.ResourceProviderClient(`127.0.0.1:${port}`, grpc.credentials.createInsecure());
    return new ProviderHost(child, client, options.recordTranscript ?? false, captured);
  }

  get pid(): number | undefined {
    return this.child.pid;
  }

  /** Everything the host has written to stderr so far. */
  get stderr(): string {
    return this.captured.stderr;
  }

  /**
   * Configure, as the engine sends it to a dynamic provider: the whole stack config by full
   * key (`datafold:apiKey`). Secret values are sent plain: the host answers
   * `acceptSecrets: false`, so the engine never wraps them.
   */
  async configure(config: Readonly<Record<string, string>>): Promise<void> {
    const request = new providerProto.ConfigureRequest();
    const variables = request.getVariablesMap();
    for (const [key, value] of Object.entries(config)) variables.set(key, value);
    request.setArgs(Struct.fromJavaScript(config as PropertyMap as never));
    request.setAcceptsecrets(false);
    request.setAcceptresources(false);
    await this.call("configure", request, { config: Object.keys(config) });
  }

  async check(urn: string, olds: PropertyMap, news: PropertyMap): Promise<CheckResult> {
    const request = addressed(new providerProto.CheckRequest(), urn);
    request.setOlds(toStruct(olds));
    request.setNews(toStruct(news));
    const response = await this.call("check", request, { urn, olds, news });
    return {
      inputs: fromStruct(response.getInputs()),
      failures: response.getFailuresList().map((f: any) => ({ property: f.getProperty(), reason: f.getReason() })),
    };
  }

  async diff(urn: string, id: string, olds: PropertyMap, news: PropertyMap, oldInputs?: PropertyMap): Promise<DiffResult> {
    const request = addressed(new providerProto.DiffRequest(), urn, id);
    request.setOlds(toStruct(olds));
    request.setNews(toStruct(news));
    if (oldInputs) request.setOldInputs(toStruct(oldInputs));
    const response = await this.call("diff", request, { urn, id, olds, news });
    const kinds = providerProto.DiffResponse.DiffChanges;
    const changes = response.getChanges();
    return {
      changes: changes === kinds.DIFF_SOME ? "some" : changes === kinds.DIFF_NONE ? "none" : "unknown",
      replaces: response.getReplacesList(),
      deleteBeforeReplace: response.getDeletebeforereplace(),
    };
  }

  async create(urn: string, properties: PropertyMap): Promise<{ id: string; properties: PropertyMap }> {
    const request = addressed(new providerProto.CreateRequest(), urn);
    request.setProperties(toStruct(properties));
    const response = await this.call("create", request, { urn, properties });
    return { id: response.getId(), properties: fromStruct(response.getProperties()) };
  }

  async read(urn: string, id: string, properties: PropertyMap, inputs?: PropertyMap): Promise<ReadResult> {
    const request = addressed(new providerProto.ReadRequest(), urn, id);
    request.setProperties(toStruct(properties));
    if (inputs) request.setInputs(toStruct(inputs));
    const response = await this.call("read", request, { urn, id, properties, inputs });
    return {
      id: response.getId(),
      properties: fromStruct(response.getProperties()),
      ...(response.hasInputs() ? { inputs: response.getInputs().toJavaScript() } : {}),
    };
  }

  async update(urn: string, id: string, olds: PropertyMap, news: PropertyMap, oldInputs?: PropertyMap): Promise<PropertyMap> {
    const request = addressed(new providerProto.UpdateRequest(), urn, id);
    request.setOlds(toStruct(olds));
    request.setNews(toStruct(news));
    if (oldInputs) request.setOldInputs(toStruct(oldInputs));
    const response = await this.call("update", request, { urn, id, olds, news });
    return fromStruct(response.getProperties());
  }

  async delete(urn: string, id: string, properties: PropertyMap, oldInputs?: PropertyMap): Promise<void> {
    const request = addressed(new providerProto.DeleteRequest(), urn, id);
    request.setProperties(toStruct(properties));
    if (oldInputs) request.setOldInputs(toStruct(oldInputs));
    await this.call("delete", request, { urn, id, properties });
  }

  /** Closes the channel and stops the host; resolves once the process has exited. */
  async close(): Promise<void> {
    this.client.close();
    if (this.child.exitCode !== null || this.child.signalCode !== null) return;
    const exited = new Promise<void>((resolve) => this.child.once("exit", () => resolve()));
    this.child.kill("SIGTERM");
    const timer = setTimeout(() => this.child.kill("SIGKILL"), 2_000);
    await exited;
    clearTimeout(timer);
  }

  private call(method: string, request: unknown, summary: unknown): Promise<any> {
    return new Promise((resolve, reject) => {
      this.client[method](request, (error: grpc.ServiceError | null, response: any) => {
        if (error) {
          if (this.recordTranscript) this.transcript.push({ method, request: summary, error: error.details ?? error.message });
          reject(new ProviderHostError(method, error));
          return;
        }
        if (this.recordTranscript) this.transcript.push({ method, request: summary, response: response?.toObject?.() });
        resolve(response);
      });
    });
  }
}

function toStruct(properties: PropertyMap): Struct {
  return Struct.fromJavaScript(properties as never);
}

function fromStruct(struct: Struct | undefined): PropertyMap {
  return (struct?.toJavaScript() as PropertyMap | undefined) ?? {};
}

interface AddressedRequest {
  setUrn(value: string): void;
  setName(value: string): void;
  setType(value: string): void;
  setId?(value: string): void;
}

/**
 * Sets what every resource request carries: the URN, and its name and type beside it as
 * the engine sends them (URNs end in `::<type>::<name>`), and the id where there is one.
 */
function addressed<R extends AddressedRequest>(request: R, urn: string, id?: string): R {
  const parts = urn.split("::");
  request.setUrn(urn);
  request.setName(parts[parts.length - 1] ?? "");
  request.setType(parts[parts.length - 2] ?? "");
  if (id !== undefined) request.setId!(id);
  return request;
}
