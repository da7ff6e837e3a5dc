import { describe, expect, test } from "vitest";

import { groupCommit } from "./group-commit";

/** A commit that records each batch it is given and fails those holding a refused item. */
function recorder(refused = new Set<number>()) {
  const batches: number[][] = [];
  const commit = (batch: number[]) => {
    batches.push(batch);
    return batch.some((item) => refused.has(item))
      ? Promise.reject(new Error("refused"))
      : Promise.resolve(batch.map((item) => item * 10));
  };
  return { batches, commit };
}

describe("groupCommit", () => {
  test("items handed in during one turn are committed together, each caller getting its own result", async () => {
    const { batches, commit } = recorder();
    const write = groupCommit(commit);
    expect(await Promise.all([write(1), write(2), write(3)])).toEqual([10, 20, 30]);
    expect(batches).toEqual([[1, 2, 3]]);
  });

  test("items of later turns are a later batch", async () => {
    const { batches, commit } = recorder();
    const write = groupCommit(commit);
    await write(1);
    await write(2);
    expect(batches).toEqual([[1], [2]]);
  });

  test("at most `max` items a batch; the rest follow in the next", async () => {
    const { batches, commit } = recorder();
    const write = groupCommit(commit, 2);
    await Promise.all([1, 2, 3, 4, 5].map(write));
    expect(batches).toEqual([[1, 2], [3, 4], [5]]);
  });

  test("when a batch fails, each item is tried alone: the refused one fails, the others are written", async () => {
    const { batches, commit } = recorder(new Set([2]));
    const write = groupCommit(commit);
    const results = await Promise.allSettled([write(1), write(2), write(3)]);
    expect(results.map((result) => result.status)).toEqual(["fulfilled", "rejected", "fulfilled"]);
    expect(batches).toEqual([[1, 2, 3], [1], [2], [3]]);
  });

  test("a batch of one that fails is not tried again", async () => {
    const { batches, commit } = recorder(new Set([1]));
    await expect(groupCommit(commit)(1)).rejects.toThrow("refused");
    expect(batches).toEqual([[1]]);
  });
});
