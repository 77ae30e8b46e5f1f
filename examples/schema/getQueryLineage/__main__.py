import pulumi
import pulumi_datafold as datafold

# What one query (by its fingerprint, as get_top_queries lists it) reads, column by column.
lineage = datafold.get_query_lineage_output(fingerprint="9f2c4e1a7b3d5f60")

pulumi.export("lineageTablesRead", lineage.tables_read)
pulumi.export("lineageColumns", lineage.column_lineage)
