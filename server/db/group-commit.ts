/**
 * Group commit: the items handed in during the same turn of the event loop are written together
 * by `commit` (one transaction: one flush to disk, not one per item), at most `max` at a time.
 * Each caller's promise settles once its own item is committed. If a batch fails, each of its
 * items is tried again alone, so one the store refuses fails alone and the others are written.
 * The new leads (lead-store.ts) and the outbox's outcomes (outbox.ts) are written this way.
 */
export function groupCommit<Item, Result>(
  commit: (batch: Item[]) => Promise<Result[]>,
  max = Number.POSITIVE_INFINITY,
): (item: Item) => Promise<Result> {
  let waiting: Array<{
    item: Item;
    resolve: (result: Result) => void;
    reject: (error: unknown) => void;
  }> = [];
  let scheduled = false;

  function flush() {
    scheduled = false;
    const batch = waiting.slice(0, max);
    waiting = waiting.slice(max);
    if (waiting.length > 0) schedule();
    commit(batch.map((entry) => entry.item)).then(
      (results) => batch.forEach((entry, index) => entry.resolve(results[index] as Result)),
      (error: unknown) => {
        if (batch.length === 1) return batch[0]!.reject(error);
        for (const entry of batch) {
          commit([entry.item]).then(([result]) => entry.resolve(result as Result), entry.reject);
        }
      },
    );
  }

  function schedule() {
    if (scheduled) return;
    scheduled = true;
    setImmediate(flush);
  }

  return (item) =>
    new Promise((resolve, reject) => {
      waiting.push({ item, resolve, reject });
      schedule();
    });
}
