/**
 * 4. Emulator throughput: 32 clients, each creating a token and reading it back in a loop,
 * against the emulator CLI in its own process. Requests per second and latency percentiles.
 * The load comes from plain keep-alive HTTP so that the client costs as little as it can.
 */
import http from "node:http";
import { startEmulatorProcess, type EmulatorProcess } from "./lib/emulator-process";
import { benchmarkResult, figure, percentile, round, target, type BenchmarkResult } from "./lib/results";

const CLIENTS = 32;
const WARM_UP_MS = 1_500;
const MEASURE_MS = 6_000;

interface Exchange {
  status: number;
  body: string;
}

function requester(emulator: EmulatorProcess) {
  const url = new URL(emulator.url);
  const agent = new http.Agent({ keepAlive: true, maxSockets: CLIENTS });
  return (method: string, path: string, body?: unknown) =>
    new Promise<Exchange>((resolve, reject) => {
      const payload = body === undefined ? undefined : JSON.stringify(body);
      const request = http.request(
        {
          host: url.hostname,
          port: url.port,
          method,
          path,
          agent,
          headers: {
            authorization: `Bearer ${emulator.proxyManagerToken}`,
            ...(payload === undefined ? {} : { "content-type": "application/json", "content-length": Buffer.byteLength(payload) }),
          },
        },
        (response) => {
          let text = "";
          response.setEncoding("utf8");
          response.on("data", (chunk: string) => (text += chunk));
          response.on("end", () => resolve({ status: response.statusCode ?? 0, body: text }));
        },
      );
      request.on("error", reject);
      request.end(payload);
    });
}

export async function run(): Promise<BenchmarkResult> {
  const startedAt = performance.now();
  const emulator = await startEmulatorProcess();
  try {
    const send = requester(emulator);
    const latencies: number[] = [];
    let requests = 0;
    let failures = 0;
    let measuring = false;
    let stopping = false;
    const timed = async (method: string, path: string, body?: unknown): Promise<Exchange> => {
      const sent = performance.now();
      const exchange = await send(method, path, body);
      if (measuring) {
        latencies.push(performance.now() - sent);
        requests += 1;
        if (exchange.status >= 300) failures += 1;
      }
      return exchange;
    };
    const client = async (n: number) => {
      const base = `/admin/users/throughput-${n}/tokens`;
      while (!stopping) {
        const created = await timed("POST", base, { label: "throughput", expires_in_days: 30 });
        if (created.status !== 201) throw new Error(`create answered ${created.status}: ${created.body.slice(0, 200)}`);
        const { id } = (JSON.parse(created.body) as { data: { id: number } }).data;
        const read = await timed("GET", `${base}/${id}`);
        if (read.status !== 200) throw new Error(`get answered ${read.status}`);
      }
    };
    const clients = Array.from({ length: CLIENTS }, (_, n) => client(n));
    await new Promise((resolve) => setTimeout(resolve, WARM_UP_MS));
    const cpuBefore = emulator.cpuMs();
    const loadCpuBefore = process.cpuUsage();
    measuring = true;
    const windowStarted = performance.now();
    await new Promise((resolve) => setTimeout(resolve, MEASURE_MS));
    measuring = false;
    const windowMs = performance.now() - windowStarted;
    const cpuMs = emulator.cpuMs() - cpuBefore;
    const loadCpu = process.cpuUsage(loadCpuBefore);
    const loadCpuMs = (loadCpu.user + loadCpu.system) / 1000;
    stopping = true;
    await Promise.all(clients);

    const rps = requests / (windowMs / 1000);
    return benchmarkResult(
      {
        id: "emulator-throughput",
        title: `Emulator throughput, token create and get, ${CLIENTS} concurrent clients`,
        figures: [
          figure("requests per second", round(rps), "requests/s"),
          figure("requests in the measured window", requests, "requests"),
          figure("failed requests", failures, "requests"),
          figure("latency p50", round(percentile(latencies, 50), 2), "ms"),
          figure("latency p99", round(percentile(latencies, 99), 2), "ms"),
          figure("latency max", round(Math.max(...latencies), 2), "ms"),
          figure("emulator CPU during the window", round((cpuMs / windowMs) * 100), "% of one core"),
          figure("emulator CPU per request", round((cpuMs / requests) * 1000), "µs"),
          figure("load generator CPU during the window", round((loadCpuMs / windowMs) * 100), "% of one core"),
        ],
        targets: [target("requests per second", round(rps), "at least", 2000, "requests/s")],
        notes: [
          `Each client creates a token for a user of its own (POST, 201) and reads it back (GET, 200), over and over; ${round(WARM_UP_MS / 1000, 1)} s of warm-up, then ${round(MEASURE_MS / 1000)} s measured.`,
          "The emulator runs as `datafold-emulator` does, in memory, with its request log, authentication (SHA-256 digests compared in constant time) and validation; the load generator shares the 2 cores.",
        ],
      },
      startedAt,
    );
  } finally {
    await emulator.close();
  }
}
