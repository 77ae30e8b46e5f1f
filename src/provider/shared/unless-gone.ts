import { NotFoundError } from "../../core/errors";

/**
 * Runs an API call on an object that may be gone: a 404 resolves with `undefined`, so read
 * can drop the resource and delete can count it as deleted; any other failure stands.
 */
export async function unlessGone<T>(call: Promise<T>): Promise<T | undefined> {
  try {
    return await call;
  } catch (error) {
    if (error instanceof NotFoundError) return undefined;
    throw error;
  }
}
