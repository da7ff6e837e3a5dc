/**
 * What the operations jobs report to the metrics and to the owner's alerts: one shape, written
 * here, that the backup job produces and both of them read.
 */

/** The outcome of one backup: the copy, its check, then the off-machine command. */
export type BackupOutcome =
  | {
      ok: true;
      /** When the copy was finished (epoch milliseconds). */
      at: number;
      /** The copy's path. */
      file: string;
      bytes: number;
      /** Leads in the copy, as its check counted them. */
      leads: number;
    }
  | {
      ok: false;
      at: number;
      /** Which step failed: taking the copy, checking it, or BACKUP_COMMAND. */
      stage: "copy" | "check" | "command";
      /** What went wrong, in words an operator can act on (no personal data). */
      message: string;
    };
