import { stat } from "node:fs/promises";

/** A file's modification time in milliseconds, or 0 when it does not exist. */
export async function mtime(file: string): Promise<number> {
  try {
    return (await stat(file)).mtimeMs;
  } catch {
    return 0;
  }
}
