import { reactRouter } from "@react-router/dev/vite";
import tailwindcss from "@tailwindcss/vite";
import { defineConfig } from "vite";

export default defineConfig({
  plugins: [tailwindcss(), reactRouter()],
  resolve: {
    tsconfigPaths: true,
  },
  // `npm run dev` has no lead endpoint of its own: with `npm run serve` running beside it
  // (port 3000), the forms and the inbox talk to that server.
  server: { proxy: { "/api": "http://127.0.0.1:3000" } },
});
