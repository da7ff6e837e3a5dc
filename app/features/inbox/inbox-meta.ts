import { pageMeta } from "~/lib/seo";

/** An inbox page's title and tags: never indexed, like the whole inbox. */
export function inboxMeta(title: string, path: string) {
  return pageMeta({
    title: `${title} · Inbox`,
    description: "The business's own inbox of the leads sent through the website's forms.",
    path,
    noindex: true,
  });
}
