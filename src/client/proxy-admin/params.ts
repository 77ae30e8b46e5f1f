import { z } from "zod";
import { mustBe } from "../../core/describe-value";
import { DEFAULT_TOKEN_LABEL } from "../../schemas/token";
import type * as api from "../../types/client-params";
import type { Assert, Equals } from "../../types/type-equality";

/*
 * The schemas that check what ProxyAdminClient's methods are given, before anything is sent
 * (DatafoldClient's are in ../main-service/params.ts). The public types are in
 * src/types/client-params.ts, where each field is documented; the `_…Matches` checks keep
 * each type and its schema exactly equal.
 */

export const CreateTokenParams = z.strictObject({
  label: z.string(mustBe("a string")).min(1, `must not be empty; leave it out for the default "${DEFAULT_TOKEN_LABEL}"`).optional(),
  expiresInDays: z
    .number(mustBe("a whole number of days", "number"))
    .int(mustBe("a whole number of days", "number"))
    .min(1, mustBe("1 or more", "number"))
    .nullable()
    .optional(),
});
// tsc fails here if the public type and what this schema accepts ever differ.
type _CreateTokenParamsMatches = Assert<Equals<z.input<typeof CreateTokenParams>, api.CreateTokenParams>>;

export const RevokeParams = z.strictObject({
  reason: z.string(mustBe("a string")).optional(),
});
// tsc fails here if the public type and what this schema accepts ever differ.
type _RevokeParamsMatches = Assert<Equals<z.input<typeof RevokeParams>, api.RevokeParams>>;

export const ListTokensParams = z.strictObject({
  includeRevoked: z.boolean(mustBe("true or false", "boolean")).optional(),
});
// tsc fails here if the public type and what this schema accepts ever differ.
type _ListTokensParamsMatches = Assert<Equals<z.input<typeof ListTokensParams>, api.ListTokensParams>>;
