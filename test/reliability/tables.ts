/** Every table of RELIABILITY.md, in the order the report shows them. */
import { AMBIGUOUS_CREATE_TABLE } from "./ambiguous-create.cases";
import { BAD_INPUT_TABLE } from "./bad-inputs.cases";
import { CLIENT_ATTACKS_TABLE } from "./client-attacks.cases";
import { DURABILITY_TABLE } from "./durability.cases";
import { EMULATOR_ATTACKS_TABLE } from "./emulator-attacks.cases";
import { FAULTS_TABLE } from "./faults.cases";
import { LOAD_TABLE } from "./parallel-load.cases";
import type { ReliabilityTable } from "./reliability-table";
import { ATTACKS_TABLE } from "./secret-hygiene.cases";

export const RELIABILITY_TABLES: readonly ReliabilityTable[] = [
  FAULTS_TABLE,
  AMBIGUOUS_CREATE_TABLE,
  LOAD_TABLE,
  DURABILITY_TABLE,
  BAD_INPUT_TABLE,
  ATTACKS_TABLE,
  CLIENT_ATTACKS_TABLE,
  EMULATOR_ATTACKS_TABLE,
];
