import { redirect } from "react-router";

/** spec: any other path redirects to the home page. */
export function clientLoader() {
  return redirect("/");
}

export default function NotFound() {
  return null;
}
