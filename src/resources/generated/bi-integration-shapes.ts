// Generated from src/provider/bi-integrations/bi-integration-inputs.ts by `npm run generate`: do not edit. Each doc comment is the field's description there.

/**
 * Binds a connection of the BI tool to the Datafold data sources it reads (the vendor's
 * DataSourceBinding).
 */
export interface IntegrationBinding {
  /**
   * The id of the connection in the BI tool (a Looker connection's name, a Hightouch source's id).
   */
  readonly remoteId: string;
  /** The ids of the Datafold data sources that connection reads. */
  readonly boundIds: number[];
}
