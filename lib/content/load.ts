/**
 * Validate-once loading for static content: each content file is checked against its zod schema
 * the first time it is asked for, then the frozen result is served from a module variable.
 * Pure data and zod only, so it runs in server components, client components and tests alike.
 */
import { z } from "zod";

/** Thrown when a content file does not match its schema; the message names the file. */
export class ContentValidationError extends Error {
  readonly file: string;

  constructor(file: string, error: z.ZodError) {
    super(`Invalid content in ${file}:\n${z.prettifyError(error)}`);
    this.name = "ContentValidationError";
    this.file = file;
  }
}

function deepFreeze<T>(value: T): T {
  if (value !== null && typeof value === "object" && !Object.isFrozen(value)) {
    Object.freeze(value);
    for (const inner of Object.values(value)) deepFreeze(inner);
  }
  return value;
}

/**
 * Returns a function that validates `data` (the export of `file`) with `schema` on its first call
 * and returns the same frozen, parsed value on every later call. An invalid file throws a
 * ContentValidationError naming the file each time it is asked for.
 */
export function createContentLoader<S extends z.ZodType>(file: string, schema: S, data: unknown): () => z.output<S> {
  let cache: { value: z.output<S> } | undefined;
  return () => {
    if (!cache) {
      const result = schema.safeParse(data);
      if (!result.success) throw new ContentValidationError(file, result.error);
      cache = { value: deepFreeze(result.data) };
    }
    return cache.value;
  };
}
