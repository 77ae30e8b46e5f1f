import { z } from "zod";
import { UnexpectedResponseError } from "../../core/errors";
import { parseBody } from "./response-body";
import { scrubberFor } from "./server-text";

const request = { method: "GET", url: "https://example.com/x", requestId: undefined };

function problemsOf(run: () => unknown): UnexpectedResponseError {
  try {
    run();
  } catch (error) {
    return error as UnexpectedResponseError;
  }
  throw new Error("expected parseBody to throw");
}

describe("parseBody", () => {
  it("scrubs the server's keys where they become the path of a problem", () => {
    const secret = "k3y-0123456789abcdef";
    const schema = z.record(z.enum(["a", "b"]), z.number());
    const error = problemsOf(() => parseBody(schema, { [secret]: 1, "sqlp_pcp_AbCdEf123456": 2 }, "read x", request, scrubberFor([secret])));
    expect(error).toBeInstanceOf(UnexpectedResponseError);
    expect(JSON.stringify(error.problems)).not.toContain(secret);
    expect(JSON.stringify(error.problems)).not.toContain("AbCdEf123456");
    expect(error.message).not.toContain(secret);
  });

  it("reports what a check between fields finds, after the schema passed", () => {
    const check = () => [{ path: "total_pages", expected: "expected 3, received 9" }];
    const error = problemsOf(() => parseBody(z.object({}), {}, "list x", request, scrubberFor([]), check));
    expect(error.message).toBe("Unexpected response from list x (GET https://example.com/x): at total_pages: expected 3, received 9");
  });
});
