/** One item of a FastAPI 422 body (ValidationError): what the server refused, and where. */
export interface ValidationErrorItem {
  /**
   * Where the refused value was: its place, such as `["query", "page_size"]` or `["body",
   * "archived"]`.
   */
  loc: (string | number)[];
  /** What is wrong with it, in the server's words. */
  msg: string;
  /** The kind of failure, such as `int_parsing` or `missing`. */
  type: string;
  /** Details of the rule that failed, such as the limit a value passed. */
  ctx?: Record<string, unknown>;
  /**
   * The value the server refused, echoed back. Never put into an error: it may repeat what
   * was sent.
   */
  input?: unknown;
  /** A field the server added, passed on as it came. */
  [field: string]: unknown;
}
