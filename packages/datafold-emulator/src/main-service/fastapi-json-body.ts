import type { FastifyInstance } from "fastify";

/**
 * What the body parser leaves on `request.body` when the bytes are not valid JSON. The
 * handler turns it into FastAPI's `json_invalid` item, together with the other issues of
 * the request, instead of Fastify's own 400.
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

/** Node's `JSON.parse` message, reworded as Python's `json` module would say it. */
function pythonJsonError(text: string, message: string): InvalidJsonBody {
  const at = /position (\d+)/.exec(message);
  const position = at?.[1] !== undefined ? Number(at[1]) : text.length;
  if (/after JSON/i.test(message)) return new InvalidJsonBody(position, "Extra data");
  if (/property name/i.test(message)) {
    return new InvalidJsonBody(position, "Expecting property name enclosed in double quotes");
  }
  if (/Expected ',' or '}'/.test(message)) return new InvalidJsonBody(position, "Expecting ',' delimiter");
  if (/Expected ',' or ']'/.test(message)) return new InvalidJsonBody(position, "Expecting ',' delimiter");
  if (/Unterminated string/i.test(message)) {
    return new InvalidJsonBody(position, "Unterminated string starting at");
  }
  return new InvalidJsonBody(position, "Expecting value");
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
 * (`undefined`, so optional fields keep their defaults); JSON content is parsed, and a
 * parse failure becomes an {@link InvalidJsonBody}; any other content is kept as text,
 * which then fails model validation as a non-object.
 */
export function decodeFastApiBody(contentType: string | undefined, text: string): unknown {
  if (text.length === 0) return undefined;
  if (!isJsonContentType(contentType)) return text;
  try {
    return JSON.parse(text) as unknown;
  } catch (error) {
    return pythonJsonError(text, error instanceof Error ? error.message : String(error));
  }
}

/**
 * Replaces, in this encapsulated plugin scope only, Fastify's body parsers by one that
 * never fails the request: every content type goes through {@link decodeFastApiBody}.
 * Fastify's JSON parser would otherwise answer malformed JSON with its own 400 before the
 * route runs. Scopes outside the plugin (the proxy admin API) keep their parsers.
 */
export function useFastApiBodyParsing(scope: FastifyInstance): void {
  scope.removeAllContentTypeParsers();
  scope.addContentTypeParser("*", { parseAs: "string" }, (request, body, done) => {
    done(null, decodeFastApiBody(request.headers["content-type"], String(body)));
  });
}
