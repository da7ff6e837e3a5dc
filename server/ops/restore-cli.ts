/** `npm run restore`: see commands.ts. */
import { restoreCommand } from "./commands";

restoreCommand(process.argv.slice(2), process.env, console).then(
  (code) => process.exit(code),
  (error: unknown) => {
    const code = (error as NodeJS.ErrnoException | undefined)?.code;
    console.error(
      `The restore stopped unexpectedly (${code ?? (error as Error)?.name ?? "unknown"}).`,
    );
    process.exit(1);
  },
);
