import { useUi } from "~/lib/use-ui";

export function SkipLink() {
  const { ui } = useUi();
  return (
    <a
      href="#main"
      className="fixed start-2 top-2 z-[100] -translate-y-24 rounded-md bg-navy-900 px-4 py-3 font-semibold text-white opacity-0 transition-transform focus:translate-y-0 focus:opacity-100"
    >
      {ui.nav.skipToContent}
    </a>
  );
}
