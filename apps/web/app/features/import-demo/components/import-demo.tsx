import {
  FileSpreadsheet,
  FileText,
  Globe,
  Plug,
  Type,
  type LucideIcon,
} from "lucide-react";
import { useId } from "react";

import { Tabs, TabsContent, TabsList, TabsTrigger } from "@/components/ui/tabs";
import { useT } from "@/i18n/i18n";

import { IMPORT_SOURCES, type ImportSource } from "../lib/sources";
import {
  ApiPanel,
  CsvPanel,
  DocumentPanel,
  TextPanel,
  UrlPanel,
} from "./source-panels";

const icons: Record<ImportSource, LucideIcon> = {
  csv: FileSpreadsheet,
  api: Plug,
  url: Globe,
  document: FileText,
  text: Type,
};

const panels: Record<ImportSource, () => React.JSX.Element> = {
  csv: CsvPanel,
  api: ApiPanel,
  url: UrlPanel,
  document: DocumentPanel,
  text: TextPanel,
};

/** Five source cards as tabs: arrow keys move between them, and each shows its own static panel. */
export function ImportDemo() {
  const id = useId();
  const t = useT();
  return (
    <Tabs defaultValue="csv">
      <TabsList
        aria-label={t("import.dataSource")}
        variant="cards"
        className="grid w-full grid-cols-1 gap-3 sm:grid-cols-2 lg:grid-cols-5"
      >
        {IMPORT_SOURCES.map((source) => {
          const Icon = icons[source.value];
          return (
            <TabsTrigger
              key={source.value}
              value={source.value}
              aria-labelledby={`${id}-${source.value}-title`}
              aria-describedby={`${id}-${source.value}-description`}
              variant="cards"
            >
              <Icon className="mb-1 size-5 text-primary" aria-hidden />
              <span
                id={`${id}-${source.value}-title`}
                className="font-semibold"
              >
                {t(source.title)}
              </span>
              <span
                id={`${id}-${source.value}-description`}
                className="text-xs font-normal whitespace-normal text-muted-foreground"
              >
                {t(source.description)}
              </span>
            </TabsTrigger>
          );
        })}
      </TabsList>
      {IMPORT_SOURCES.map((source) => {
        const Panel = panels[source.value];
        return (
          <TabsContent
            key={source.value}
            value={source.value}
            className="mt-6 rounded-lg border border-border p-6"
          >
            <h2 className="mb-4 text-xl font-semibold">{t(source.title)}</h2>
            <Panel />
          </TabsContent>
        );
      })}
    </Tabs>
  );
}
