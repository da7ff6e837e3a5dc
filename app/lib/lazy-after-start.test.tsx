// @vitest-environment node
import { renderToString } from "react-dom/server";
import { expect, test } from "vitest";

import { lazyAfterStart } from "./lazy-after-start";

function Greeting({ name }: { name: string }) {
  return <p>Hello {name}</p>;
}

test("on the server, a part deferred until after the start renders in place, in its own boundary", async () => {
  const Deferred = lazyAfterStart(async () => ({ default: Greeting }));
  await new Promise((resolve) => setTimeout(resolve, 0));
  const html = renderToString(<Deferred name="Ada" />);
  expect(html).toContain("Hello <!-- -->Ada");
  // React's markers of a completed Suspense boundary around it, kept dehydrated in the browser.
  expect(html).toMatch(/^<!--\$-->/);
});
