import { z } from "zod";
import type * as api from "../types/bi-integration";
import { mustBe } from "../core/describe-value";
import { view } from "./view";

// The source of the BI integration types: src/types/bi-integration.ts is generated from this
// file by `npm run generate`, each description below becoming a doc comment.
//
// The bodies we send are the vendor's create bodies (LookerDataSourceConfig, ...), checked
// strictly. The vendor publishes no schema of any answer of /api/v1/lineage/bi/: the answers
// are read leniently (loose objects, every field but the id optional), and only the fields this
// package acts on are typed.

export const BiIntegrationKind = z
  .enum(["looker", "tableau", "powerbi", "mode", "hightouch", "dbt"])
  .meta({ description: "Kinds of BI integration, as the create endpoints `/api/v1/lineage/bi/<kind>/` name them." });
export type BiIntegrationKind = api.BiIntegrationKind;

export const PowerBIAuthType = z
  .enum(["delegated", "service_principal"], mustBe('"delegated" or "service_principal"', "text"))
  .meta({ description: "How Datafold signs in to Power BI: as a delegated user, or as a service principal." });
export type PowerBIAuthType = api.PowerBIAuthType;

/** A credential's wrong type is named without the value: the value may be a credential put there by mistake. */
const credential = (what: string) => z.string({ error: `must be a string (the ${what}; its value is not shown)` });
const text = (what: string) => z.string(mustBe(`a string (${what})`, "text"));
const cron = z.string(mustBe("a string (a cron expression)", "text")).nullable();
const name = z.string(mustBe("a string (the integration's name)", "text")).nullable();

export const DataSourceBinding = z
  .strictObject({
    remoteId: text("the id of the remote connection in the BI tool").describe("The id of the connection in the BI tool (a Looker connection, a Hightouch source)."),
    boundIds: z
      .array(z.number(mustBe("a whole number (a Datafold data source id)", "number")).int(mustBe("a whole number (a Datafold data source id)", "number")))
      .describe("The ids of the Datafold data sources the remote connection reads."),
  })
  .meta({ description: "Binds a connection of the BI tool to Datafold data sources (DataSourceBinding): the vendor's field names are camelCase already." });
export type DataSourceBinding = api.DataSourceBinding;

const bindings = z.array(DataSourceBinding);

export const LookerDataSourceConfig = z
  .strictObject({
    name: name.optional().describe("The integration's name in Datafold."),
    indexing_cron: cron.optional().describe("When Datafold indexes the integration: a cron expression; null for the service's default."),
    base_url: text("the Looker instance's URL").describe("The Looker instance's URL."),
    client_id: text("the Looker API client id").describe("The Looker API client id."),
    client_secret: credential("Looker API client secret").describe("The Looker API client secret. Write-only: no answer shows it."),
    repo_id: z.number(mustBe("a whole number (the repository id)", "number")).int(mustBe("a whole number (the repository id)", "number")).describe("The id of the Datafold repository of the LookML project."),
    project_ids: z.array(text("a Looker project id")).optional().describe("The Looker projects to index; the service's default is none listed."),
    bindings: bindings.optional().describe("Which Looker connections read which Datafold data sources; the service's default is none."),
  })
  .meta({ description: "Body of POST /api/v1/lineage/bi/looker/ and of its PUT (LookerDataSourceConfig)." });
export type LookerDataSourceConfig = api.LookerDataSourceConfig;

export const TableauDataSourceConfig = z
  .strictObject({
    name: name.optional().describe("The integration's name in Datafold."),
    indexing_cron: cron.optional().describe("When Datafold indexes the integration: a cron expression; null for the service's default."),
    server_url: text("the Tableau server's URL").describe("The Tableau server's URL."),
    site_id: text("the Tableau site id").describe("The Tableau site id."),
    token_name: text("the personal access token's name").describe("The name of the Tableau personal access token."),
    token_value: credential("Tableau personal access token").describe("The Tableau personal access token's value. Write-only: no answer shows it."),
  })
  .meta({ description: "Body of POST /api/v1/lineage/bi/tableau/ and of its PUT (TableauDataSourceConfig)." });
export type TableauDataSourceConfig = api.TableauDataSourceConfig;

export const PowerBIDataSourceConfig = z
  .strictObject({
    name: name.optional().describe("The integration's name in Datafold."),
    indexing_cron: cron.optional().describe("When Datafold indexes the integration: a cron expression; null for the service's default."),
    auth_type: PowerBIAuthType.nullable().optional().describe("How Datafold signs in to Power BI."),
    client_id: text("the Azure application's client id").nullable().optional().describe("The Azure application's client id."),
    client_secret: credential("Azure application's client secret").nullable().optional().describe("The Azure application's client secret. Write-only: no answer shows it."),
    tenant_id: text("the Azure tenant id").nullable().optional().describe("The Azure tenant id."),
  })
  .meta({ description: "Body of POST /api/v1/lineage/bi/powerbi/ and of its PUT (PowerBIDataSourceConfig): every field optional." });
export type PowerBIDataSourceConfig = api.PowerBIDataSourceConfig;

export const ModeDataSourceConfig = z
  .strictObject({
    name: name.optional().describe("The integration's name in Datafold."),
    indexing_cron: cron.optional().describe("When Datafold indexes the integration: a cron expression; null for the service's default."),
    token: credential("Mode API token").describe("The Mode API token. Write-only: no answer shows it."),
    password: credential("Mode API token's password").describe("The Mode API token's password (secret). Write-only: no answer shows it."),
    workspace: text("the Mode workspace").optional().describe("The Mode workspace; the service's default is the empty string."),
  })
  .meta({ description: "Body of POST /api/v1/lineage/bi/mode/ and of its PUT (ModeDataSourceConfig)." });
export type ModeDataSourceConfig = api.ModeDataSourceConfig;

export const HighTouchDataSourceConfig = z
  .strictObject({
    name: name.optional().describe("The integration's name in Datafold."),
    indexing_cron: cron.optional().describe("When Datafold indexes the integration: a cron expression; null for the service's default."),
    token: credential("Hightouch API token").describe("The Hightouch API token. Write-only: no answer shows it."),
    bindings: bindings.describe("Which Hightouch sources read which Datafold data sources. Required by the service."),
    workspace: text("the Hightouch workspace").nullable().optional().describe("The Hightouch workspace."),
  })
  .meta({ description: "Body of POST /api/v1/lineage/bi/hightouch/ and of its PUT (HighTouchDataSourceConfig)." });
export type HighTouchDataSourceConfig = api.HighTouchDataSourceConfig;

export const DbtDataSourceConfig = z
  .strictObject({
    name: name.optional().describe("The integration's name in Datafold."),
    indexing_cron: cron.optional().describe("When Datafold indexes the integration: a cron expression; null for the service's default."),
    ci_config_id: z.number(mustBe("a whole number (the CI configuration's id)", "number")).int(mustBe("a whole number (the CI configuration's id)", "number")).describe("The id of the Datafold CI configuration (dbt) to index."),
  })
  .meta({ description: "Body of POST /api/v1/lineage/bi/dbt/ and of its PUT (DbtDataSourceConfig)." });
export type DbtDataSourceConfig = api.DbtDataSourceConfig;

export const BiIntegrationBinding = z
  .looseObject({
    remoteId: z.string().describe("The id of the connection in the BI tool."),
    boundIds: z.array(z.number().int()).describe("The ids of the Datafold data sources it reads."),
  })
  .meta({ description: "A connection binding as GET shows it (DataSourceBinding, read leniently)." });
export type BiIntegrationBinding = api.BiIntegrationBinding;

/**
 * One integration as GET /api/v1/lineage/bi/{id}/ and the listing show it. A guess (the vendor
 * publishes no schema): the create body's fields without the credentials, with the kind as
 * `type`. Every field but the id is optional, so that an answer laid out otherwise still reads:
 * what GET does not show, refresh cannot compare.
 */
export const BiIntegration = z
  .looseObject({
    id: z.number().int().describe("The integration's id: a positive whole number, fixed for its life."),
    type: z
      .string()
      .nullish()
      .describe("The kind (see {@link BiIntegrationKind}), read as text so that a kind added later still reads; null or absent when the service gives none."),
    name: z.string().nullish().describe("The integration's name; null or absent when it has none."),
    indexing_cron: z.string().nullish().describe("When Datafold indexes the integration (a cron expression); null or absent for the service's default."),
    base_url: z.string().nullish().describe("Looker: the instance's URL."),
    client_id: z.string().nullish().describe("Looker and Power BI: the API client id."),
    repo_id: z.number().int().nullish().describe("Looker: the Datafold repository id of the LookML project."),
    project_ids: z.array(z.string()).nullish().describe("Looker: the projects indexed."),
    bindings: z.array(BiIntegrationBinding).nullish().describe("Looker and Hightouch: the connection bindings."),
    server_url: z.string().nullish().describe("Tableau: the server's URL."),
    site_id: z.string().nullish().describe("Tableau: the site id."),
    token_name: z.string().nullish().describe("Tableau: the personal access token's name."),
    auth_type: z.string().nullish().describe("Power BI: how Datafold signs in (`delegated` or `service_principal`), read as text."),
    tenant_id: z.string().nullish().describe("Power BI: the Azure tenant id."),
    workspace: z.string().nullish().describe("Mode and Hightouch: the workspace."),
    ci_config_id: z.number().int().nullish().describe("dbt: the CI configuration's id."),
  })
  .meta({
    description:
      "A BI integration as GET /api/v1/lineage/bi/{id}/ shows it: never a credential. The vendor publishes no schema of it: only " +
      "the fields this package acts on are typed, each optional; the rest pass through untouched.",
    otherFields: "A field this package does not act on (a sync status, a time), passed on as it came.",
  });
export type BiIntegration = api.BiIntegration;

export const CreatedBiIntegration = z
  .looseObject({ id: z.number().int().positive().describe("The new integration's id.") })
  .meta({ description: "What POST /api/v1/lineage/bi/<kind>/ answers: at least the new integration's id (a guess: the vendor publishes no schema)." });
export type CreatedBiIntegration = api.CreatedBiIntegration;

/** The binding as a Pulumi program reads it. */
export const BiIntegrationBindingInfo = view(BiIntegrationBinding).as<api.BiIntegrationBindingInfo>({
  description: "A connection binding of an integration: which remote connection reads which Datafold data sources.",
  fields: { remoteId: true, boundIds: true },
});
export type BiIntegrationBindingInfo = api.BiIntegrationBindingInfo;

/** An integration as `getBiIntegrations` returns it: the fields GET shows, never a credential (the view copies only these). */
export const BiIntegrationInfo = view(BiIntegration).as<api.BiIntegrationInfo>({
  description:
    "A BI integration's settings as the service shows them, and never a credential: the view copies only the fields listed, so " +
    "a credential the service might echo is not passed on. A field the kind does not have is null.",
  fields: {
    id: true,
    type: { as: "kind", known: BiIntegrationKind, description: "The kind: `looker`, `tableau`, `powerbi`, `mode`, `hightouch` or `dbt`, or one added since, as text." },
    name: true,
    indexing_cron: true,
    base_url: true,
    client_id: true,
    repo_id: true,
    project_ids: true,
    bindings: { view: BiIntegrationBindingInfo },
    server_url: true,
    site_id: true,
    token_name: true,
    auth_type: true,
    tenant_id: true,
    workspace: true,
    ci_config_id: true,
  },
});
export type BiIntegrationInfo = api.BiIntegrationInfo;
