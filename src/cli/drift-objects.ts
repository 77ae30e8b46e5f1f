import type { ResourceName } from "../registry";

/** Where a resource's object is in the audit log: its `object_type` and `object_id` there. */
export interface AuditedObject {
  readonly objectType: string;
  readonly objectId: number;
}

/** Reads the audited object from a resource's state outputs; undefined when they do not name it. */
type AuditedObjectOf = (outputs: Readonly<Record<string, unknown>>) => AuditedObject | undefined;

const positive = (value: unknown): number | undefined => (typeof value === "number" && Number.isSafeInteger(value) && value > 0 ? value : undefined);

function byId(objectType: string, id: unknown): AuditedObject | undefined {
  const objectId = positive(id);
  return objectId === undefined ? undefined : { objectType, objectId };
}

const biIntegration: AuditedObjectOf = (outputs) => byId("bi_integration", outputs.integrationId);

const monitor: AuditedObjectOf = (outputs) => {
  const objectId = positive(outputs.monitorId);
  return objectId === undefined ? undefined : { objectType: "monitor", objectId };
};

/**
 * For each resource of the registry, how drift-report finds its object in the account's audit
 * log, or null where the audit log does not hold it (the object type is the service's word, a
 * guess the emulator's README lists; the emulator's routes of the family record it with
 * `recordAudit`). A resource is one file and one line of the registry, so a new one compiles
 * without an entry here: drift-report then says it does not know where the audit log keeps
 * it, and test/cli/drift-report.test.ts, which wants every resource of the registry named
 * here, fails until it is added.
 */
export const AUDITED_OBJECTS: Readonly<Partial<Record<ResourceName, AuditedObjectOf | null>>> = {
  // Tokens are the SQL proxy's (its admin API), not the app's: the app's audit log has no entry of them.
  ProxyToken: null,
  ProxyTokenRevocation: null,
  DataDiffFlags: (outputs) => {
    const objectId = positive(outputs.datadiffId);
    return objectId === undefined ? undefined : { objectType: "datadiff", objectId };
  },
  MetricMonitor: monitor,
  SchemaChangeMonitor: monitor,
  DataTestMonitor: monitor,
  DataDiffMonitor: monitor,
  DataSource: (outputs) => byId("data_source", outputs.dataSourceId),
  LookerIntegration: biIntegration,
  TableauIntegration: biIntegration,
  PowerBiIntegration: biIntegration,
  ModeIntegration: biIntegration,
  HightouchIntegration: biIntegration,
  DbtIntegration: biIntegration,
};
