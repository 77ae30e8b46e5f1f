/**
 * The main service reads JSON bodies with Python's json.loads (FastAPI), and its 422 for a
 * malformed body gives Python's error position and message. The emulator's port is checked
 * against what CPython 3.11 itself answered for each body (test/fixtures/python-json).
 */
import { readFileSync } from "node:fs";
import { join } from "node:path";
import { decodeFastApiBody, InvalidJsonBody, UnreadableBody } from "../../packages/datafold-emulator/src/main-service/fastapi-json-body";
import { MAX_NESTING } from "../../packages/datafold-emulator/src/main-service/python-json";

interface PythonCase {
  readonly bytes: string;
  readonly value?: unknown;
  readonly error?: string;
  readonly pos?: number;
  readonly unreadable?: true;
}

const FIXTURE = JSON.parse(readFileSync(join(__dirname, "../fixtures/python-json/json-loads-cases.json"), "utf8")) as {
  python: string;
  cases: PythonCase[];
};

const decode = (bytes: Uint8Array | string, contentType = "application/json") =>
  decodeFastApiBody(contentType, typeof bytes === "string" ? Buffer.from(bytes) : bytes);

describe("the main service's JSON bodies, read as Python's json.loads reads them", () => {
  it("was checked against a CPython whose scanner words errors as 3.11 and 3.12 do", () => {
    expect(FIXTURE.python).toMatch(/^3\.1[12]\./);
    expect(FIXTURE.cases.length).toBeGreaterThan(50);
  });

  it.each(FIXTURE.cases.map((c) => [Buffer.from(c.bytes, "hex").toString("latin1").slice(0, 40), c] as const))(
    "reads %j as Python does",
    (_shown, c) => {
      const body = decode(Buffer.from(c.bytes, "hex"));
      if (c.unreadable) expect(body).toBeInstanceOf(UnreadableBody);
      else if (c.error !== undefined) expect(body).toEqual(new InvalidJsonBody(c.pos!, c.error));
      else expect(body).toEqual(c.value);
    },
  );

  it("reports the error position of `not json` as 0, where the text is 8 characters long", () => {
    expect(decode("not json")).toEqual(new InvalidJsonBody(0, "Expecting value"));
  });

  it("accepts NaN, Infinity and -Infinity, as Python does", () => {
    expect(decode('{"a": NaN, "b": Infinity, "c": -Infinity}')).toEqual({ a: Number.NaN, b: Infinity, c: -Infinity });
  });

  it("keeps a __proto__ key as a plain field, never as the object's prototype", () => {
    const body = decode('{"__proto__": {"polluted": true}}') as Record<string, unknown>;
    expect(Object.getPrototypeOf(body)).toBe(Object.prototype);
    expect(Object.keys(body)).toEqual(["__proto__"]);
    expect(({} as Record<string, unknown>).polluted).toBeUndefined();
  });

  it("gives up on nesting deeper than Python's recursion limit, as FastAPI's 400 does", () => {
    expect(Array.isArray(decode(`${"[".repeat(MAX_NESTING)}${"]".repeat(MAX_NESTING)}`))).toBe(true);
    expect(decode("[".repeat(MAX_NESTING + 1))).toBeInstanceOf(UnreadableBody);
    expect(decode('{"a":'.repeat(100_000))).toBeInstanceOf(UnreadableBody);
  });

  it("leaves no body for no bytes, and keeps a body of another content type as text", () => {
    expect(decode("")).toBeUndefined();
    expect(decode("archived=true", "text/plain")).toBe("archived=true");
    expect(decode("{oops", "text/plain")).toBe("{oops");
    expect(decode('{"a": 1}', "application/vnd.api+json")).toEqual({ a: 1 });
    expect(decode('{"a": 1}', "")).toEqual({ a: 1 });
  });
});
