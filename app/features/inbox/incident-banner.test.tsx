import { render, screen, within } from "@testing-library/react";
import { describe, expect, test } from "vitest";

import { INCIDENT_WORDS } from "~/contracts/incidents";

import { IncidentBanner } from "./incident-banner";

const SINCE = Date.UTC(2026, 10, 26, 6, 30);
const HOSTILE = `<img src=x onerror=alert(1)>`;

describe("IncidentBanner", () => {
  test("shows nothing while no alert is open", () => {
    const { container } = render(<IncidentBanner incidents={[]} />);
    expect(container).toBeEmptyDOMElement();
  });

  test("names each open alert with what to do, and the server's detail as text", () => {
    render(
      <IncidentBanner
        incidents={[
          { kind: "delivery", since: SINCE, detail: null },
          { kind: "backup", since: SINCE, detail: `copy failed: ${HOSTILE}` },
        ]}
      />,
    );
    const banner = screen.getByRole("region", { name: "The server needs attention: 2 problems." });
    const [delivery, backup] = within(banner).getAllByRole("listitem");
    expect(delivery).toHaveTextContent(INCIDENT_WORDS.delivery.title);
    expect(delivery).toHaveTextContent(`What to do: ${INCIDENT_WORDS.delivery.advice}`);
    expect(backup).toHaveTextContent(INCIDENT_WORDS.backup.title);
    expect(backup).toHaveTextContent(`What to do: ${INCIDENT_WORDS.backup.advice}`);
    expect(within(backup!).getByText(`copy failed: ${HOSTILE}`)).toBeInTheDocument();
    expect(banner.querySelector("img")).toBeNull();
  });
});
