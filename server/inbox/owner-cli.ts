/**
 * `npm run inbox:owner -- EMAIL`: creates an inbox owner, or sets a new password for one, in the
 * store the server uses (DATA_DIR or DATABASE_URL). Asks for the password twice without echoing
 * it; reads it from standard input when that is not a terminal.
 */
import { createInterface } from "node:readline";

import { ConfigError, loadConfig } from "../config";
import { openStore } from "../db/connection";
import { createLogger } from "../log";
import { OwnerError, saveOwner } from "./owners";

function ask(question: string, hidden: boolean): Promise<string> {
  const input = process.stdin;
  const terminal = Boolean(input.isTTY) && hidden;
  const lines = createInterface({ input, output: process.stdout, terminal });
  if (terminal) {
    // Print the question, then nothing of what is typed.
    process.stdout.write(question);
    (lines as unknown as { _writeToOutput: (text: string) => void })._writeToOutput = () => {};
  }
  return new Promise((resolve) => {
    lines.question(terminal ? "" : question, (answer) => {
      lines.close();
      if (terminal) process.stdout.write("\n");
      resolve(answer);
    });
  });
}

async function main(): Promise<number> {
  const email = process.argv[2];
  if (!email) {
    console.error("Usage: npm run inbox:owner -- owner@example.com");
    return 2;
  }
  const config = loadConfig(process.env);
  const password = await ask("Password (at least 10 characters): ", true);
  if (process.stdin.isTTY && (await ask("The same password again: ", true)) !== password) {
    console.error("The two passwords differ; nothing was changed.");
    return 1;
  }
  const store = await openStore(
    config,
    createLogger(() => {}),
  );
  try {
    const result = await saveOwner(store.db, email, password, Date.now());
    const address = email.trim().toLowerCase();
    const said = {
      created: `Created the inbox owner ${address}.`,
      updated: `Set a new password for ${address}; their sessions have ended.`,
      unchanged: `${address} already has this password; nothing was changed.`,
    };
    console.log(said[result]);
    return 0;
  } finally {
    await store.close();
  }
}

main().then(
  (code) => process.exit(code),
  (error: unknown) => {
    if (error instanceof ConfigError || error instanceof OwnerError) console.error(error.message);
    else
      console.error("Could not save the owner: is the store (DATA_DIR or DATABASE_URL) reachable?");
    process.exit(1);
  },
);
