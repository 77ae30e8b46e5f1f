/**
 * datafold-emulator: a local emulator of the Datafold API and the SQL-proxy admin API, and
 * the typed client of its `/__emulator/` controls. Start it in-process with `startEmulator`,
 * or as a process with the `datafold-emulator` command.
 */
export { startEmulator } from "./server";
export type { RunningEmulator } from "./server";
export type { EmulatorOptions } from "./context";
export type { ConnectionLimits } from "./connection-limits";
export { DEFAULT_EMULATOR_OPTIONS } from "./options";
export { EmulatorControlClient, EmulatorControlError } from "./control-client";
export type {
  AuthenticatedPrincipal,
  BiIntegrationEdit,
  ClockChange,
  DataSourceEdit,
  DataSourceTestOutcomeRequest,
  FaultRule,
  MonitorEdit,
  MonitorJson,
  MonitorRunOutcome,
  RequestLogEntry,
  RequestStats,
  StoredBiIntegrationJson,
  StoredMonitorJson,
} from "./control-client";
export { EMULATOR_VERSION } from "./version";
