/**
 * Where the emulator once answered otherwise than the vendor's framework: the main service
 * is a FastAPI application, and these are FastAPI's (and Starlette's) own answers. Found by
 * running schemathesis against the vendor's OpenAPI and the emulator.
 */
import { useResetEmulator } from "../../tools/harness/emulator";

const live = useResetEmulator({ monitors: 30 });

/** A request with the API key and a body of raw bytes (fetch would not send invalid UTF-8 from a string). */
async function sendBytes(method: string, path: string, body: Uint8Array, contentType = "application/json") {
  const response = await fetch(`${live.emulator.url}${path}`, {
    method,
    headers: { authorization: `Key ${live.emulator.apiKey}`, "content-type": contentType },
    body,
  });
  return { status: response.status, body: (await response.json()) as unknown };
}

describe("a known main-service path asked with a method it does not serve", () => {
  it("answers 405 with Allow naming the path's methods and FastAPI's body", async () => {
    const response = await live.client.main("DELETE", "/api/v1/datadiffs/102");
    expect(response.status).toBe(405);
    expect(response.headers.get("allow")).toBe("GET, PATCH");
    expect(response.headers.get("content-type")).toContain("application/json");
    expect(response.body).toEqual({ detail: "Method Not Allowed" });
  });

  it.each([
    ["POST", "/api/v1/monitors", "GET"],
    ["PUT", "/api/v1/dma/v2/projects/1/transforms", "GET"],
    ["DELETE", "/api/v1/lineagev2/query/0c9f3b6a1e7d2485/lineage", "GET"],
    ["OPTIONS", "/api/v1/datadiffs/999", "GET, PATCH"],
  ])("answers %s %s with 405 and Allow: %s", async (method, path, allow) => {
    const response = await live.client.main(method, path);
    expect([response.status, response.headers.get("allow"), response.body]).toEqual([405, allow, { detail: "Method Not Allowed" }]);
  });

  it("answers HEAD on a GET path with 405, as FastAPI makes no HEAD route", async () => {
    const response = await live.client.main("HEAD", "/api/v1/monitors");
    expect([response.status, response.headers.get("allow")]).toEqual([405, "GET"]);
  });

  it("answers 405 before looking at the credential, as the route's dependencies never run", async () => {
    const response = await live.client.main("DELETE", "/api/v1/datadiffs/102", { authorization: "Key wrong" });
    expect([response.status, response.body]).toEqual([405, { detail: "Method Not Allowed" }]);
  });

  it("logs the 405 in the request log", async () => {
    await live.client.main("POST", "/api/v1/monitors");
    const log = (await live.client.control("GET", "/requests")).body.data;
    expect(log).toMatchObject([{ method: "POST", path: "/api/v1/monitors", status: 405 }]);
  });

  it("still answers 404 for a path the service does not have, and for the admin API, which is not FastAPI", async () => {
    expect(await live.client.main("DELETE", "/api/v1/nothing-here")).toMatchObject({ status: 404, body: { detail: "Not Found" } });
    const admin = await live.client.admin("PATCH", "/admin/users/alice/tokens");
    expect(admin.status).toBe(404);
    expect(admin.headers.get("allow")).toBeNull();
  });
});

describe("a body that is not JSON", () => {
  it("answers FastAPI's json_invalid 422 at the position Python's json module reports", async () => {
    const response = await live.client.main("PATCH", "/api/v1/datadiffs/102", { rawBody: "not json" });
    expect(response.status).toBe(422);
    expect(response.body).toEqual({
      detail: [{ type: "json_invalid", loc: ["body", 0], msg: "JSON decode error", input: {}, ctx: { error: "Expecting value" } }],
    });
  });

  it.each([
    ['{"archived": tru}', 13, "Expecting value"],
    ['{"archived": true,}', 18, "Expecting property name enclosed in double quotes"],
    ['{"archived": true} {}', 19, "Extra data"],
    ['{"archived": "yes', 13, "Unterminated string starting at"],
    // Counted in characters: the emoji is one in Python, two in JavaScript.
    ['{"name": "\u00e9t\u00e9 \ud83c\udf1e", "archived": tru}', 30, "Expecting value"],
  ])("answers %j with loc [body, %d] and %j", async (text, position, error) => {
    const response = await live.client.main("PATCH", "/api/v1/datadiffs/102", { rawBody: text });
    expect(response.body.detail).toEqual([expect.objectContaining({ type: "json_invalid", loc: ["body", position], ctx: { error } })]);
  });

  it("answers the unreadable body alone, before validating the path, as FastAPI reads the body first", async () => {
    const response = await live.client.main("PATCH", "/api/v1/datadiffs/x1", { rawBody: "{" });
    expect(response.body).toEqual({
      detail: [
        { type: "json_invalid", loc: ["body", 1], msg: "JSON decode error", input: {}, ctx: { error: "Expecting property name enclosed in double quotes" } },
      ],
    });
  });

  it("answers 400 for bytes that are not text in the encoding json.loads detects", async () => {
    const response = await sendBytes("PATCH", "/api/v1/datadiffs/102", Buffer.from([0x7b, 0x22, 0x61, 0x22, 0x3a, 0xff, 0x7d]));
    expect(response).toEqual({ status: 400, body: { detail: "There was an error parsing the body" } });
  });

  it("reads a UTF-8 byte-order mark and UTF-16 as Python does", async () => {
    const bom = await sendBytes("PATCH", "/api/v1/datadiffs/102", Buffer.concat([Buffer.from([0xef, 0xbb, 0xbf]), Buffer.from('{"archived": true}')]));
    expect(bom).toMatchObject({ status: 200, body: { id: 102, archived: true } });
    const utf16 = await sendBytes("PATCH", "/api/v1/datadiffs/102", Buffer.from('{"archived": false}', "utf16le"));
    expect(utf16).toMatchObject({ status: 200, body: { id: 102, archived: false } });
  });
});

describe("page and page_size, which the OpenAPI gives no minimum", () => {
  it("accepts page=0 and page_size=0 with 200, as FastAPI does without a bound", async () => {
    const response = await live.client.main("GET", "/api/v1/monitors?page=0&page_size=0");
    expect(response.status).toBe(200);
    // Guesses (README): a page under 1 is empty; a size under 1 is served as 1, and says so.
    expect(response.body).toEqual({ count: 30, monitors: [], page: 0, page_size: 1, total_pages: 30 });
  });

  it("still refuses what is not an integer, with pydantic's 422", async () => {
    const response = await live.client.main("GET", "/api/v1/monitors?page=first");
    expect(response.status).toBe(422);
    expect(response.body.detail).toEqual([expect.objectContaining({ type: "int_parsing", loc: ["query", "page"], input: "first" })]);
  });
});
