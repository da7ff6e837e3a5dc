import { redirect } from "react-router";

/** Any other path redirects to the home page. */
export function clientLoader() {
  return redirect("/");
}

export default function NotFound() {
  return null;
}
