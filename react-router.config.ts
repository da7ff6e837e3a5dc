import type { Config } from "@react-router/dev/config";

import { prerenderPaths } from "./app/content/catalog";

export default {
  ssr: false,
  prerender: () => prerenderPaths(),
  future: {
    v8_middleware: true,
    v8_splitRouteModules: true,
    v8_viteEnvironmentApi: true,
  },
} satisfies Config;
