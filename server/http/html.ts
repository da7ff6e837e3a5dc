/** The few pages the server writes itself (form errors, failures), as escaped HTML strings. */
import { site } from "~/content/site";

const ESCAPES: Record<string, string> = {
  "&": "&amp;",
  "<": "&lt;",
  ">": "&gt;",
  '"': "&quot;",
  "'": "&#39;",
};

/** Text made safe for HTML content and attribute values. */
export function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (character) => ESCAPES[character]!);
}

// Inline styles are allowed by the site's CSP (style-src 'unsafe-inline'); scripts are not needed.
const STYLE = `
body{margin:0;font:17px/1.5 system-ui,-apple-system,"Segoe UI",Roboto,sans-serif;color:#1f2933;background:#f7f4ee}
main{max-width:40rem;margin:0 auto;padding:2rem 1.25rem 4rem}
h1{color:#0b2a4a;font-size:1.75rem;line-height:1.2}
a{color:#0b5d8c}
.summary{border:4px solid #b42318;background:#fff;padding:1rem 1.25rem;margin:1.5rem 0}
.summary h2{margin:0 0 .5rem;font-size:1.2rem;color:#0b2a4a}
.summary ul{margin:0;padding-inline-start:1.2rem}
.shown{margin:1.25rem 0}
.field{margin:1.25rem 0}
label{display:block;font-weight:600;color:#0b2a4a}
.error{display:block;color:#b42318;font-weight:600;margin:.25rem 0}
input,textarea,select{box-sizing:border-box;width:100%;font:inherit;padding:.6rem .75rem;border:1px solid #5b6672;border-radius:6px;background:#fff}
[aria-invalid=true]{border:2px solid #b42318}
button{font:inherit;font-weight:700;color:#fff;background:#0b5d8c;border:0;border-radius:6px;padding:.75rem 1.25rem;cursor:pointer}
.visually-hidden{position:absolute;width:1px;height:1px;overflow:hidden;clip-path:inset(50%)}`;

/** A page's language: its `lang` tag and direction. */
export interface PageLanguage {
  tag: string;
  dir: "ltr" | "rtl";
}

const ENGLISH_PAGE: PageLanguage = { tag: "en-GB", dir: "ltr" };

/** A complete page in the site's colours, kept out of search engines. */
export function simplePage(title: string, body: string, language = ENGLISH_PAGE): string {
  return `<!doctype html>
<html lang="${language.tag}" dir="${language.dir}">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex">
<title>${escapeHtml(title)} | ${escapeHtml(site.name)}</title>
<style>${STYLE}</style>
</head>
<body>
<main>
<p><a href="/">${escapeHtml(site.name)}</a></p>
<h1>${escapeHtml(title)}</h1>
${body}
</main>
</body>
</html>
`;
}
