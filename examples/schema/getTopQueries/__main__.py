import pulumi
import pulumi_datafold as datafold

# The five SELECT statements run most often on the warehouse.
top = datafold.get_top_queries_output(limit=5, statement_type="SELECT")

pulumi.export("topSelects", top.queries)
