/**
 * One JSON line per event on stdout. Events carry ids, counts and codes only: a lead is named
 * by its id, never by what a person typed (the Detail type admits no nested objects, so a
 * lead's fields cannot be handed in by accident).
 */

export type Detail = Record<string, string | number | boolean | null | undefined>;

export interface Logger {
  info(event: string, detail?: Detail): void;
  warn(event: string, detail?: Detail): void;
  error(event: string, detail?: Detail): void;
}

type Level = "info" | "warn" | "error";

/** Lines wait in memory and go out in one write per turn of the event loop. */
function bufferedWriter(write: (text: string) => void) {
  let pending = "";
  const flush = () => {
    const text = pending;
    pending = "";
    write(text);
  };
  return (line: string) => {
    if (pending === "") setImmediate(flush);
    pending += `${line}\n`;
  };
}

export function createLogger(
  write: (text: string) => void = (text) => process.stdout.write(text),
): Logger {
  const out = bufferedWriter(write);
  const line = (level: Level, event: string, detail: Detail = {}) =>
    out(JSON.stringify({ time: new Date().toISOString(), level, event, ...detail }));
  return {
    info: (event, detail) => line("info", event, detail),
    warn: (event, detail) => line("warn", event, detail),
    error: (event, detail) => line("error", event, detail),
  };
}

/** What an error may say in a log line: its kind and code, never its message (which can quote data). */
export function errorDetail(error: unknown): Detail {
  if (!(error instanceof Error)) return { error: typeof error };
  const code = (error as { code?: unknown }).code;
  return { error: error.name, code: typeof code === "string" ? code : undefined };
}
