import { z } from "zod";
import { mustBe } from "../core/describe-value";
import { asPathSegment } from "../core/path-segment";
import { PRINCIPAL_TYPES } from "../core/principal";
import type * as api from "../types/principal";

// The source of the principal types: src/types/principal.ts is generated from this file by
// `npm run generate`, each description below becoming a doc comment. `Principal` is also what
// ProxyAdminClient checks each principal it is given with.

export const PrincipalType = z.enum(PRINCIPAL_TYPES).meta({
  description: "Who a SQL-proxy token belongs to: each has its own path under `/admin` in the proxy admin API.",
});
export type PrincipalType = api.PrincipalType;

/** A user id or a client id: one path segment, whitespace around it ignored. */
const PrincipalId = asPathSegment(
  z.string(mustBe("a string: the user id or the client id")).trim().min(1, "must be a non-empty user id or client id"),
);

export const Principal = z
  .union(
    [
      z
        .strictObject({
          type: z.literal("user").describe("A user's tokens."),
          id: PrincipalId.describe("The user id: one non-empty path segment."),
        })
        .readonly(),
      z
        .strictObject({
          type: z.literal("service_principal").describe("A service principal's tokens."),
          id: PrincipalId.describe("The service principal's OAuth client id: one non-empty path segment."),
        })
        .readonly(),
      z.strictObject({ type: z.literal("proxy_manager").describe("The proxy manager's own tokens (it has no id).") }).readonly(),
    ],
    { error: `must be { type: ${PRINCIPAL_TYPES.map((type) => JSON.stringify(type)).join(" | ")}, id } (no id for the proxy manager)` },
  )
  .meta({ description: "A token owner: a user (by user id), a service principal (by client id), or the proxy manager." });
export type Principal = api.Principal;
