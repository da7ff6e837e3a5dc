import { MarkedText } from "~/components/ui/marked-text";
import { cn } from "~/lib/cn";

interface SectionProps {
  id: string;
  heading: string;
  intro?: string;
  tone?: "plain" | "sand" | "ocean";
  children: React.ReactNode;
  className?: string;
}

const tones = { plain: "bg-white", sand: "bg-sand-50", ocean: "bg-ocean-50" };

/** A titled page section; the heading labels the region for screen readers. */
export function Section({ id, heading, intro, tone = "plain", children, className }: SectionProps) {
  return (
    <section
      aria-labelledby={`${id}-heading`}
      className={cn("py-14 md:py-20", tones[tone], className)}
    >
      <div className="container-page">
        <h2 id={`${id}-heading`} className="text-3xl font-bold text-navy-900 md:text-4xl">
          {heading}
        </h2>
        {intro ? (
          <p className="mt-3 max-w-3xl text-lg text-muted">
            <MarkedText text={intro} />
          </p>
        ) : null}
        <div className="mt-8 md:mt-10">{children}</div>
      </div>
    </section>
  );
}
