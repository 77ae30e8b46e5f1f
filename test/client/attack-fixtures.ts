import { randomBytes } from "node:crypto";
import type { ServerResponse } from "node:http";
import { inspect } from "node:util";
import { gzipSync } from "node:zlib";
import { DatafoldClient, ProxyAdminClient, type CommonClientOptions } from "../../src/clients";
import type { PageAnswer } from "../reliability/client-attacks.cases";
import { json, type Handler, type LoggingServer } from "./logging-server";

/** Credentials made at run time: a random API key and proxy manager token, and a principal's token. */
export const SECRETS = {
  apiKey: `dfkey${randomBytes(16).toString("hex")}`,
  proxyManagerToken: `sqlp_pm_${randomBytes(18).toString("base64url")}`,
  proxyToken: `sqlp_pcp_${randomBytes(18).toString("base64url")}`,
} as const;

/** Both clients against `server`, with no retry unless asked, and nothing read from the environment. */
export function clientsOf(server: Pick<LoggingServer, "url">, options: CommonClientOptions = {}) {
  const common: CommonClientOptions = { env: {}, retry: { limit: 0, baseDelayMs: 1, maxDelayMs: 5 }, ...options };
  return {
    DatafoldClient: new DatafoldClient({ ...common, host: server.url, apiKey: SECRETS.apiKey }),
    ProxyAdminClient: new ProxyAdminClient({ ...common, proxyUrl: server.url, proxyManagerToken: SECRETS.proxyManagerToken }),
  };
}

/** Every way an error can be seen: message, stack, JSON, util.inspect, and each own property on its own. */
export function viewsOf(error: Error): string[] {
  const properties = Object.getOwnPropertyNames(error).map((name) => inspect((error as unknown as Record<string, unknown>)[name], { depth: 10 }));
  return [error.message, String(error.stack), JSON.stringify(error), inspect(error, { depth: 10 }), ...properties];
}

/**
 * No part of `secret` in any view of `error`: neither whole nor any 6 characters of what
 * follows its public `sqlp_..._` prefix, so that a secret cut in half is caught too.
 */
export function expectNoTrace(error: Error, secret: string): void {
  const hidden = secret.replace(/^sqlp_(?:pcp|pm)_/, "");
  const fragments = Array.from({ length: hidden.length - 5 }, (_, i) => hidden.slice(i, i + 6));
  for (const view of viewsOf(error)) {
    expect(view).not.toContain(secret);
    const leaked = fragments.find((fragment) => view.includes(fragment));
    expect(leaked).toBeUndefined();
  }
}

/** The value of `property`, as text, for the checks of an echo case. */
export function shown(error: Error, property: string): string {
  const value = (error as unknown as Record<string, unknown>)[property];
  return typeof value === "string" ? value : JSON.stringify(value);
}

// ---------------------------------------------------------------- bodies too large

const CHUNK = Buffer.alloc(64 * 1024, "x");

/** How much a streaming answer wrote, and a promise of the moment its connection closed. */
export interface StreamStats {
  written: number;
  readonly closed: Promise<void>;
}

/**
 * Writes 64 KiB chunks, as fast as the client reads them, until the connection closes;
 * with `declared`, after a Content-Length of that many bytes and only one chunk.
 */
export function streamBody(res: ServerResponse, status: number, declared?: number): StreamStats {
  let closed = false;
  const stats: StreamStats = { written: 0, closed: new Promise((resolve) => res.once("close", () => resolve())) };
  void stats.closed.then(() => (closed = true));
  // A write racing the close must not become an unhandled error event.
  res.on("error", () => undefined);
  res.writeHead(status, { "content-type": "application/json", ...(declared === undefined ? {} : { "content-length": declared }) });
  const pump = () => {
    while (!closed) {
      stats.written += CHUNK.length;
      if (declared !== undefined) return void res.write(CHUNK);
      if (!res.write(CHUNK)) return void res.once("drain", pump);
    }
  };
  pump();
  return stats;
}

/** 16 MiB of zeros gzipped to about 16 KiB. */
export const GZIP_BOMB = gzipSync(Buffer.alloc(16 * 1024 * 1024));

/** A data diff JSON text of exactly `bytes` bytes. */
export function dataDiffOfSize(bytes: number): string {
  const base = JSON.stringify({ id: 7, archived: false, purged: false, pad: "" });
  return base.replace('"pad":""', `"pad":"${"x".repeat(bytes - base.length)}"`);
}

/** Peak growth of heap and buffers, sampled every 10 ms while `run` runs. */
export async function peakMemoryGrowth<T>(run: () => Promise<T>): Promise<{ result: T; peakBytes: number }> {
  const used = () => {
    const m = process.memoryUsage();
    return m.heapUsed + m.arrayBuffers;
  };
  const base = used();
  let peak = base;
  const sampler = setInterval(() => (peak = Math.max(peak, used())), 10);
  try {
    const result = await run();
    return { result, peakBytes: Math.max(peak, used()) - base };
  } finally {
    clearInterval(sampler);
  }
}

// ---------------------------------------------------------------- paging

/** The pages asked for, in the order the request lines were logged. */
export function pagesRequested(server: LoggingServer): number[] {
  return server.requests.map((line) => Number(new URL(line.split(" ")[1]!, "http://x").searchParams.get("page") ?? "1"));
}

/** Answers GET /api/v1/monitors from `answer(page, pageSize)` (the service's default size is 20). */
export function pagingServer(answer: (page: number, pageSize: number) => PageAnswer): Handler {
  return (req, res) => {
    const query = new URL(req.url ?? "/", "http://x").searchParams;
    const { status, body, delayMs = 0 } = answer(Number(query.get("page") ?? "1"), Number(query.get("page_size") ?? "20"));
    setTimeout(() => json(res, status, body), delayMs);
  };
}
