// @vitest-environment node
import { Suspense } from "react";
import { renderToString } from "react-dom/server";
import { expect, test } from "vitest";

import { lazyWhenNear } from "./lazy-when-near";

function Greeting({ name }: { name: string }) {
  return <p>Hello {name}</p>;
}

test("on the server, a deferred part renders in place once its module has loaded", async () => {
  const Deferred = lazyWhenNear("greeting", async () => ({ default: Greeting }));
  await new Promise((resolve) => setTimeout(resolve, 0));
  const html = renderToString(
    <Suspense fallback={<p>loading</p>}>
      <Deferred name="Ada" />
    </Suspense>,
  );
  expect(html).toContain("Hello <!-- -->Ada");
  expect(html).not.toContain("loading");
});
