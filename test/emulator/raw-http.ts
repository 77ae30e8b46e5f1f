import { connect, type Socket } from "node:net";

/**
 * HTTP/1.1 written byte for byte on a socket, so that nothing (fetch, URL parsing) rewrites
 * the request target or the headers before the emulator sees them.
 */
export interface RawRequest {
  readonly method: string;
  /** The request target exactly as sent: `/a%2Fb`, `http://host/path`, `*`. */
  readonly target: string;
  /** The Host header; `127.0.0.1:<port>` unless given. */
  readonly host?: string;
  /** Sent in this order; a header whose value is undefined is not sent. */
  readonly headers?: Readonly<Record<string, string | undefined>>;
  /** Sent with its Content-Length (so `""` is a bodyless POST with `Content-Length: 0`). */
  readonly body?: string;
}

export interface RawResponse {
  readonly status: number;
  readonly headers: Readonly<Record<string, string>>;
  // Tests look into bodies freely; the assertions are the type check.
  // eslint-disable-next-line @typescript-eslint/no-explicit-any
  readonly body: any;
}

/** The bytes of a request that asks the server to close the connection after answering. */
export function requestText(port: number, request: RawRequest): string {
  const lines = [`${request.method} ${request.target} HTTP/1.1`, `Host: ${request.host ?? `127.0.0.1:${port}`}`, "Connection: close"];
  for (const [name, value] of Object.entries(request.headers ?? {})) if (value !== undefined) lines.push(`${name}: ${value}`);
  if (request.body !== undefined) lines.push(`Content-Length: ${Buffer.byteLength(request.body)}`);
  return `${lines.join("\r\n")}\r\n\r\n${request.body ?? ""}`;
}

/** Sends one request on a new connection to 127.0.0.1 (or `address`) and reads the answer until the server closes. */
export async function rawRequest(port: number, request: RawRequest, address = "127.0.0.1"): Promise<RawResponse> {
  const socket = connect(port, address);
  socket.write(requestText(port, request));
  return parseResponse(await readUntilClosed(socket));
}

/** Everything the server sent until it closed the connection; rejects after `timeoutMs`. */
export function readUntilClosed(socket: Socket, timeoutMs = 10_000): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    const timer = setTimeout(() => {
      socket.destroy();
      reject(new Error(`the server did not close the connection within ${timeoutMs} ms`));
    }, timeoutMs);
    socket.on("data", (chunk: Buffer) => chunks.push(chunk));
    socket.on("error", () => undefined); // a reset ends the exchange like a close: 'close' follows
    socket.on("close", () => {
      clearTimeout(timer);
      resolve(Buffer.concat(chunks));
    });
  });
}

/** Status, headers (names lower-cased) and body (parsed when JSON) of one HTTP/1.1 answer. */
export function parseResponse(bytes: Buffer): RawResponse {
  const text = bytes.toString("utf8");
  const headEnd = text.indexOf("\r\n\r\n");
  if (headEnd === -1) throw new Error(`no HTTP answer: ${JSON.stringify(text.slice(0, 200))}`);
  const [statusLine = "", ...headerLines] = text.slice(0, headEnd).split("\r\n");
  const status = Number(/^HTTP\/1\.[01] (\d{3})/.exec(statusLine)?.[1]);
  const headers: Record<string, string> = {};
  for (const line of headerLines) {
    const colon = line.indexOf(":");
    headers[line.slice(0, colon).trim().toLowerCase()] = line.slice(colon + 1).trim();
  }
  const rest = text.slice(headEnd + 4);
  const length = headers["content-length"];
  const bodyText = length === undefined ? rest : rest.slice(0, Number(length));
  const isJson = (headers["content-type"] ?? "").includes("json") && bodyText !== "";
  return { status, headers, body: isJson ? JSON.parse(bodyText) : bodyText };
}

/** Sends `text` as a chunked body (no Content-Length, so the server cannot know its size in advance). */
export async function rawChunkedRequest(port: number, request: Omit<RawRequest, "body">, text: string): Promise<RawResponse> {
  const socket = connect(port, "127.0.0.1");
  const head = requestText(port, { ...request, headers: { ...request.headers, "Transfer-Encoding": "chunked" } });
  socket.write(`${head}${Buffer.byteLength(text).toString(16)}\r\n${text}\r\n0\r\n\r\n`);
  return parseResponse(await readUntilClosed(socket));
}

/** Resolves with the first complete answer on the socket, without waiting for the connection to close. */
export function firstAnswer(socket: Socket, timeoutMs = 5_000): Promise<RawResponse> {
  return new Promise((resolve, reject) => {
    let received = Buffer.alloc(0);
    const timer = setTimeout(() => reject(new Error(`no answer within ${timeoutMs} ms`)), timeoutMs);
    socket.on("error", () => undefined);
    socket.on("data", (chunk: Buffer) => {
      received = Buffer.concat([received, chunk]);
      const headEnd = received.indexOf("\r\n\r\n");
      if (headEnd === -1) return;
      const response = parseResponse(received);
      if (received.length - headEnd - 4 < Number(response.headers["content-length"] ?? 0)) return;
      clearTimeout(timer);
      resolve(response);
    });
  });
}
