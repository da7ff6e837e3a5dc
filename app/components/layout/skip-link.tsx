export function SkipLink() {
  return (
    <a
      href="#main"
      className="fixed top-2 left-2 z-[100] -translate-y-24 rounded-md bg-navy-900 px-4 py-3 font-semibold text-white transition-transform focus:translate-y-0"
    >
      Skip to main content
    </a>
  );
}
