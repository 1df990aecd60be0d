import { ArrowRight } from "lucide-react";

import { Badge } from "@/components/ui/badge";
import { capabilityMatrix } from "@/data/capabilities";
import { Link } from "@/i18n/link";

export function CapabilityMatrix() {
  return (
    <div className="grid gap-4 sm:grid-cols-2 lg:grid-cols-4">
      {capabilityMatrix.map((column) => (
        <section
          key={column.title}
          aria-label={column.title}
          className="rounded-xl border border-border bg-background p-4"
        >
          <h3 className="mb-3 font-semibold">{column.title}</h3>
          <ul className="space-y-2">
            {column.capabilities.map((capability) => (
              <li key={capability.name}>
                {capability.href ? (
                  <Link
                    to={capability.href}
                    className="flex flex-col items-start gap-1.5 rounded-lg border border-blue-200 bg-accent p-3 hover:border-primary"
                  >
                    <span>
                      <span className="block font-medium">
                        {capability.name}
                      </span>
                      <span className="text-xs text-muted-foreground">
                        {capability.benchmark}
                      </span>
                    </span>
                    <Badge variant="agi">Active</Badge>
                  </Link>
                ) : (
                  <div className="flex flex-col items-start gap-1.5 rounded-lg border border-dashed border-border p-3 text-muted-foreground">
                    <span className="font-medium">{capability.name}</span>
                    <Badge variant="muted">Benchmark coming soon</Badge>
                  </div>
                )}
              </li>
            ))}
          </ul>
        </section>
      ))}
    </div>
  );
}

export function ViewDetailsLink({ to, label }: { to: string; label: string }) {
  return (
    <Link
      to={to}
      className="inline-flex items-center gap-1 font-medium text-primary hover:underline"
      aria-label={label}
    >
      View details <ArrowRight aria-hidden className="size-4" />
    </Link>
  );
}
