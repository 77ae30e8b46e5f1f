import { spawn, type ChildProcessWithoutNullStreams } from "node:child_process";
import { createInterface } from "node:readline";

/** A JSON-RPC answer of an MCP server. */
export interface McpAnswer {
  readonly id: number;
  // The tests look into results freely; their assertions are the type check.
  // eslint-disable-next-line @typescript-eslint/no-explicit-any
  readonly result?: any;
  readonly error?: { readonly code: number; readonly message: string };
}

/** How long one request may take before the session gives up on it. */
const REQUEST_TIMEOUT_MS = 20_000;

/**
 * A client of an MCP server over its stdio transport (newline-delimited JSON-RPC 2.0), as an
 * MCP host such as an IDE runs one: it starts the command, and `initialize` is the handshake.
 */
export class McpStdioSession {
  private readonly child: ChildProcessWithoutNullStreams;
  private readonly waiting = new Map<number, (answer: McpAnswer) => void>();
  private nextId = 0;
  private stderrText = "";
  /** Resolves with the exit code once the server process has ended. */
  readonly exited: Promise<number | null>;

  constructor(command: string, env: NodeJS.ProcessEnv) {
    this.child = spawn(command, [], { env, stdio: ["pipe", "pipe", "pipe"] });
    this.child.stderr.setEncoding("utf8").on("data", (chunk: string) => (this.stderrText += chunk));
    this.exited = new Promise((resolve) => this.child.once("close", (code) => resolve(code)));
    createInterface({ input: this.child.stdout }).on("line", (line) => {
      let message: McpAnswer;
      try {
        message = JSON.parse(line) as McpAnswer;
      } catch {
        return; // not protocol: the server logs to stderr, but nothing else may write to stdout
      }
      this.waiting.get(message.id)?.(message);
      this.waiting.delete(message.id);
    });
  }

  /** What the server wrote to stderr (its logs), so far. */
  get stderr(): string {
    return this.stderrText;
  }

  /** Sends a request and resolves with its answer; rejects when none comes in time or the server exits. */
  request(method: string, params: unknown = {}): Promise<McpAnswer> {
    const id = ++this.nextId;
    return new Promise((resolve, reject) => {
      const timer = setTimeout(() => reject(new Error(`no answer to ${method} in ${REQUEST_TIMEOUT_MS} ms; stderr: ${this.stderrText}`)), REQUEST_TIMEOUT_MS);
      void this.exited.then((code) => reject(new Error(`the MCP server exited (${String(code)}) before answering ${method}; stderr: ${this.stderrText}`)));
      this.waiting.set(id, (answer) => {
        clearTimeout(timer);
        resolve(answer);
      });
      this.child.stdin.write(`${JSON.stringify({ jsonrpc: "2.0", id, method, params })}\n`);
    });
  }

  /** The handshake: `initialize`, then the `initialized` notification. Resolves with the server's result. */
  async initialize(): Promise<McpAnswer> {
    const answer = await this.request("initialize", {
      protocolVersion: "2025-06-18",
      capabilities: {},
      clientInfo: { name: "pulumi-datafold-tests", version: "1" },
    });
    this.child.stdin.write(`${JSON.stringify({ jsonrpc: "2.0", method: "notifications/initialized" })}\n`);
    return answer;
  }

  /** Calls a tool; resolves with its result (`content`, `structuredContent`, `isError`). */
  async callTool(name: string, args: Record<string, unknown>): Promise<McpAnswer["result"]> {
    const answer = await this.request("tools/call", { name, arguments: args });
    if (answer.error !== undefined) throw new Error(`tools/call ${name} failed: ${answer.error.message}`);
    return answer.result;
  }

  /** Ends the session as a host does: closes the server's stdin, and waits for it to exit. */
  async close(): Promise<void> {
    this.child.stdin.end();
    const killer = setTimeout(() => this.child.kill("SIGKILL"), 10_000);
    await this.exited;
    clearTimeout(killer);
  }
}
