// Manage the Datafold data-quality platform with Pulumi: SQL-proxy tokens, data diff flags, monitor, transform and lineage read-outs, typed API clients and a local emulator.
package datafold
