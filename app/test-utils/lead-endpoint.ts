/**
 * The lead endpoint, stubbed for component tests: fetch answers each post with the next answer
 * given (the last one repeats), and the posts can be read back. The stub is taken away after each
 * test (`unstubGlobals` in vitest.config.ts).
 */
import { vi } from "vitest";

export type Answer = Response | Error | Promise<Response>;

export function stubLeadEndpoint(...answers: Answer[]) {
  let calls = 0;
  const fetchMock = vi.fn<(url: string, init: RequestInit) => Promise<Response>>(async () => {
    const answer = answers[Math.min(calls++, answers.length - 1)]!;
    if (answer instanceof Error) throw answer;
    return answer instanceof Response ? answer.clone() : answer;
  });
  vi.stubGlobal("fetch", fetchMock);
  return fetchMock;
}

export type LeadEndpointStub = ReturnType<typeof stubLeadEndpoint>;

/** What the n-th post sent: its address, its options, its headers and its fields. */
export function sentLead(fetchMock: LeadEndpointStub, call = 0) {
  const [url, init] = fetchMock.mock.calls[call]!;
  return {
    url,
    init,
    headers: new Headers(init.headers),
    fields: Object.fromEntries((init.body as FormData).entries()),
  };
}

/** The server's answer when it refuses some fields. */
export function refusal(errors: Record<string, string>) {
  return new Response(JSON.stringify({ errors }), {
    status: 422,
    headers: { "Content-Type": "application/json" },
  });
}
