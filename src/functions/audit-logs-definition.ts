import { z } from "zod";
import { ListAllAuditLogsParams } from "../client/main-service/params";
import * as wire from "../schemas/audit-log";
import { viewResult } from "../schemas/view";
import { defineDataFunction } from "./data-function";
import type { GetAuditLogsResult } from "./generated/get-audit-logs";

const { startTime, endTime, objectType, objectId, maxPages } = ListAllAuditLogsParams.shape;

const GetAuditLogsArgs = z
  .strictObject({
    objectType: objectType.describe(
      "Only entries about objects of this type, in the service's words: `monitor` or `datadiff` (the emulator's; the vendor " +
        "does not document its words). Applied by the package, since the API filters by time only.",
    ),
    objectId: objectId.describe("Only entries about the object of this id: a monitor resource's `monitorId`, say. Applied by the package."),
    startTime: startTime.describe(
      'Only entries at or after this time: an ISO 8601 date-time such as `"2025-05-31T09:30:00Z"` (or a date: midnight UTC). ' +
        "Applied by the service.",
    ),
    endTime: endTime.describe("Only entries at or before this time: an ISO 8601 date-time (or a date: midnight UTC). Applied by the service."),
    maxPages: maxPages.describe(
      "Most answers read while walking back through a window larger than one answer (the API documents no paging: the " +
        "package asks again, ending at the oldest entry served). More fails the call (TooManyPagesError). Default 10 000.",
    ),
  })
  .describe("The arguments of {@link getAuditLogs}: every one optional; together they narrow the entries.");

const GetAuditLogsResultSchema = z
  .strictObject({
    entries: z.array(viewResult(wire.AuditLogInfo)).describe("The entries, newest first, each once."),
    total: z.number().int().describe("How many entries: the length of `entries`."),
  })
  .describe("What {@link getAuditLogs} returns: read afresh at every run of the program.");

export const getAuditLogsDefinition = defineDataFunction({
  name: "getAuditLogs",
  description:
    "Reads the account's audit log (who changed what, and when), newest first, every entry of the window however many answers " +
    "it takes, optionally only those about one object type or object. Connection: the `apiKey` (secret) and `host` settings.",
  args: GetAuditLogsArgs,
  result: GetAuditLogsResultSchema,
  presentation: { source: "src/functions/audit-logs-definition.ts" },
  async run(params, clients): Promise<GetAuditLogsResult> {
    const entries = (await clients.datafold().listAllAuditLogs(params)).map((entry) => wire.AuditLogInfo.from(entry));
    return { entries, total: entries.length };
  },
});
