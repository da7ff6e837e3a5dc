/**
 * What waits in the outbox and the acknowledgements, read for the metrics at scrape time: per
 * channel, how many messages are pending and since when the oldest has waited (queued, or
 * retried by hand: its window_started_at). An index on status leads each query.
 */
import type { Store } from "../db/connection";
import type { OutboxChannel } from "../db/schema";
import type { QueueBacklog } from "../metrics";

const OUTBOX_CHANNELS: OutboxChannel[] = ["email", "webhook"];

export async function readBacklog({ db }: Store): Promise<QueueBacklog[]> {
  const [outbox, acknowledgements] = await Promise.all([
    db
      .selectFrom("outbox")
      .select((eb) => [
        "channel",
        eb.fn.countAll<number>().as("pending"),
        eb.fn.min<number>("window_started_at").as("oldest"),
      ])
      .where("status", "=", "pending")
      .groupBy("channel")
      .execute(),
    db
      .selectFrom("acknowledgements")
      .select((eb) => [
        eb.fn.countAll<number>().as("pending"),
        eb.fn.min<number>("window_started_at").as("oldest"),
      ])
      .where("status", "=", "pending")
      .executeTakeFirst(),
  ]);
  const backlog = (pending: number | undefined, oldest: number | null | undefined) => ({
    pending: Number(pending ?? 0),
    oldestAt: oldest === null || oldest === undefined ? null : Number(oldest),
  });
  return [
    ...OUTBOX_CHANNELS.map((channel) => {
      const row = outbox.find((entry) => entry.channel === channel);
      return { channel, ...backlog(row?.pending, row?.oldest) };
    }),
    { channel: "acknowledgement", ...backlog(acknowledgements?.pending, acknowledgements?.oldest) },
  ];
}
