import { execFile } from "node:child_process";
import { chmodSync, chownSync, existsSync, mkdtempSync, readdirSync, rmSync } from "node:fs";
import { createServer } from "node:net";
import { tmpdir, userInfo } from "node:os";
import { join } from "node:path";
import { promisify } from "node:util";
import { describeWithCli } from "./e2e";

const run = promisify(execFile);

/*
 * A private PostgreSQL cluster for the tests that keep Pulumi state in PostgreSQL (Pulumi's
 * `postgres://` backend): initdb into a temporary directory, a server on 127.0.0.1 and a free
 * port, trust authentication for the one role, and a database `pulumi`; removed by `stop`.
 * The server refuses to run as root, and CI runs as root: then every command runs as the
 * unprivileged user `nobody` (runuser), who owns the directory.
 */

/** Where PostgreSQL's server programs are: the newest /usr/lib/postgresql/<version>/bin (Debian's layout), else none. */
function postgresBinDir(): string | undefined {
  const root = "/usr/lib/postgresql";
  if (!existsSync(root)) return undefined;
  const versions = readdirSync(root)
    .filter((name) => /^\d+$/.test(name) && existsSync(join(root, name, "bin", "pg_ctl")))
    .sort((a, b) => Number(b) - Number(a));
  return versions.length === 0 ? undefined : join(root, versions[0]!, "bin");
}

/** How to get PostgreSQL, for the message of a test that needs it. */
const HOW_TO_GET_POSTGRES = "PostgreSQL's server is not installed (no /usr/lib/postgresql/<version>/bin/pg_ctl): apt-get install postgresql";

/**
 * `describeWithCli` for a file that also needs PostgreSQL's server: its tests get the CLI's
 * directory and PostgreSQL's programs. Without the server, one test stands in their place,
 * passing unless DATAFOLD_E2E=required (CI), where it fails saying how to get PostgreSQL.
 */
export function describeWithPostgres(name: string, body: (cliDir: string, postgresBin: string) => void): void {
  const binDir = postgresBinDir();
  describeWithCli(name, (cliDir) => {
    if (binDir !== undefined) return body(cliDir, binDir);
    test("needs PostgreSQL", () => {
      if (process.env.DATAFOLD_E2E === "required") throw new Error(`DATAFOLD_E2E=required, but ${HOW_TO_GET_POSTGRES}`);
    });
  });
}

export interface PostgresCluster {
  /** The backend URL of the database `pulumi`, for PULUMI_BACKEND_URL. */
  readonly url: string;
  readonly port: number;
  /** How long start took (initdb, the server, the database), in milliseconds. */
  readonly startMs: number;
  /** One SQL statement through psql; its rows, one line each, fields separated by `|`. */
  query(sql: string): Promise<string[]>;
  stop(): Promise<void>;
}

const ROLE = "pulumi";
const DATABASE = "pulumi";

async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once("error", reject);
    server.listen(0, "127.0.0.1", () => {
      const address = server.address();
      server.close(() => (typeof address === "object" && address !== null ? resolve(address.port) : reject(new Error("no port"))));
    });
  });
}

export async function startPostgres(binDir: string): Promise<PostgresCluster> {
  const started = performance.now();
  const dir = mkdtempSync(join(tmpdir(), "pulumi-datafold-pg-"));
  const asRoot = userInfo().uid === 0;
  if (asRoot) {
    // nobody owns the cluster; the directory must be reachable by them.
    chmodSync(dir, 0o755);
    chownSync(dir, 65534, 65534);
  }
  const as = (program: string, args: readonly string[]) =>
    asRoot ? run("runuser", ["-u", "nobody", "--", join(binDir, program), ...args], { cwd: dir }) : run(join(binDir, program), [...args], { cwd: dir });
  const data = join(dir, "data");
  await as("initdb", ["-D", data, "-U", ROLE, "--auth=trust", "-E", "UTF8", "--no-sync", "--no-instructions"]);
  // A port taken between the look and the start fails the start: look again, a few times.
  let port = 0;
  for (let attempt = 1; ; attempt++) {
    port = await freePort();
    try {
      await as("pg_ctl", ["-D", data, "-l", join(dir, "server.log"), "-w", "-t", "60", "-o", `-h 127.0.0.1 -p ${port} -k ${dir} -F`, "start"]);
      break;
    } catch (error) {
      if (attempt >= 3) throw error;
    }
  }
  const psql = (database: string, sql: string) =>
    run(join(binDir, "psql"), ["-h", "127.0.0.1", "-p", String(port), "-U", ROLE, "-d", database, "-At", "-v", "ON_ERROR_STOP=1", "-c", sql], { maxBuffer: 64 * 1024 * 1024 });
  await psql("postgres", `CREATE DATABASE ${DATABASE}`);
  const startMs = performance.now() - started;
  return {
    url: `postgres://${ROLE}@127.0.0.1:${port}/${DATABASE}?sslmode=disable`,
    port,
    startMs,
    async query(sql) {
      const { stdout } = await psql(DATABASE, sql);
      return stdout.split("\n").filter((line) => line !== "");
    },
    async stop() {
      await as("pg_ctl", ["-D", data, "-m", "immediate", "-w", "stop"]).catch(() => undefined);
      rmSync(dir, { recursive: true, force: true });
    },
  };
}
