import { z } from "zod";

// zod can compile parsers with `new Function`; the site's Content-Security-Policy forbids eval,
// and merely probing for it is reported as a violation. Every schema imports z from here.
z.config({ jitless: true });

export { z };
