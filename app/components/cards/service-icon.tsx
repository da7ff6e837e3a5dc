import {
  ChartLine,
  Factory,
  Megaphone,
  Scissors,
  ShieldCheck,
  Ship,
  Snowflake,
  type LucideIcon,
} from "lucide-react";

import type { ServiceIcon as ServiceIconName } from "~/content/schema";

const icons: Record<ServiceIconName, LucideIcon> = {
  factory: Factory,
  snowflake: Snowflake,
  ship: Ship,
  scissors: Scissors,
  "shield-check": ShieldCheck,
  "chart-line": ChartLine,
  megaphone: Megaphone,
};

export function ServiceIcon({ icon, className }: { icon: ServiceIconName; className?: string }) {
  const Icon = icons[icon];
  return <Icon aria-hidden="true" className={className} />;
}
