import type { DeliveryChannel } from "~/contracts/inbox";

/** A delivery failure as the owner reads it: what happened, and what usually puts it right. */
export interface ErrorExplanation {
  reason: string;
  advice: string;
}

interface Rule {
  test: RegExp;
  explain: (server: string, match: RegExpMatchArray) => ErrorExplanation;
}

const SETTING: Record<DeliveryChannel, string> = {
  email: "SMTP_URL",
  webhook: "LEAD_WEBHOOK_URL",
};

const SERVER: Record<DeliveryChannel, string> = {
  email: "the mail server",
  webhook: "the webhook's server",
};

/**
 * The reasons a send fails, by the text the mail library (nodemailer), Node or the webhook gave.
 * The first rule that matches explains it; the order puts the more specific first.
 */
function rules(setting: string): Rule[] {
  return [
    {
      test: /ECONNREFUSED/,
      explain: (server) => ({
        reason: `${server} refused the connection`,
        advice: `Check that ${server} is running and that ${setting} names its address and port.`,
      }),
    },
    {
      test: /ENOTFOUND|EAI_NONAME/,
      explain: (server) => ({
        reason: `${server}'s name was not found`,
        advice: `Check the host name in ${setting} for a typing error.`,
      }),
    },
    {
      test: /EAI_AGAIN|EDNS|ESERVFAIL/,
      explain: (server) => ({
        reason: `${server}'s name could not be looked up (the name service did not answer)`,
        advice: "This is often brief; if it lasts, check the server's network settings.",
      }),
    },
    {
      test: /EHOSTUNREACH|ENETUNREACH/,
      explain: (server) => ({
        reason: `${server} cannot be reached from this server's network`,
        advice: `Check ${setting}, and that the hosting allows outgoing connections to that port.`,
      }),
    },
    {
      test: /Invalid login|EAUTH|Missing credentials|authentication|\b535\b|\b534\b/i,
      explain: (server) => ({
        reason: `${server} refused the user name or password`,
        advice: `Check the user name and password in ${setting} (some providers want an app password).`,
      }),
    },
    {
      test: /certificate|self[- ]signed|wrong version number|Error initiating TLS|STARTTLS|\bTLS\b|\bSSL\b|EPROTO|packet length too long/i,
      explain: (server) => ({
        reason: `a secure (TLS) connection to ${server} could not be made`,
        advice: `Check that ${setting} uses smtps:// for port 465 and smtp:// for 587 or 25, and that the server's certificate is valid for its name.`,
      }),
    },
    {
      test: /ETIMEDOUT|timeout|timed out|Greeting never received|TimeoutError|aborted due to timeout/i,
      explain: (server) => ({
        reason: `${server} did not answer in time`,
        advice: `Check that ${setting} names the right address and port, and that no firewall blocks it.`,
      }),
    },
    {
      test: /ECONNRESET|EPIPE|socket hang up|Connection closed|closed the connection|terminates connection/i,
      explain: (server) => ({
        reason: `${server} closed the connection unexpectedly`,
        advice: "This is often brief; if it lasts, the mail provider may be limiting this server.",
      }),
    },
    {
      test: /Mail command failed|Invalid sender|Sender address rejected/i,
      explain: (server) => ({
        reason: `${server} refused the sender address`,
        advice: "Check MAIL_FROM: many providers accept only an address of the signed-in account.",
      }),
    },
    {
      test: /recipients were rejected|Recipient command failed|Invalid recipient|Recipient address rejected|No recipients defined/i,
      explain: (server) => ({
        reason: `${server} refused the recipient address`,
        advice: "Check the addresses in LEADS_TO.",
      }),
    },
    {
      test: /Message size|too large|\b552\b/i,
      explain: (server) => ({
        reason: `${server} refused the message as too large`,
        advice: "This lead's message is larger than the mail provider allows.",
      }),
    },
    {
      test: /\b(421|450|451|452)\b/,
      explain: (server) => ({
        reason: `${server} asked to try again later (it is busy or limiting this sender)`,
        advice: "Tries go on by themselves; if it lasts for hours, ask the mail provider.",
      }),
    },
    {
      test: /webhook answered (\d{3})/,
      explain: (server, match) => {
        const status = Number(match[1]);
        return status >= 500
          ? {
              reason: `${server} had an error (it answered ${status})`,
              advice: "Tries go on by themselves; if it lasts, ask whoever runs the webhook.",
            }
          : {
              reason: `${server} refused the lead (it answered ${status})`,
              advice: `Check ${setting} and the shared secret, LEAD_WEBHOOK_SECRET.`,
            };
      },
    },
    {
      test: /fetch failed/i,
      explain: (server) => ({
        reason: `${server} could not be reached`,
        advice: `Check ${setting}, and that the webhook's server is running.`,
      }),
    },
  ];
}

/**
 * What a failed send's technical reason means, in plain words; null (unknown or empty text)
 * gets a general explanation, and the technical text stays available beside it.
 */
export function explainDeliveryError(
  channel: DeliveryChannel,
  error: string | null,
): ErrorExplanation {
  const text = error ?? "";
  for (const rule of rules(SETTING[channel])) {
    const match = text.match(rule.test);
    if (match) return rule.explain(SERVER[channel], match);
  }
  return {
    reason: `${SERVER[channel]} did not take the lead, for a reason it did not name plainly`,
    advice: "The technical details below say what it answered.",
  };
}
