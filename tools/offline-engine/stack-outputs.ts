/**
 * The stack outputs a failed `up` leaves in state, as the Pulumi engine decides them
 * (`executeRegisterResourceOutputs` in pkg/resource/deploy/step_executor.go, v3.259): the
 * previous outputs, with only those the program did compute replaced. A failed update cannot
 * tell an output that was dropped from one that was never reached, so none is removed. An
 * output that depends on a resource that failed is unknown; the engine's sentinel for it is
 * not a value, so the previous value is kept for it too and state never holds the sentinel.
 * (After a successful `up` the outputs are exactly what the program exported.)
 */
import { containsUnknowns, type PropertyMap } from "./property-values";

export function stackOutputsAfterFailedUpdate(previous: PropertyMap, reported: PropertyMap): PropertyMap {
  const outputs: PropertyMap = { ...previous };
  for (const [key, value] of Object.entries(reported)) {
    if (!containsUnknowns(value)) outputs[key] = value;
  }
  return outputs;
}
