import type { FastifyInstance } from "fastify";

/**
 * Fastify's own JSON parser (with its prototype-poisoning guard), except that an empty body
 * is no body: clients send `Content-Type: application/json` on a DELETE whose `reason` is
 * optional, and that must not be a 400.
 */
export function registerJsonBodyParser(app: FastifyInstance): void {
  const parseJson = app.getDefaultJsonParser("error", "error");
  app.removeContentTypeParser("application/json");
  app.addContentTypeParser("application/json", { parseAs: "string" }, (request, body, done) => {
    const text = body.toString();
    if (text.trim() === "") {
      done(null, undefined);
      return;
    }
    parseJson(request, text, done);
  });
}
