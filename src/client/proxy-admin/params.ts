import { z } from "zod";
import { mustBe } from "../../core/describe-value";
import { DEFAULT_TOKEN_LABEL } from "../../schemas/token";
import type * as api from "../../types/proxy-admin-params";

/*
 * The schemas that check what ProxyAdminClient's methods are given, before anything is sent
 * (DatafoldClient's are in ../main-service/params.ts; the principal's is Principal, in
 * src/schemas/principal.ts). They are the source of the public argument types:
 * src/types/proxy-admin-params.ts is generated from this file by `npm run generate`, each
 * description below becoming a doc comment.
 */

export const CreateTokenParams = z
  .strictObject({
    label: z
      .string(mustBe("a string"))
      .min(1, `must not be empty; leave it out for the default "${DEFAULT_TOKEN_LABEL}"`)
      .optional()
      .describe('The token\'s label, shown in the Datafold app; left out, the server gives `"API created"`.'),
    expiresInDays: z
      .number(mustBe("a whole number of days", "number"))
      .int(mustBe("a whole number of days", "number"))
      .min(1, mustBe("1 or more", "number"))
      .nullable()
      .optional()
      .describe("Whole days until expiry, 1 or more, counted by the service from create; null or absent for a token that never expires."),
  })
  .meta({ description: "A token to create." });
export type CreateTokenParams = api.CreateTokenParams;

export const RevokeParams = z
  .strictObject({
    reason: z.string(mustBe("a string")).optional().describe("Recorded as the token's `revoked_reason`."),
  })
  .meta({ description: "How to revoke." });
export type RevokeParams = api.RevokeParams;

export const ListTokensParams = z
  .strictObject({
    includeRevoked: z
      .boolean(mustBe("true or false", "boolean"))
      .optional()
      .describe("Also list revoked tokens. Default false: active and expired tokens only."),
  })
  .meta({ description: "Which tokens to list." });
export type ListTokensParams = api.ListTokensParams;
