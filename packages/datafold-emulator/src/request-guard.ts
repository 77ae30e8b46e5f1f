import type { Server } from "node:http";
import type { FastifyRequest } from "fastify";

/** Why a request is refused before its route is considered. */
export interface Refusal {
  readonly status: 400 | 403;
  readonly message: string;
}

const IPV4_LOOPBACK = /^127(?:\.(?:25[0-5]|2[0-4][0-9]|1[0-9][0-9]|[1-9]?[0-9])){3}$/;

/**
 * localhost, 127.0.0.0/8 and [::1]: names that only this machine answers to. `*.localhost`
 * is not among them: browsers map it to loopback, but not every resolver does.
 */
function isLoopbackHostname(hostname: string): boolean {
  const name = hostname.toLowerCase();
  return name === "localhost" || name === "[::1]" || IPV4_LOOPBACK.test(name);
}

/** A Host header, `name[:port]`, naming this machine. */
export function isLoopbackHost(host: string | undefined): boolean {
  const match = /^(\[[^\]]*\]|[^:[\]]*)(?::[0-9]*)?$/.exec(host ?? "");
  return match !== null && isLoopbackHostname(match[1]!);
}

/** An Origin header naming a page served from this machine: exactly `http(s)://host[:port]`. */
export function isLoopbackOrigin(origin: string): boolean {
  let url: URL;
  try {
    url = new URL(origin);
  } catch {
    return false; // `null` (sandboxed frames, file: pages) included
  }
  return (url.protocol === "http:" || url.protocol === "https:") && url.origin === origin && isLoopbackHostname(url.hostname);
}

/** Whether only this machine can connect: the server listens on a loopback address, or not at all (`app.inject`). */
function listensOnLoopback(server: Server): boolean {
  const address = server.address();
  if (address === null || typeof address === "string") return true;
  const ip = address.address.toLowerCase();
  return ip === "::1" || IPV4_LOOPBACK.test(ip.startsWith("::ffff:") ? ip.slice("::ffff:".length) : ip);
}

/**
 * Refuses what a web page in a browser sends. Any page may send requests to 127.0.0.1: a
 * form or a bodyless or text/plain fetch needs no CORS consent, so a page could reset the
 * emulator or use its APIs; and by DNS rebinding (its own name re-pointed at 127.0.0.1 after
 * it loaded) it can even read the answers. Browsers mark such requests: `Origin` names the
 * page (`null` for sandboxed and file: pages), `Sec-Fetch-Site` says `cross-site`, and under
 * rebinding `Host` carries the attacker's name. The clients, curl and tests send no Origin
 * and no Sec-Fetch-Site, and a loopback Host.
 *
 * The Host check holds only while the server listens on a loopback address. Bound to
 * 0.0.0.0, :: or another address, other machines may reach it under names we cannot know,
 * so any Host is accepted then (the Origin and Sec-Fetch-Site checks remain).
 */
export function crossSiteRefusal(request: FastifyRequest, server: Server): Refusal | null {
  const origin = request.headers.origin;
  if (origin !== undefined && !isLoopbackOrigin(origin)) {
    const message = "Cross-origin request refused: the Origin header must be a loopback origin such as http://127.0.0.1:<port>";
    return { status: 403, message };
  }
  const fetchSite = headerText(request.headers["sec-fetch-site"]).toLowerCase();
  if (fetchSite.split(",").some((value) => value.trim() === "cross-site")) {
    return { status: 403, message: "Cross-site request refused (Sec-Fetch-Site: cross-site)" };
  }
  if (listensOnLoopback(server) && !isLoopbackHost(request.headers.host)) {
    return {
      status: 403,
      message: "Host refused: while listening on a loopback address the emulator answers only to localhost, 127.x.x.x and [::1]",
    };
  }
  return null;
}

/**
 * Refuses a request target that is not a path (origin-form, `/a/b?c`): the router would
 * also route the absolute form (`http://host/a/b`), and nothing here needs it.
 */
export function targetFormRefusal(url: string): Refusal | null {
  if (url.startsWith("/")) return null;
  return { status: 400, message: "Request target must be a path such as /api/v1/monitors, not an absolute URL or *" };
}

function headerText(value: string | string[] | undefined): string {
  return Array.isArray(value) ? value.join(",") : (value ?? "");
}
