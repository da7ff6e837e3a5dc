import { cn } from "~/lib/cn";

export type ButtonVariant = "primary" | "secondary" | "ocean" | "ghost-light";

const variants: Record<ButtonVariant, string> = {
  primary: "bg-coral-700 text-white hover:bg-coral-800",
  secondary: "border-2 border-navy-900 bg-white text-navy-900 hover:bg-ocean-50",
  ocean: "bg-ocean-700 text-white hover:bg-navy-800",
  "ghost-light": "border-2 border-white/80 text-white hover:bg-white/10",
};

/** Class names for anything that looks like a button: <button>, <Link> or <a>. */
export function buttonClass(variant: ButtonVariant = "primary", className?: string): string {
  return cn(
    "inline-flex min-h-12 items-center justify-center gap-2 rounded-md px-5 py-2 text-center font-semibold transition-colors disabled:cursor-not-allowed disabled:opacity-70",
    variants[variant],
    className,
  );
}
