import type { Principal } from "../../src/core/principal";
import type { ReliabilityTable } from "./reliability-table";

/** Clients creating tokens at once, each in a loop of one create after another. */
export const DURABILITY_CLIENTS = 32;

/** Whose tokens the burst creates: client `i` creates for `DURABILITY_PRINCIPALS[i % length]`. */
export const DURABILITY_PRINCIPALS: readonly Principal[] = [
  { type: "user", id: "durability-alice" },
  { type: "service_principal", id: "durability-dbt" },
  { type: "user", id: "durability-bob@example.com" },
  { type: "service_principal", id: "durability-airflow" },
];

export interface DurabilityScenario {
  readonly round: number;
  /** The emulator gets SIGKILL as soon as this many creates have been answered 201. */
  readonly killAfterAcknowledged: number;
}

export const DURABILITY_SCENARIOS: readonly DurabilityScenario[] = [
  { round: 1, killAfterAcknowledged: 1 },
  { round: 2, killAfterAcknowledged: 50 },
  { round: 3, killAfterAcknowledged: 200 },
];

/** The other clients each have one create outstanding when the Nth answer arrives. */
export const IN_FLIGHT_AT_KILL = DURABILITY_CLIENTS - 1;

const OBSERVED =
  "After a restart on the same file: the file parses as JSON and passes the emulator's schema, and the " +
  "emulator starts from it, removing any temporary file of a write the kill interrupted; every create answered 201 (before or after the signal) is listed under its " +
  "principal with the same id and label; each of their secrets still authenticates as the same token id " +
  "and principal (the stored hash survived); the file holds no token secret; no create failed before the " +
  "kill; the next create gets an id above every id in the file.";

export const DURABILITY_TABLE: ReliabilityTable = {
  title: "Emulator durability",
  method:
    `The real \`datafold-emulator\` CLI runs with \`--data-file\`; ${DURABILITY_CLIENTS} concurrent clients ` +
    "create user and service-principal tokens with the bootstrap token until the process is killed with " +
    "SIGKILL, then the CLI is restarted on the same file. Creates that failed because of the kill are not counted.",
  testFile: "test/reliability/durability.test.ts",
  rows: DURABILITY_SCENARIOS.map((scenario) => ({
    tried:
      `kill -9 after ${scenario.killAfterAcknowledged} acknowledged create${scenario.killAfterAcknowledged === 1 ? "" : "s"} ` +
      `while ${IN_FLIGHT_AT_KILL} more are in flight, round ${scenario.round}`,
    observed: OBSERVED,
  })),
};
