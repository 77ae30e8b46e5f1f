// The create (and PUT) body of each BI integration kind, by kind: a module of types only, free
// of zod, since DatafoldClient's published declarations name it.
import type {
  DbtDataSourceConfig,
  HighTouchDataSourceConfig,
  LookerDataSourceConfig,
  ModeDataSourceConfig,
  PowerBIDataSourceConfig,
  TableauDataSourceConfig,
} from "../../types/bi-integration";

/** The body of each kind: the vendor's `<Kind>DataSourceConfig`, snake_case, as the API takes it. */
export interface BiIntegrationConfigs {
  looker: LookerDataSourceConfig;
  tableau: TableauDataSourceConfig;
  powerbi: PowerBIDataSourceConfig;
  mode: ModeDataSourceConfig;
  hightouch: HighTouchDataSourceConfig;
  dbt: DbtDataSourceConfig;
}
