"""datafold-sdk's own code of `datafold diff dbt`, once dbt has been parsed, against the emulator.

Run by test/sdk/datafold-sdk.test.ts with the Python of the datafold-sdk virtualenv, and
DATAFOLD_HOST and DATAFOLD_API_KEY pointing at an emulator. It calls what `datafold diff dbt`
calls (DatafoldAPI's organization, data source, create and poll functions, and `_cloud_diff`,
which runs one model's diff and prints its result) and prints one JSON line of what they
returned, for the test to check.

The SDK waits between polls with time.sleep; here, waiting moves the emulator's clock forward
by as long instead (POST /__emulator/clock), so the polling loop runs as against a service
whose diff takes that long, without the test waiting for it.
"""
import contextlib
import io
import json
import logging
import os
import sys
import time
import types
import urllib.request

from datafold_sdk.cli.cloud import DatafoldAPI
from datafold_sdk.cli.cloud import datafold_api
from datafold_sdk.cli.diff import TDiffVars, _cloud_diff
from datafold_sdk.cli.errors import DataDiffDatasourceIdNotFoundError

HOST = os.environ["DATAFOLD_HOST"]
API_KEY = os.environ["DATAFOLD_API_KEY"]
waits = []


def advance_emulator_clock(seconds):
    waits.append(seconds)
    request = urllib.request.Request(
        f"{HOST}/__emulator/clock",
        data=json.dumps({"advanceMs": int(seconds * 1000)}).encode(),
        headers={"content-type": "application/json"},
        method="POST",
    )
    urllib.request.urlopen(request, timeout=10).read()


datafold_api.time = types.SimpleNamespace(monotonic=time.monotonic, sleep=advance_emulator_clock)


class ErrorRecords(logging.Handler):
    """_cloud_diff catches its own failures and logs them: collect them to report."""

    def __init__(self):
        super().__init__(level=logging.ERROR)
        self.messages = []

    def emit(self, record):
        self.messages.append(record.getMessage())


errors = ErrorRecords()
logging.getLogger().addHandler(errors)

# As dbt_diff builds it.
api = DatafoldAPI(
    api_key=API_KEY,
    host=HOST,
    headers={"Authorization": f"Key {API_KEY}", "Content-Type": "application/json"},
    timeout=30,
)
report = {}

org_meta = api.get_org_meta()
report["org_meta"] = org_meta.model_dump()
report["data_sources"] = [[source.id, source.name, source.type] for source in api.get_data_sources()]
report["data_source_7"] = api.get_data_source(7).name
try:
    api.get_data_source(99)
    report["data_source_99"] = "found"
except DataDiffDatasourceIdNotFoundError as error:
    report["data_source_99"] = str(error)

seeded = api.poll_data_diff_results(101)
report["seeded_101"] = {
    "status": seeded.status,
    "total_rows": list(seeded.pks.total_rows),
    "exclusives": list(seeded.pks.exclusives),
    "rows_with_differences": seeded.values.rows_with_differences,
    "columns_diff_stats": [[c.column_name, round(c.match, 3)] for c in seeded.values.columns_diff_stats],
    "exclusive_columns": [list(side) for side in seeded.schema_.exclusive_columns],
}
report["waits_101"] = list(waits)
waits.clear()

diff_vars = TDiffVars(
    dev_path=["ANALYTICS", "DEV_CI", "ORDERS"],
    prod_path=["ANALYTICS", "PROD", "ORDERS"],
    primary_keys=["order_id"],
    connection={},
    include_columns=[],
    exclude_columns=[],
)
printed = io.StringIO()
with contextlib.redirect_stdout(printed):
    _cloud_diff(diff_vars, 7, api, org_meta)
report["cloud_diff_output"] = printed.getvalue()
report["cloud_diff_waits"] = list(waits)
report["errors"] = errors.messages
print(json.dumps(report))
sys.stdout.flush()
