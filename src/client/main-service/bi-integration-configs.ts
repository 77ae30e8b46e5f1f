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
  /** Looker: `LookerDataSourceConfig`. */
  looker: LookerDataSourceConfig;
  /** Tableau: `TableauDataSourceConfig`. */
  tableau: TableauDataSourceConfig;
  /** Power BI: `PowerBIDataSourceConfig`. */
  powerbi: PowerBIDataSourceConfig;
  /** Mode: `ModeDataSourceConfig`. */
  mode: ModeDataSourceConfig;
  /** Hightouch: `HighTouchDataSourceConfig`. */
  hightouch: HighTouchDataSourceConfig;
  /** dbt: `DbtDataSourceConfig`. */
  dbt: DbtDataSourceConfig;
}
