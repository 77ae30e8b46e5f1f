import { TooManyPagesError } from "../transport/limit-errors";
import type { AuditLog } from "../../types/audit-log";

/** One read of the audit log: the entries of a window, newest first, as many as the service serves in one answer. */
export type ReadAuditLogs = (window: { startTime?: string; endTime?: string }) => Promise<AuditLog[]>;

/**
 * Every entry of a window, newest first. The vendor documents no paging for its audit log
 * (GET /api/v1/audit_logs takes only `start_date` and `end_date`), so a window that holds
 * more entries than one answer serves is walked back in time: the next read ends at the
 * oldest timestamp served (inclusive, so entries of that very second are not skipped), and
 * entries already read are recognised by their `event_uuid`. A read that brings nothing new
 * ends the walk. Its one blind spot, the API's: more entries of one instant than an answer
 * holds cannot all be read by any window.
 */
export async function walkAuditLogs(read: ReadAuditLogs, window: { startTime?: string; endTime?: string }, maxPages: number): Promise<AuditLog[]> {
  const seen = new Set<string>();
  const entries: AuditLog[] = [];
  let endTime = window.endTime;
  let largestAnswer = 0;
  for (let reads = 0; ; reads++) {
    if (reads >= maxPages) {
      throw new TooManyPagesError(
        "read the audit log",
        reads + 1,
        entries.length,
        largestAnswer,
        maxPages,
        undefined,
        `Reading the audit log took more than maxPages ${maxPages} answers (${entries.length} entries so far, up to ${largestAnswer} per answer): ` +
          "narrow the window with startTime and endTime, or raise maxPages.",
      );
    }
    const answer = await read({ ...(window.startTime !== undefined ? { startTime: window.startTime } : {}), ...(endTime !== undefined ? { endTime } : {}) });
    largestAnswer = Math.max(largestAnswer, answer.length);
    const fresh = answer.filter((entry) => !seen.has(entry.event_uuid));
    for (const entry of fresh) {
      seen.add(entry.event_uuid);
      entries.push(entry);
    }
    // Nothing new: the window is read. (More entries of one instant than an answer holds
    // cannot be told from this, and no window can split them: a limit of the API's design.)
    if (fresh.length === 0) break;
    const oldest = answer[answer.length - 1]!.timestamp;
    endTime = oldest;
  }
  return entries.sort((a, b) => Date.parse(b.timestamp) - Date.parse(a.timestamp));
}
