import { z } from "zod";
import { mustBe } from "../../core/describe-value";
// Schemas by namespace, types by name: the declarations this file ships name only the
// public types (src/types), which do not import zod.
import * as wire from "../../schemas";
import type { AuditLogWindow, ListAllAuditLogsParams, TestDataSourceOptions, IterateMonitorsParams, ListAllMonitorRunsParams, ListAllMonitorsParams, ListMonitorsParams, MonitorQuery, MonitorRunTimes, TopQueriesParams } from "../../types/main-service-params";
import type { AuditLog } from "../../types/audit-log";
import type { DataDiff, DataDiffUpdate } from "../../types/data-diff";
import type { QueryInfo, QueryLineage } from "../../types/lineage";
import type { Monitor, MonitorList } from "../../types/monitor";
import type { TransformSummary } from "../../types/transform";
import type { MonitorType as MonitorCreateKind } from "../../types/monitor";
import type { CreatedMonitor, MonitorCreateSpec, MonitorDetail, MonitorRun, MonitorRunList, MonitorRunStarted, MonitorUpdateSpec } from "../../types/monitor-spec";
import type { BiIntegration, BiIntegrationKind, CreatedBiIntegration } from "../../types/bi-integration";
import * as biApi from "./bi-integrations-api";
import type { BiIntegrationConfigs } from "./bi-integration-configs";
import { createBiIntegrationReconciledWith, type ReconciledBiIntegrationCreateOptions } from "./reconciled-bi-integration-create";
import * as monitorsApi from "./monitors-api";
import * as dataSourcesApi from "./data-sources-api";
import { createDataSourceReconciledWith, type ReconciledDataSourceCreateOptions } from "./reconciled-data-source-create";
import type { DataSource, DataSourceCreate, DataSourceTestJob, DataSourceTestResults } from "../../types/data-source";
import { createMonitorReconciledWith, type ReconciledMonitorCreateOptions } from "./reconciled-monitor-create";
import { checkArgument, checkArguments, PositiveId } from "../../core/arguments";
import { createHttpClient } from "../transport/create-http-client";
import type { CommonClientOptions } from "../transport/common-client-options";
import { realSleep, type HttpClient } from "../transport/http-client";
import { walkAuditLogs } from "./audit-log-walk";
import { pageProblems } from "./page-check";
import { collectPages, iteratePages } from "./paginate";
import * as argumentSchemas from "./params";
import { asPathSegment, pathSegment } from "../../core/path-segment";
import { SETTINGS } from "../settings/settings";

/** How a {@link DatafoldClient} reaches the main service: address, API key, and the options both clients share. */
export interface DatafoldClientOptions extends CommonClientOptions {
  /** API key; else stack config `datafold:apiKey`, else DATAFOLD_API_KEY. */
  readonly apiKey?: string;
  /** Base URL; else `datafold:host`, else DATAFOLD_HOST, else https://app.datafold.com. */
  readonly host?: string;
}

const Fingerprint = asPathSegment(z.string(mustBe("a string")).trim().min(1, "must be a non-empty query fingerprint"));

/** At least one flag: a PATCH without any would change nothing. */
const DataDiffFlagsUpdate = wire.DataDiffUpdate.refine(
  (update) => update.archived !== undefined || update.purged !== undefined,
  "must set archived, purged or both",
);

export const DEFAULT_MONITOR_PAGE_SIZE = 100;
export const DEFAULT_MONITOR_PAGE_CONCURRENCY = 8;
/** A million monitors at the default page size: far above any account, far below what exhausts memory. */
export const DEFAULT_MAX_PAGES = 10_000;

/**
 * Client of the main Datafold service (`Authorization: Key <API key>`). Usable without
 * Pulumi. Every method checks its arguments before sending anything.
 *
 * @example
 * const client = new DatafoldClient({ apiKey: process.env.DATAFOLD_API_KEY });
 * const monitors = await client.listAllMonitors({ tags: ["critical"] });
 */
export class DatafoldClient {
  private readonly http: HttpClient;
  /** How the client waits between two looks at a connection test (tests pass one that returns at once). */
  private readonly sleep: (ms: number) => Promise<void>;

  /**
   * Resolves the address and API key (option, then stack config, then environment) and
   * checks each setting: a missing or unusable one throws MissingConfigurationError or
   * InvalidConfigurationError naming where to set it. Nothing is sent until a method is called.
   */
  constructor(options: DatafoldClientOptions = {}) {
    this.http = createHttpClient(
      {
        url: { definition: SETTINGS.host, option: "host", value: options.host },
        credential: { definition: SETTINGS.apiKey, option: "apiKey", value: options.apiKey },
        scheme: "Key",
        errorBodyStyle: "fastapi",
      },
      options,
    );
    this.sleep = options.sleep ?? realSleep;
  }

  /** The base URL requests go to, without a trailing slash. Fixed for the client's life. */
  get host(): string {
    return this.http.baseUrl;
  }

  /**
   * One page of monitors: GET /api/v1/monitors, retried on transient failures. The service
   * may serve fewer monitors per page than `pageSize` asks (it may cap the page size): the
   * answer's `page_size` says what it served. The page's numbers must agree with the page
   * asked for and with each other (`total_pages` matching `count` and `page_size`, a full
   * page unless it is the last, never more items than `page_size`), else UnexpectedResponseError.
   */
  async listMonitors(params: ListMonitorsParams = {}): Promise<MonitorList> {
    const p = checkArguments(argumentSchemas.ListMonitorsParams, params, "listMonitors");
    return this.monitorPage(p, p.page, p.pageSize);
  }

  /**
   * GET /api/v1/monitors for one page. The service may serve another page size than
   * `pageSize` (it may cap it): the page is checked against the size it says it served,
   * except that the later pages of a walk must have `servedPageSize`, page 1's.
   */
  private monitorPage(query: MonitorQuery, page: number | undefined, pageSize: number | undefined, servedPageSize?: number): Promise<MonitorList> {
    const asked = { page: page ?? 1, servedPageSize };
    return this.http.request({
      endpoint: "list monitors",
      method: "GET",
      path: "/api/v1/monitors",
      query: {
        page,
        page_size: pageSize,
        order_by: query.orderBy,
        sort_order: query.sortOrder,
        tags: query.tags?.join(","),
      },
      schema: wire.MonitorList,
      check: (list) => pageProblems(asked, list, list.monitors, "monitors"),
    });
  }

  /** How a walk reads a page: page 1 in the size asked for, the others in the size page 1 was served with. */
  private monitorPageFetcher(query: MonitorQuery, pageSize: number) {
    return async (page: number, servedPageSize?: number) => {
      const list = await this.monitorPage(query, page, servedPageSize ?? pageSize, servedPageSize);
      return { items: list.monitors, totalPages: list.total_pages, count: list.count, pageSize: list.page_size };
    };
  }

  /**
   * Every monitor, all pages: page 1 says how many pages there are (at most `maxPages`, else
   * TooManyPagesError) and in what page size the service serves them (`pageSize`, or less
   * where the service caps it: the other pages are asked for in that size and must have it),
   * the others are fetched at most `concurrency` at once, and the result
   * keeps the server's order. A monitor that appears on two pages (the list shifted while it
   * was read) is kept once. The first failing page fails the call; no partial list is returned.
   */
  async listAllMonitors(params: ListAllMonitorsParams = {}): Promise<Monitor[]> {
    const {
      pageSize = DEFAULT_MONITOR_PAGE_SIZE,
      concurrency = DEFAULT_MONITOR_PAGE_CONCURRENCY,
      maxPages = DEFAULT_MAX_PAGES,
      ...query
    } = checkArguments(argumentSchemas.ListAllMonitorsParams, params, "listAllMonitors");
    return collectPages({
      endpoint: "list monitors",
      fetchPage: this.monitorPageFetcher(query, pageSize),
      askedPageSize: pageSize,
      concurrency,
      maxPages,
      key: (monitor) => monitor.id,
    });
  }

  /**
   * Every monitor, one at a time, for `for await (const monitor of client.monitors({...}))`.
   * Pages are fetched lazily, one request at a time: the next page only when the loop has
   * taken every monitor of the previous one, and leaving the loop (`break`, `return`, a
   * throw) sends no further request. The arguments are checked before anything is sent, when
   * the method is called. Same filters, order, `pageSize` and `maxPages` as
   * {@link DatafoldClient.listAllMonitors}; a monitor seen on an earlier page is not yielded again.
   */
  monitors(params: IterateMonitorsParams = {}): AsyncIterable<Monitor> {
    const {
      pageSize = DEFAULT_MONITOR_PAGE_SIZE,
      maxPages = DEFAULT_MAX_PAGES,
      ...query
    } = checkArguments(argumentSchemas.IterateMonitorsParams, params, "monitors");
    return iteratePages({
      endpoint: "list monitors",
      fetchPage: this.monitorPageFetcher(query, pageSize),
      askedPageSize: pageSize,
      maxPages,
      key: (monitor) => monitor.id,
    });
  }

  /**
   * One data diff, with its `archived` and `purged` flags: GET /api/v1/datadiffs/{id}. An id
   * the service does not know is a NotFoundError.
   */
  async getDataDiff(datadiffId: number): Promise<DataDiff> {
    const id = checkArgument(PositiveId, datadiffId, "getDataDiff", "datadiffId");
    return this.http.request({
      endpoint: "get data diff",
      method: "GET",
      path: `/api/v1/datadiffs/${pathSegment(id, "getDataDiff", "datadiffId")}`,
      schema: wire.DataDiff,
    });
  }

  /**
   * Sets the `archived` and/or `purged` flags: PATCH /api/v1/datadiffs/{id} with only the
   * flags given (at least one). Retried on transient failures: setting the same flags twice
   * changes nothing more. The API does not specify the success body: it is returned as the
   * server sent it; read the flags back with {@link getDataDiff}.
   */
  async updateDataDiff(datadiffId: number, update: DataDiffUpdate): Promise<unknown> {
    const id = checkArgument(PositiveId, datadiffId, "updateDataDiff", "datadiffId");
    const body = checkArguments(DataDiffFlagsUpdate, update, "updateDataDiff", "update");
    return this.http.request({
      endpoint: "update data diff",
      method: "PATCH",
      path: `/api/v1/datadiffs/${pathSegment(id, "updateDataDiff", "datadiffId")}`,
      body,
      schema: z.unknown(),
    });
  }

  /**
   * One read of the account's audit log: GET /api/v1/audit_logs, with the window (both ends
   * inclusive) as the JSON body the API takes (`start_date`, `end_date`). The entries come
   * newest first, as many as the service serves in one answer: {@link listAllAuditLogs}
   * reads a whole window.
   */
  async listAuditLogs(window: AuditLogWindow = {}): Promise<AuditLog[]> {
    const w = checkArguments(argumentSchemas.AuditLogWindow, window, "listAuditLogs", "window");
    const body = await this.http.request({
      endpoint: "read the audit log",
      method: "GET",
      path: "/api/v1/audit_logs",
      body: { start_date: w.startTime ?? null, end_date: w.endTime ?? null },
      schema: wire.AuditLogList,
    });
    return body.logs;
  }

  /**
   * Every audit-log entry of a window, newest first, optionally only those about one object
   * type (`monitor`, `datadiff`) or one object id. The API documents no paging: a window
   * larger than one answer is walked back in time (src/client/main-service/audit-log-walk.ts),
   * each entry kept once by its `event_uuid`. The object filters are applied here, since the
   * API has none.
   */
  async listAllAuditLogs(params: ListAllAuditLogsParams = {}): Promise<AuditLog[]> {
    const p = checkArguments(argumentSchemas.ListAllAuditLogsParams, params, "listAllAuditLogs");
    const window = { ...(p.startTime !== undefined ? { startTime: p.startTime } : {}), ...(p.endTime !== undefined ? { endTime: p.endTime } : {}) };
    const entries = await walkAuditLogs((slice) => this.listAuditLogs(slice), window, p.maxPages ?? DEFAULT_MAX_PAGES);
    return entries.filter(
      (entry) => (p.objectType === undefined || entry.object_type === p.objectType) && (p.objectId === undefined || entry.object_id === p.objectId),
    );
  }

  /**
   * Translation summaries of every transform of a DMA project, in the service's order:
   * GET /api/v1/dma/v2/projects/{id}/transforms. A project the service does not know is a
   * NotFoundError.
   */
  async listTransformSummaries(projectId: number): Promise<TransformSummary[]> {
    const id = checkArgument(PositiveId, projectId, "listTransformSummaries", "projectId");
    const list = await this.http.request({
      endpoint: "list transform summaries",
      method: "GET",
      path: `/api/v1/dma/v2/projects/${pathSegment(id, "listTransformSummaries", "projectId")}/transforms`,
      schema: wire.TransformSummaryList,
    });
    return list.transform_summaries;
  }

  /**
   * Tables and columns a query uses, with column-level lineage:
   * GET /api/v1/lineagev2/query/{fingerprint}/lineage. An unknown fingerprint is a NotFoundError.
   */
  async getQueryLineage(fingerprint: string): Promise<QueryLineage> {
    const fp = checkArgument(Fingerprint, fingerprint, "getQueryLineage", "fingerprint");
    return this.http.request({
      endpoint: "get query lineage",
      method: "GET",
      path: `/api/v1/lineagev2/query/${pathSegment(fp, "getQueryLineage", "fingerprint")}/lineage`,
      schema: wire.QueryLineage,
    });
  }

  /**
   * Top queries, most executed first: GET /api/internal/lineagev2/queries. An internal path
   * of the service, so it may change without notice.
   */
  async getTopQueries(params: TopQueriesParams = {}): Promise<QueryInfo[]> {
    const p = checkArguments(argumentSchemas.TopQueriesParams, params, "getTopQueries");
    const body = await this.http.request({
      endpoint: "get top queries",
      method: "GET",
      path: "/api/internal/lineagev2/queries",
      query: { limit: p.limit, statement_type: p.statementType },
      schema: wire.TopQueries,
    });
    return body.queries;
  }

  /**
   * Creates a monitor of `kind`: POST /api/v1/monitors/create/{kind} with the kind's create
   * body (snake_case, as the API takes it). Not retried once sent: a failure after which the
   * service may have made the monitor is a NetworkError with `ambiguous` set (or a 5xx).
   */
  createMonitor(kind: MonitorCreateKind, spec: MonitorCreateSpec): Promise<CreatedMonitor> {
    return monitorsApi.createMonitor(this.http, kind, spec);
  }

  /**
   * {@link createMonitor} that settles a lost answer without taking another stack's monitor:
   * when the answer to the POST is lost after the service may have made the monitor, the
   * monitors are listed and those the lost attempt may have made (same kind and name, created
   * since the attempt began, not made by another create of this process) are looked for. None:
   * the create is sent again (3 attempts in all). Some: a name may be shared by other stacks, so
   * none is taken, and UnresolvedCreateError names them (`candidateIds`) and says how to adopt
   * the right one. Creates of the same kind and name in one process run one at a time. Also
   * throws UnresolvedCreateError when every attempt failed or when the look failed.
   */
  createMonitorReconciled(kind: MonitorCreateKind, spec: MonitorCreateSpec, options: ReconciledMonitorCreateOptions = {}): Promise<CreatedMonitor> {
    return createMonitorReconciledWith(
      kind,
      spec,
      {
        create: () => this.createMonitor(kind, spec),
        list: (tags) => this.listAllMonitors(tags.length > 0 ? { tags: [...tags] } : {}),
        serverNow: () => this.http.serverNow(),
      },
      options,
    );
  }

  /**
   * One monitor: GET /api/v1/monitors/{id}. The monitored data shows only as `dataset`
   * entries, never the whole metric, diff or test definition. Unknown or deleted: NotFoundError.
   */
  getMonitor(monitorId: number): Promise<MonitorDetail> {
    return monitorsApi.getMonitor(this.http, monitorId);
  }

  /**
   * Changes a monitor: PATCH /api/v1/monitors/{id}/update with the kind's update body (its
   * `type` names the kind); only the fields sent change, and null clears name, description,
   * owner and alert. Retried on transient failures: the same update twice changes nothing more.
   */
  updateMonitor(monitorId: number, spec: MonitorUpdateSpec): Promise<unknown> {
    return monitorsApi.updateMonitor(this.http, monitorId, spec);
  }

  /** Enables or disables a monitor: PUT /api/v1/monitors/{id}/toggle. */
  toggleMonitor(monitorId: number, enabled: boolean): Promise<unknown> {
    return monitorsApi.toggleMonitor(this.http, monitorId, enabled);
  }

  /** Deletes a monitor: DELETE /api/v1/monitors/{id}. One already gone is a NotFoundError. */
  deleteMonitor(monitorId: number): Promise<unknown> {
    return monitorsApi.deleteMonitor(this.http, monitorId);
  }

  /** Starts a run of a monitor now: POST /api/v1/monitors/{id}/run; resolves with the run's id. */
  runMonitor(monitorId: number): Promise<MonitorRunStarted> {
    return monitorsApi.runMonitor(this.http, monitorId);
  }

  /**
   * One page of a monitor's runs, newest first: GET /api/v1/monitors/{id}/runs; `times` keeps
   * the runs that started between `startTime` and `endTime` (both inclusive, either optional).
   * The page's numbers must agree with each other, as a monitor page's must.
   */
  listMonitorRuns(monitorId: number, page?: number, pageSize?: number, times?: MonitorRunTimes): Promise<MonitorRunList> {
    return monitorsApi.listMonitorRuns(this.http, monitorId, page, pageSize, times);
  }

  /**
   * Every run of a monitor, newest first, all pages, walked as {@link listAllMonitors} walks
   * monitors: page 1 says how many pages there are (at most `maxPages`, else
   * TooManyPagesError) and in what page size; a run that appears on two pages (a run started
   * while they were read) is kept once. `startTime` and `endTime` are applied by the service.
   */
  async listAllMonitorRuns(monitorId: number, params: ListAllMonitorRunsParams = {}): Promise<MonitorRun[]> {
    const {
      pageSize = DEFAULT_MONITOR_PAGE_SIZE,
      concurrency = DEFAULT_MONITOR_PAGE_CONCURRENCY,
      maxPages = DEFAULT_MAX_PAGES,
      ...times
    } = checkArguments(argumentSchemas.ListAllMonitorRunsParams, params, "listAllMonitorRuns");
    return collectPages({
      endpoint: "list monitor runs",
      fetchPage: async (page, servedPageSize) => {
        const list = await monitorsApi.listMonitorRuns(this.http, monitorId, page, servedPageSize ?? pageSize, times, servedPageSize);
        return { items: list.runs, totalPages: list.total_pages, count: list.count, pageSize: list.page_size };
      },
      askedPageSize: pageSize,
      concurrency,
      maxPages,
      key: (run) => run.run_id,
    });
  }

  /** One run of a monitor: GET /api/v1/monitors/{id}/runs/{run_id}. */
  getMonitorRun(monitorId: number, runId: number): Promise<MonitorRun> {
    return monitorsApi.getMonitorRun(this.http, monitorId, runId);
  }

  /**
   * Creates a data source: POST /api/v1/data_sources with one member of the vendor's
   * `ApiDataSourceForm` (`type`, `name`, `options` by their wire names, and the common fields).
   * Never retried: a lost answer may have made one, and the API cannot delete it.
   */
  async createDataSource(body: DataSourceCreate): Promise<DataSource> {
    return dataSourcesApi.createDataSource(this.http, body);
  }

  /**
   * {@link createDataSource} that settles a lost answer without taking another's data source:
   * the data sources are listed first; when the answer to the POST is lost, those that appeared
   * since, of the same type and name, are looked for. None: the create is sent again (3 attempts
   * in all). Some: none is taken, and UnresolvedCreateError names them (`candidateIds`).
   */
  async createDataSourceReconciled(body: DataSourceCreate, options: ReconciledDataSourceCreateOptions = {}): Promise<DataSource> {
    const checked = checkArguments(wire.DataSourceCreate, body, "createDataSourceReconciled", "body");
    return createDataSourceReconciledWith(checked.type, checked.name, { create: () => this.createDataSource(checked), list: () => this.listDataSources() }, options);
  }

  /** One data source: GET /api/v1/data_sources/{id}; NotFoundError when there is none. Credentials show masked. */
  async getDataSource(dataSourceId: number): Promise<DataSource> {
    return dataSourcesApi.getDataSource(this.http, dataSourceId);
  }

  /** Every data source of the organization: GET /api/v1/data_sources (one answer, not paged). */
  async listDataSources(): Promise<DataSource[]> {
    return dataSourcesApi.listDataSources(this.http);
  }

  /** Starts a connection test: POST /api/v1/data_sources/{id}/test. Resolves with its job; {@link testDataSource} waits for it. */
  async startDataSourceTest(dataSourceId: number): Promise<DataSourceTestJob> {
    return dataSourcesApi.startDataSourceTest(this.http, dataSourceId);
  }

  /** A connection test's job as it stands: GET /api/v1/data_sources/test/{job_id}. */
  async getDataSourceTest(jobId: number): Promise<DataSourceTestResults> {
    return dataSourcesApi.getDataSourceTest(this.http, jobId);
  }

  /**
   * Runs a data source's connection test and waits for it: POST /api/v1/data_sources/{id}/test,
   * then GET /api/v1/data_sources/test/{job_id} every `pollIntervalMs` (default 1 s) until the
   * job ends, at most `timeoutMs` (default 2 minutes). Resolves with the job when every step is
   * done; throws ConnectionTestError with the vendor's message of each failed step when it
   * failed, or saying how long it waited when the wait ran out.
   */
  async testDataSource(dataSourceId: number, options: TestDataSourceOptions = {}): Promise<DataSourceTestResults> {
    // The wait is checked before the test starts: a bad one must not leave a test running.
    const wait = checkArguments(argumentSchemas.TestDataSourceOptions, options, "testDataSource", "options");
    const job = await this.startDataSourceTest(dataSourceId);
    return dataSourcesApi.waitForDataSourceTest(this.http, dataSourceId, job.job_id, wait, this.sleep);
  }

  /**
   * Creates a BI integration of `kind`: POST /api/v1/lineage/bi/<kind>/ with the kind's body
   * (the vendor's `<Kind>DataSourceConfig`, snake_case). Not retried once sent: a failure after
   * which the service may have made it is a NetworkError with `ambiguous` set (or a 5xx).
   */
  createBiIntegration<K extends BiIntegrationKind>(kind: K, config: BiIntegrationConfigs[K]): Promise<CreatedBiIntegration> {
    return biApi.createBiIntegration(this.http, kind, config);
  }

  /**
   * {@link createBiIntegration} that settles a lost answer without taking another stack's
   * integration: the integrations are listed first; when the answer to the POST is lost, those
   * that appeared since, of the same kind and name, are looked for. None: the create is sent
   * again (3 attempts in all). Some: none is taken, and UnresolvedCreateError names them
   * (`candidateIds`) and says how to adopt the right one. Also UnresolvedCreateError when every
   * attempt failed or when the look failed.
   */
  createBiIntegrationReconciled<K extends BiIntegrationKind>(
    kind: K,
    config: BiIntegrationConfigs[K],
    options: ReconciledBiIntegrationCreateOptions = {},
  ): Promise<CreatedBiIntegration> {
    const name = (config as { name?: string | null }).name ?? null;
    return createBiIntegrationReconciledWith(
      kind,
      typeof name === "string" ? name : null,
      { create: () => this.createBiIntegration(kind, config), list: () => this.listBiIntegrations() },
      options,
    );
  }

  /**
   * One BI integration: GET /api/v1/lineage/bi/{id}/. It never shows a credential. Unknown or
   * deleted: NotFoundError.
   */
  getBiIntegration(integrationId: number): Promise<BiIntegration> {
    return biApi.getBiIntegration(this.http, integrationId);
  }

  /** Every BI integration of the account, every kind: GET /api/v1/lineage/bi/. */
  listBiIntegrations(): Promise<BiIntegration[]> {
    return biApi.listBiIntegrations(this.http);
  }

  /**
   * Replaces a BI integration's settings: PUT /api/v1/lineage/bi/<kind>/{id}/ with the whole
   * body of its kind, credentials included (a field left out takes the service's default).
   * Retried on transient failures: the same PUT twice changes nothing more.
   */
  updateBiIntegration<K extends BiIntegrationKind>(kind: K, integrationId: number, config: BiIntegrationConfigs[K]): Promise<unknown> {
    return biApi.updateBiIntegration(this.http, kind, integrationId, config);
  }

  /** Deletes a BI integration: DELETE /api/v1/lineage/bi/{id}/. One already gone is a NotFoundError. */
  deleteBiIntegration(integrationId: number): Promise<unknown> {
    return biApi.deleteBiIntegration(this.http, integrationId);
  }

  /** Starts a sync (re-indexing) of a BI integration: GET /api/v1/lineage/bi/{id}/sync/. */
  syncBiIntegration(integrationId: number): Promise<unknown> {
    return biApi.syncBiIntegration(this.http, integrationId);
  }
}
