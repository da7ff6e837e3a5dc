/** `npm run backup`: see commands.ts. */
import { backupCommand } from "./commands";

backupCommand(process.env, console).then(
  (code) => process.exit(code),
  (error: unknown) => {
    const code = (error as NodeJS.ErrnoException | undefined)?.code;
    console.error(
      `The backup stopped unexpectedly (${code ?? (error as Error)?.name ?? "unknown"}).`,
    );
    process.exit(1);
  },
);
