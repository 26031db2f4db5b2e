import type { LucideIcon } from "lucide-react";
import { Button } from "@/components/ui/button";

type Props = Omit<React.ComponentProps<typeof Button>, "size" | "variant" | "children"> & {
  icon?: LucideIcon;
  label: string;
  compact?: boolean;
};

/** A row's small outline action: its icon, then its label (with `compact`, the label only from `sm` up). */
export function RowButton({ icon: Icon, label, compact = false, ...props }: Props) {
  return (
    <Button size="sm" variant="outline" {...props}>
      {Icon && <Icon aria-hidden />}
      {compact ? <span className="hidden sm:inline">{label}</span> : label}
    </Button>
  );
}
