import { z } from "zod";
import type * as api from "../types/audit-log";
import { view } from "./view";

// The source of the audit log types: src/types/audit-log.ts is generated from this file by
// `npm run generate`, each description below becoming a doc comment. The fields are the
// vendor's `AuditLogs` schema (GET /api/v1/audit_logs); the service may add more, which pass
// through untouched.

export const AuditLog = z
  .looseObject({
    timestamp: z.string().describe("When it happened: an ISO 8601 timestamp in UTC."),
    event_uuid: z.string().describe("The entry's own id: the same event read twice (two windows that overlap) has the same one."),
    client_ip: z.string().describe("The address the request came from."),
    url: z.string().describe("The path (and query) of the request that made the change."),
    action: z.string().nullish().describe("What was done, in the service's words (the emulator says `create`, `update`, `toggle`, `delete`)."),
    object_type: z.string().nullish().describe("The kind of object changed, in the service's words (the emulator says `monitor`, `datadiff`)."),
    object_id: z.number().int().nullish().describe("The id of the object changed: a monitor's or a data diff's id."),
    payload: z.record(z.string(), z.unknown()).nullish().describe("What the request sent, as the service kept it (for an edit: the fields changed)."),
    user_id: z.number().int().nullish().describe("The id of the user whose key or session made the change."),
    user_email: z.string().nullish().describe("The e-mail address of that user."),
    user_agent: z.string().nullish().describe("The User-Agent of the request: a browser for the app, `pulumi-datafold/...` for this package."),
    request_type: z.string().nullish().describe("The HTTP method of the request."),
    source: z.string().nullish().describe("Where the request came from, in the service's words (`api`, the app)."),
    status: z.string().nullish().describe("Whether it succeeded, in the service's words."),
    is_support_user: z.boolean().nullish().describe("True when Datafold's support made the change on the account's behalf."),
    referer: z.string().nullish().describe("The page of the app the request came from, when it came from one."),
    log_entry: z.string().nullish().describe("The service's one-line account of the event."),
  })
  .meta({
    description: "One entry of the account's audit log (GET /api/v1/audit_logs): who did what to which object, and when.",
    otherFields: "A field the service added, passed on as it came.",
  });
export type AuditLog = api.AuditLog;

export const AuditLogList = z
  .looseObject({
    logs: z.array(AuditLog).describe("The entries of the window asked for, newest first."),
  })
  .meta({ description: "Body of GET /api/v1/audit_logs (ApiGetAuditLogs)." });
export type AuditLogList = api.AuditLogList;

/** What `getAuditLogs` returns of each entry. */
export const AuditLogInfo = view(AuditLog).as<api.AuditLogInfo>({
  description:
    "One entry of the account's audit log, with Pulumi-style names: who (`userEmail`, `userId`) did what (`action`, `payload`) " +
    "to which object (`objectType`, `objectId`), and when (`timestamp`). Absent values are null.",
  fields: {
    timestamp: true,
    event_uuid: { as: "eventId" },
    action: true,
    object_type: true,
    object_id: true,
    user_id: true,
    user_email: true,
    payload: true,
    source: true,
    status: true,
    url: true,
    log_entry: true,
  },
});
export type AuditLogInfo = api.AuditLogInfo;
