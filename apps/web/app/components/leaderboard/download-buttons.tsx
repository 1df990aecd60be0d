import { Download } from "lucide-react";

import { Button } from "@/components/ui/button";

import type { ExportView } from "./export";

/** CSV and JSON downloads of the current view and of the full board. */
export function DownloadButtons({
  onDownload,
  disabled,
}: {
  onDownload: (view: ExportView["kind"], format: "csv" | "json") => void;
  disabled: boolean;
}) {
  const groups = [
    { view: "current", text: "This view", name: "current view" },
    { view: "full", text: "Full board", name: "full board" },
  ] as const;
  return (
    <div className="flex flex-wrap items-center gap-x-4 gap-y-2">
      {groups.map((group) => (
        <div
          key={group.view}
          role="group"
          aria-label={`Download ${group.name}`}
          className="flex items-center gap-1.5"
        >
          <Download aria-hidden className="size-4" />
          <span>{group.text}:</span>
          {(["csv", "json"] as const).map((format) => (
            <Button
              key={format}
              variant="outline"
              size="xs"
              dimWhenDisabled={false}
              disabled={disabled}
              aria-label={`Download ${format.toUpperCase()} (${group.name})`}
              onClick={() => onDownload(group.view, format)}
            >
              {format.toUpperCase()}
            </Button>
          ))}
        </div>
      ))}
    </div>
  );
}
