import { z } from "zod";
import { asPathSegment } from "../../core/path-segment";
import { mustBe } from "../../core/describe-value";

/** The longest revocation reason accepted, for a token's `revokeReason` and a revocation's `reason`. */
export const MAX_REVOKE_REASON_LENGTH = 1000;

/** A length limit whose message gives the length of what was given (never the text: it may be long). */
export const atMost = (limit: number) => ({
  error: (issue: { input?: unknown }) => `must be at most ${limit} characters; got ${String(issue.input).length}`,
});

/**
 * A user id or a service principal's client id, as a resource input: one segment of the API
 * path. "." and ".." would address another path (a DELETE there could reach another
 * principal's tokens), so they are refused with the rest.
 */
export const principalIdInput = asPathSegment(
  z
    .string(mustBe("a string: the user id, or the service principal's client id"))
    .trim()
    .min(1, "must not be empty: give the user id, or the service principal's client id")
    .refine((id) => !id.includes("/"), "must not contain \"/\": it is one segment of the API path, a single id"),
);

/** A reason recorded on each token a revocation revokes. */
export const revokeReasonInput = z.string(mustBe("a string")).max(MAX_REVOKE_REASON_LENGTH, atMost(MAX_REVOKE_REASON_LENGTH));
