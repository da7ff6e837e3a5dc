/**
 * Reading a POST body: a size cap, a deadline for slow senders, and the three encodings a
 * form can arrive in. Every failure is an HttpError with the status that names it. Text
 * arrives without U+0000: no one types it, and PostgreSQL's text cannot hold it.
 */
import type { IncomingMessage } from "node:http";

import { HttpError } from "./respond";

/** Bodies above this are refused (413): a lead is a few kilobytes at most. */
export const MAX_BODY_BYTES = 64 * 1024;
/** A body that has not fully arrived by then is cut off (408). */
export const BODY_TIMEOUT_MS = 10_000;

export const FORM_TYPES = [
  "multipart/form-data",
  "application/x-www-form-urlencoded",
  "application/json",
] as const;

// Once a body is refused the connection is closed, so the rest of it is never read.
const CLOSE = { headers: { Connection: "close" } };
/**
 * A refused body up to this many times the limit is still read, and thrown away, before the
 * answer: a proxy (nginx sends up to twice the limit) that is still sending it when the server
 * closes gets a reset instead of the answer, and turns it into a 502. A larger one is cut off.
 */
const READ_REFUSED_FACTOR = 4;

export function mediaType(req: IncomingMessage): string {
  return (req.headers["content-type"] ?? "").split(";")[0]!.trim().toLowerCase();
}

/** The whole body, or an HttpError: 413 when it is too large, 408 when it is too slow. */
export function readBody(
  req: IncomingMessage,
  limit = MAX_BODY_BYTES,
  timeoutMs = BODY_TIMEOUT_MS,
): Promise<Buffer> {
  const tooLarge = () => new HttpError(413, "The form is too large to send.", CLOSE);
  const declared = Number(req.headers["content-length"] ?? 0);
  if (declared > READ_REFUSED_FACTOR * limit) return Promise.reject(tooLarge());
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    let size = 0;
    let refused = declared > limit;
    const finish = (error?: HttpError) => {
      clearTimeout(timer);
      req.off("data", onData);
      req.off("end", onEnd);
      req.off("error", onError);
      if (error) {
        req.pause();
        reject(error);
      } else resolve(Buffer.concat(chunks));
    };
    const onData = (chunk: Buffer) => {
      size += chunk.length;
      if (size > limit) refused = true;
      if (size > READ_REFUSED_FACTOR * limit) finish(tooLarge());
      else if (!refused) chunks.push(chunk);
    };
    const onEnd = () => finish(refused ? tooLarge() : undefined);
    const onError = () => finish(new HttpError(400, "The form did not arrive completely.", CLOSE));
    const timer = setTimeout(
      () =>
        finish(
          refused ? tooLarge() : new HttpError(408, "The form took too long to arrive.", CLOSE),
        ),
      timeoutMs,
    );
    req.on("data", onData);
    req.on("end", onEnd);
    req.on("error", onError);
  });
}

const MALFORMED = "The form could not be read.";

/**
 * A value with U+0000 taken out of every text in it, at any depth (a list of ids, a JSON object
 * in a field), names included: PostgreSQL refuses the character in text (error 22021).
 */
function withoutNul(value: unknown): unknown {
  if (typeof value === "string") return value.replaceAll("\u0000", "");
  if (Array.isArray(value)) return value.map(withoutNul);
  if (typeof value === "object" && value !== null) {
    return Object.fromEntries(
      Object.entries(value).map(([name, item]) => [withoutNul(name), withoutNul(item)]),
    );
  }
  return value;
}

/**
 * The posted fields by name, from a multipart, URL-encoded or JSON body. `contentType` is the
 * whole header (a multipart body needs its boundary).
 */
export async function parseFields(
  contentType: string,
  body: Buffer,
): Promise<Record<string, unknown>> {
  return withoutNul(await decodeFields(contentType, body)) as Record<string, unknown>;
}

async function decodeFields(contentType: string, body: Buffer): Promise<Record<string, unknown>> {
  const type = contentType.split(";")[0]!.trim().toLowerCase();
  if (type === "application/json") {
    let parsed: unknown;
    try {
      parsed = JSON.parse(body.toString("utf8"));
    } catch {
      throw new HttpError(400, MALFORMED);
    }
    if (typeof parsed !== "object" || parsed === null || Array.isArray(parsed)) {
      throw new HttpError(400, "The form must be a JSON object of fields.");
    }
    return parsed as Record<string, unknown>;
  }
  if (type === "application/x-www-form-urlencoded") {
    return Object.fromEntries(new URLSearchParams(body.toString("utf8")));
  }
  let form: FormData;
  try {
    // The Fetch API's own multipart parser (undici, built into Node).
    form = await new Response(new Uint8Array(body), {
      headers: { "Content-Type": contentType },
    }).formData();
  } catch {
    throw new HttpError(400, MALFORMED);
  }
  const fields: Record<string, unknown> = {};
  for (const [name, value] of form.entries()) {
    if (typeof value !== "string") throw new HttpError(400, "Files cannot be sent with a form.");
    fields[name] = value;
  }
  return fields;
}

/** Checks the content type, then reads and parses the body. */
export async function readFields(
  req: IncomingMessage,
  timeoutMs = BODY_TIMEOUT_MS,
): Promise<Record<string, unknown>> {
  const type = mediaType(req);
  if (!(FORM_TYPES as readonly string[]).includes(type)) {
    throw new HttpError(415, `Send the form as ${FORM_TYPES.join(", ")}.`);
  }
  const body = await readBody(req, MAX_BODY_BYTES, timeoutMs);
  return parseFields(req.headers["content-type"] ?? "", body);
}
