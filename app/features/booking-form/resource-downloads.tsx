import { buttonClass } from "~/components/ui/button";

export function ResourceDownloads({ title, label }: { title: string; label: string }) {
  return (
    <button type="button" data-resource={title} className={buttonClass("secondary", "mt-4")}>
      {label}
    </button>
  );
}
