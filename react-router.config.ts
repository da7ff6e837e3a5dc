import type { Config } from "@react-router/dev/config";

import { allPaths } from "./app/content/catalog";

export default {
  ssr: false,
  prerender: () => allPaths(),
} satisfies Config;
