import { impliedType } from "./cty-types";
import { diagnosticOfThrown, protocolAttributePath, protocolDiagnostics, type ProtocolDiagnostic } from "./diagnostics";
import { decodeObject, decodeObjectOrNull, encodeDynamicValue, type DynamicValueMessage, type TfObject } from "./dynamic-values";
import { protocolProviderSchema } from "./protocol-schema";
import type { CtyType, ProviderSchema, TerraformProvider } from "./terraform-provider-interface";

/**
 * tfplugin6's RPCs that OpenTofu calls for managed resources and data sources, each mapped to
 * the provider's method in decoded values: requests' DynamicValues decoded with the implied type
 * of the schema of their type name, answers encoded with it, diagnostics converted. Whatever a
 * method or a conversion throws is answered as one error diagnostic (never a gRPC error, which
 * OpenTofu would report as the provider crashing). Requests and answers are the plain objects
 * of protocol-definitions.ts.
 */

type Request = Readonly<Record<string, unknown>>;
type Answer = Readonly<Record<string, unknown>>;
export type ProviderRpc = (request: Request) => Promise<Answer>;

/** The schema, asked of the provider once, with each block's implied type worked out once. */
class SchemaTypes {
  private schemaOnce: ProviderSchema | undefined;
  private readonly types = new Map<string, CtyType>();

  constructor(private readonly provider: TerraformProvider) {}

  get schema(): ProviderSchema {
    this.schemaOnce ??= this.provider.schema();
    return this.schemaOnce;
  }

  providerConfig(): CtyType {
    return this.typeOf("provider", () => this.schema.provider);
  }

  resource(typeName: string): CtyType {
    return this.typeOf(`resource ${typeName}`, () => {
      const block = Object.hasOwn(this.schema.resources, typeName) ? this.schema.resources[typeName] : undefined;
      if (block === undefined) throw new Error(`This provider has no resource type "${typeName}".`);
      return block;
    });
  }

  dataSource(typeName: string): CtyType {
    return this.typeOf(`data source ${typeName}`, () => {
      const block = Object.hasOwn(this.schema.dataSources, typeName) ? this.schema.dataSources[typeName] : undefined;
      if (block === undefined) throw new Error(`This provider has no data source "${typeName}".`);
      return block;
    });
  }

  private typeOf(key: string, block: () => ProviderSchema["provider"]): CtyType {
    let type = this.types.get(key);
    if (type === undefined) {
      type = impliedType(block());
      this.types.set(key, type);
    }
    return type;
  }
}

/** An RPC whose failures become its answer's one error diagnostic. */
function diagnosed(work: (request: Request) => Promise<Answer>): ProviderRpc {
  return async (request) => {
    try {
      return await work(request);
    } catch (thrown) {
      return { diagnostics: protocolDiagnostics([diagnosticOfThrown(thrown)]) };
    }
  };
}

const dynamic = (request: Request, field: string) => (request[field] ?? null) as DynamicValueMessage | null;
const text = (request: Request, field: string) => String(request[field] ?? "");
const bytes = (request: Request, field: string) => (Buffer.isBuffer(request[field]) ? (request[field] as Buffer) : Buffer.alloc(0));
const diagnostics = (answer: { readonly diagnostics?: Parameters<typeof protocolDiagnostics>[0] }): ProtocolDiagnostic[] => protocolDiagnostics(answer.diagnostics);

/** The value of an answer's state field: left out when the provider gave none (undefined), null encoded as null. */
function stateField(name: string, value: TfObject | null | undefined, type: CtyType, what: string): Answer {
  return value === undefined ? {} : { [name]: encodeDynamicValue(value, type, what) };
}

export function providerRpcs(provider: TerraformProvider): Readonly<Record<string, ProviderRpc>> {
  const types = new SchemaTypes(provider);
  /*
   * get_provider_schema_optional: the schema is the executable's, the same in every process, and
   * nothing here needs GetProviderSchema called first; so OpenTofu (and Terraform since 1.6)
   * asks for it once per command and gives the other starts its cached copy. Without it, each of
   * the three or four starts of a command asked three or four times (37 schemas, each some
   * 30 ms of CPU to encode, in a plan, an apply and a plan of 200 monitors; 3 with it).
   */
  const serverCapabilities = { plan_destroy: true, get_provider_schema_optional: true, move_resource_state: false, generate_resource_config: false };
  let schemaAnswer: Answer | undefined;

  return {
    GetMetadata: diagnosed(async () => ({
      server_capabilities: serverCapabilities,
      resources: Object.keys(types.schema.resources).map((type_name) => ({ type_name })),
      data_sources: Object.keys(types.schema.dataSources).map((type_name) => ({ type_name })),
    })),

    // Built once and frozen: the serializer keeps a frozen answer's encoding (protocol-definitions.ts), for a host that still asks again.
    GetProviderSchema: diagnosed(async () => {
      schemaAnswer ??= Object.freeze({ ...protocolProviderSchema(types.schema), server_capabilities: serverCapabilities });
      return schemaAnswer;
    }),

    ValidateProviderConfig: diagnosed(async (request) => {
      const config = decodeObject(dynamic(request, "config"), types.providerConfig(), "the provider's configuration");
      return { diagnostics: diagnostics(await provider.validateProviderConfig(config)) };
    }),

    ConfigureProvider: diagnosed(async (request) => {
      const config = decodeObject(dynamic(request, "config"), types.providerConfig(), "the provider's configuration");
      return { diagnostics: diagnostics(await provider.configureProvider(config, text(request, "terraform_version"))) };
    }),

    ValidateResourceConfig: diagnosed(async (request) => {
      const typeName = text(request, "type_name");
      const config = decodeObject(dynamic(request, "config"), types.resource(typeName), `the configuration of ${typeName}`);
      return { diagnostics: diagnostics(await provider.validateResourceConfig(typeName, config)) };
    }),

    ValidateDataResourceConfig: diagnosed(async (request) => {
      const typeName = text(request, "type_name");
      const config = decodeObject(dynamic(request, "config"), types.dataSource(typeName), `the configuration of data source ${typeName}`);
      return { diagnostics: diagnostics(await provider.validateDataResourceConfig(typeName, config)) };
    }),

    UpgradeResourceState: diagnosed(async (request) => {
      const typeName = text(request, "type_name");
      const type = types.resource(typeName);
      const rawState = rawStateJson(request.raw_state, typeName);
      const answer = await provider.upgradeResourceState(typeName, Number(request.version ?? 0), rawState);
      return { ...stateField("upgraded_state", answer.upgradedState, type, `the upgraded state of ${typeName}`), diagnostics: diagnostics(answer) };
    }),

    ReadResource: diagnosed(async (request) => {
      const typeName = text(request, "type_name");
      const type = types.resource(typeName);
      const current = decodeObject(dynamic(request, "current_state"), type, `the state of ${typeName}`);
      const answer = await provider.readResource(typeName, current, bytes(request, "private"));
      return {
        ...stateField("new_state", answer.newState, type, `the state read of ${typeName}`),
        private: answer.privateData ?? bytes(request, "private"),
        diagnostics: diagnostics(answer),
      };
    }),

    PlanResourceChange: diagnosed(async (request) => {
      const typeName = text(request, "type_name");
      const type = types.resource(typeName);
      const prior = decodeObjectOrNull(dynamic(request, "prior_state"), type, `the prior state of ${typeName}`);
      const proposed = decodeObjectOrNull(dynamic(request, "proposed_new_state"), type, `the proposed state of ${typeName}`);
      const config = decodeObjectOrNull(dynamic(request, "config"), type, `the configuration of ${typeName}`);
      const priorPrivate = bytes(request, "prior_private");
      const answer = await provider.planResourceChange(typeName, prior, proposed, config, priorPrivate);
      return {
        ...stateField("planned_state", answer.plannedState, type, `the planned state of ${typeName}`),
        requires_replace: (answer.requiresReplace ?? []).map(protocolAttributePath),
        planned_private: answer.plannedPrivate ?? priorPrivate,
        diagnostics: diagnostics(answer),
      };
    }),

    ApplyResourceChange: diagnosed(async (request) => {
      const typeName = text(request, "type_name");
      const type = types.resource(typeName);
      const prior = decodeObjectOrNull(dynamic(request, "prior_state"), type, `the prior state of ${typeName}`);
      const planned = decodeObjectOrNull(dynamic(request, "planned_state"), type, `the planned state of ${typeName}`);
      const config = decodeObjectOrNull(dynamic(request, "config"), type, `the configuration of ${typeName}`);
      const answer = await provider.applyResourceChange(typeName, prior, planned, config, bytes(request, "planned_private"));
      return {
        ...stateField("new_state", answer.newState, type, `the new state of ${typeName}`),
        private: answer.privateData ?? bytes(request, "planned_private"),
        diagnostics: diagnostics(answer),
      };
    }),

    ImportResourceState: diagnosed(async (request) => {
      const typeName = text(request, "type_name");
      types.resource(typeName); // an unknown type is refused before the provider is asked
      const answer = await provider.importResourceState(typeName, text(request, "id"));
      return {
        imported_resources: (answer.imported ?? []).map((imported) => ({
          type_name: imported.typeName,
          state: encodeDynamicValue(imported.state, types.resource(imported.typeName), `the imported state of ${imported.typeName}`),
          private: imported.privateData ?? Buffer.alloc(0),
        })),
        diagnostics: diagnostics(answer),
      };
    }),

    ReadDataSource: diagnosed(async (request) => {
      const typeName = text(request, "type_name");
      const type = types.dataSource(typeName);
      const config = decodeObject(dynamic(request, "config"), type, `the configuration of data source ${typeName}`);
      const answer = await provider.readDataSource(typeName, config);
      return { ...stateField("state", answer.state, type, `the state read of data source ${typeName}`), diagnostics: diagnostics(answer) };
    }),

    // Not a diagnosed RPC: its answer has an error string instead of diagnostics.
    StopProvider: async () => {
      try {
        await provider.stop();
        return { Error: "" };
      } catch (thrown) {
        return { Error: diagnosticOfThrown(thrown).summary };
      }
    },
  };
}

/**
 * UpgradeResourceState's raw state: the JSON OpenTofu stored, parsed (the provider reads it by
 * the schema version it was written with). The flatmap form is protocol 5's legacy of
 * Terraform 0.11, which no state of a protocol 6 provider has.
 */
function rawStateJson(rawState: unknown, typeName: string): unknown {
  const raw = (rawState ?? {}) as { readonly json?: Buffer; readonly flatmap?: Readonly<Record<string, string>> };
  if (raw.json !== undefined && raw.json.length > 0) {
    try {
      return JSON.parse(raw.json.toString("utf8"));
    } catch (error) {
      throw new Error(`The stored state of ${typeName} is not JSON (${error instanceof Error ? error.message : String(error)}): restore the state file from a backup.`);
    }
  }
  if (raw.flatmap !== undefined && Object.keys(raw.flatmap).length > 0) {
    throw new Error(`The stored state of ${typeName} is in the flatmap form of Terraform 0.11, which this provider does not read.`);
  }
  throw new Error(`OpenTofu sent no stored state of ${typeName} to upgrade.`);
}
