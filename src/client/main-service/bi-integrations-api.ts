/**
 * The BI integration endpoints of the main service (/api/v1/lineage/bi/), as functions of the
 * one HTTP layer; the DatafoldClient methods of the same names call them. Every argument is
 * checked before a request is sent. The vendor publishes no schema of any answer here: each is
 * read leniently (src/schemas/bi-integration.ts), the fields this package relies on checked.
 */
import { z } from "zod";
import * as wire from "../../schemas/bi-integration";
import type { BiIntegration, BiIntegrationKind, CreatedBiIntegration } from "../../types/bi-integration";
import type { BiIntegrationConfigs } from "./bi-integration-configs";
import { checkArgument, checkArguments, PositiveId } from "../../core/arguments";
import { pathSegment } from "../../core/path-segment";
import type { HttpClient } from "../transport/http-client";

/** The body schema of each kind: the vendor's `<Kind>DataSourceConfig`. */
export const CONFIG_SCHEMAS: { readonly [K in BiIntegrationKind]: z.ZodType<BiIntegrationConfigs[K]> } = {
  looker: wire.LookerDataSourceConfig,
  tableau: wire.TableauDataSourceConfig,
  powerbi: wire.PowerBIDataSourceConfig,
  mode: wire.ModeDataSourceConfig,
  hightouch: wire.HighTouchDataSourceConfig,
  dbt: wire.DbtDataSourceConfig,
};

/**
 * GET /api/v1/lineage/bi/: a bare array, or an object holding one under `integrations` or
 * `items` (a guess: the vendor publishes no schema), read as the array.
 */
const BiIntegrationList = z.union([
  z.array(wire.BiIntegration),
  z.looseObject({ integrations: z.array(wire.BiIntegration) }).transform((list) => list.integrations),
  z.looseObject({ items: z.array(wire.BiIntegration) }).transform((list) => list.items),
]);

const integrationPath = (id: number, method: string) =>
  `/api/v1/lineage/bi/${pathSegment(checkArgument(PositiveId, id, method, "integrationId"), method, "integrationId")}/`;

function kindOf<K extends BiIntegrationKind>(kind: K, method: string): K {
  return checkArgument(wire.BiIntegrationKind, kind, method, "kind") as K;
}

/** POST /api/v1/lineage/bi/<kind>/. A POST: never retried once sent (an ambiguous failure is a NetworkError with `ambiguous`). */
export function createBiIntegration<K extends BiIntegrationKind>(http: HttpClient, kind: K, config: BiIntegrationConfigs[K]): Promise<CreatedBiIntegration> {
  const k = kindOf(kind, "createBiIntegration");
  const body = checkArguments(CONFIG_SCHEMAS[k], config, "createBiIntegration", "config");
  return http.request({ endpoint: `create ${k} integration`, method: "POST", path: `/api/v1/lineage/bi/${k}/`, body, schema: wire.CreatedBiIntegration });
}

/** GET /api/v1/lineage/bi/{id}/. */
export function getBiIntegration(http: HttpClient, integrationId: number): Promise<BiIntegration> {
  return http.request({ endpoint: "get BI integration", method: "GET", path: integrationPath(integrationId, "getBiIntegration"), schema: wire.BiIntegration });
}

/** GET /api/v1/lineage/bi/: every integration, in the service's order. */
export function listBiIntegrations(http: HttpClient): Promise<BiIntegration[]> {
  return http.request({ endpoint: "list BI integrations", method: "GET", path: "/api/v1/lineage/bi/", schema: BiIntegrationList });
}

/** PUT /api/v1/lineage/bi/<kind>/{id}/ with the whole config: retried on transient failures (the same PUT twice changes nothing more). */
export function updateBiIntegration<K extends BiIntegrationKind>(http: HttpClient, kind: K, integrationId: number, config: BiIntegrationConfigs[K]): Promise<unknown> {
  const k = kindOf(kind, "updateBiIntegration");
  const id = checkArgument(PositiveId, integrationId, "updateBiIntegration", "integrationId");
  const body = checkArguments(CONFIG_SCHEMAS[k], config, "updateBiIntegration", "config");
  return http.request({
    endpoint: `update ${k} integration`,
    method: "PUT",
    path: `/api/v1/lineage/bi/${k}/${pathSegment(id, "updateBiIntegration", "integrationId")}/`,
    body,
    schema: z.unknown(),
  });
}

/** DELETE /api/v1/lineage/bi/{id}/. One already gone is a NotFoundError. */
export function deleteBiIntegration(http: HttpClient, integrationId: number): Promise<unknown> {
  return http.request({ endpoint: "delete BI integration", method: "DELETE", path: integrationPath(integrationId, "deleteBiIntegration"), schema: z.unknown() });
}

/** GET /api/v1/lineage/bi/{id}/sync/: starts a sync. The answer has no schema in the API: returned as sent. */
export function syncBiIntegration(http: HttpClient, integrationId: number): Promise<unknown> {
  return http.request({ endpoint: "sync BI integration", method: "GET", path: `${integrationPath(integrationId, "syncBiIntegration")}sync/`, schema: z.unknown() });
}
