import type { FastifyInstance, FastifyReply } from "fastify";
import { jsonInvalidIssue, sendDetail, sendValidationError } from "./fastapi-validation";
import { decodeJsonBytes, JsonNestingError, parsePythonJson } from "./python-json";

/**
 * What the body parser leaves on `request.body` when the bytes are not valid JSON. FastAPI
 * raises its `json_invalid` 422 as soon as it reads the body, before it validates anything
 * else (see {@link sendBodyFailure}).
 */
export class InvalidJsonBody {
  constructor(
    /** Character offset of the error, as Python's `JSONDecodeError.pos`. */
    readonly position: number,
    /** Python's wording of the error, e.g. "Expecting value". */
    readonly error: string,
  ) {}

  /** A request log shows an unreadable body as no body. */
  toJSON(): null {
    return null;
  }
}

/**
 * A JSON body that Python cannot even decode: bytes invalid in the encoding `json.loads`
 * guesses (UnicodeDecodeError), or nesting past Python's recursion limit (RecursionError).
 * FastAPI answers those `400 {"detail": "There was an error parsing the body"}`.
 */
export class UnreadableBody {
  toJSON(): null {
    return null;
  }
}

/** FastAPI decodes the body as JSON when there is no content type, or one of `application/*json`. */
function isJsonContentType(header: string | undefined): boolean {
  if (header === undefined || header.trim() === "") return true;
  const mediaType = (header.split(";")[0] ?? "").trim().toLowerCase();
  const [main, sub = ""] = mediaType.split("/");
  return main === "application" && (sub === "json" || sub.endsWith("+json"));
}

/**
 * Decodes a request body the way FastAPI does before validation: no bytes means no body
 * (`undefined`, so optional fields keep their defaults); JSON content goes through Python's
 * `json.loads` (./python-json), a failure becoming an {@link InvalidJsonBody} or an
 * {@link UnreadableBody}; any other content is kept as text, which then fails model
 * validation as a non-object.
 */
export function decodeFastApiBody(contentType: string | undefined, bytes: Uint8Array): unknown {
  if (bytes.length === 0) return undefined;
  if (!isJsonContentType(contentType)) return Buffer.from(bytes).toString("utf8");
  const text = decodeJsonBytes(bytes);
  if (text === null) return new UnreadableBody();
  try {
    const parsed = parsePythonJson(text);
    return parsed.ok ? parsed.value : new InvalidJsonBody(parsed.error.position, parsed.error.message);
  } catch (error) {
    if (error instanceof JsonNestingError) return new UnreadableBody();
    throw error;
  }
}

/**
 * Answers a body FastAPI could not read, as it does before validating the path, the query
 * or the body's fields: 422 with the one `json_invalid` item, or 400. Null when the body was
 * read (or absent): the handler goes on.
 */
export function sendBodyFailure(reply: FastifyReply, body: unknown): FastifyReply | null {
  if (body instanceof InvalidJsonBody) return sendValidationError(reply, [jsonInvalidIssue(body.position, body.error)]);
  if (body instanceof UnreadableBody) return sendDetail(reply, 400, "There was an error parsing the body");
  return null;
}

/**
 * Replaces, in this encapsulated plugin scope only, Fastify's body parsers by one that
 * never fails the request: every content type goes through {@link decodeFastApiBody}.
 * Fastify's JSON parser would otherwise answer malformed JSON with its own 400 before the
 * route runs. Scopes outside the plugin (the proxy admin API) keep their parsers.
 */
export function useFastApiBodyParsing(scope: FastifyInstance): void {
  scope.removeAllContentTypeParsers();
  scope.addContentTypeParser("*", { parseAs: "buffer" }, (request, body, done) => {
    done(null, decodeFastApiBody(request.headers["content-type"], typeof body === "string" ? Buffer.from(body) : body));
  });
}
