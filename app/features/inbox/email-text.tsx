import { Fragment } from "react";

import { cn } from "~/lib/cn";

/**
 * An e-mail address in the pieces it may break between: after the "@" and before each ".",
 * never inside a word ("ada.obi@example.com" → "ada", ".obi@", "example", ".com").
 */
export function emailParts(email: string): string[] {
  const parts: string[] = [];
  let current = "";
  for (const character of email) {
    if (character === "." && current !== "") {
      parts.push(current);
      current = "";
    }
    current += character;
    if (character === "@") {
      parts.push(current);
      current = "";
    }
  }
  if (current !== "") parts.push(current);
  return parts;
}

/**
 * An e-mail address that wraps only where emailParts allows. A piece wider than its box (a
 * very long name) is cut with an ellipsis rather than split; the whole address stays in the
 * text (screen readers, copying) and in the title.
 */
export function EmailText({ email, className }: { email: string; className?: string }) {
  return (
    <span title={email} className={cn("wrap-normal", className)}>
      {emailParts(email).map((part, index) => (
        <Fragment key={index}>
          {index > 0 ? <wbr /> : null}
          <span className="inline-block max-w-full truncate align-bottom">{part}</span>
        </Fragment>
      ))}
    </span>
  );
}
