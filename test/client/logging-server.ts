import { createServer, type IncomingMessage, type ServerResponse } from "node:http";
import type { AddressInfo, Socket } from "node:net";

/** What a test sees of the server: every request line as it arrived, and how its connections ended. */
export interface LoggingServer {
  /** http://127.0.0.1:<port> */
  readonly url: string;
  /** `METHOD target`, the target exactly as received (Node does not normalise `req.url`). */
  readonly requests: string[];
  /** Requests being answered right now, and the most at once. */
  readonly inFlight: { now: number; max: number };
}

export type Handler = (req: IncomingMessage, res: ServerResponse, server: LoggingServer) => void;

/**
 * Runs `test` against a plain HTTP server on 127.0.0.1, port 0, that logs the request line
 * of every request before `handler` answers it; the server and every connection are closed
 * afterwards, whether the test passed or not.
 */
export async function withLoggingServer<T>(handler: Handler, test: (server: LoggingServer) => Promise<T>): Promise<T> {
  const sockets = new Set<Socket>();
  const state = { url: "", requests: [] as string[], inFlight: { now: 0, max: 0 } };
  const server = createServer((req, res) => {
    state.requests.push(`${req.method} ${req.url}`);
    state.inFlight.now++;
    state.inFlight.max = Math.max(state.inFlight.max, state.inFlight.now);
    res.once("close", () => state.inFlight.now--);
    handler(req, res, state);
  });
  server.on("connection", (socket) => {
    sockets.add(socket);
    socket.once("close", () => sockets.delete(socket));
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  state.url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  try {
    return await test(state);
  } finally {
    for (const socket of sockets) socket.destroy();
    await new Promise<void>((resolve) => server.close(() => resolve()));
  }
}

/** Answers JSON with a status and extra headers. */
export function json(res: ServerResponse, status: number, body: unknown, headers: Record<string, string> = {}): void {
  const text = typeof body === "string" ? body : JSON.stringify(body);
  res.writeHead(status, { "content-type": "application/json", "content-length": Buffer.byteLength(text), ...headers }).end(text);
}
