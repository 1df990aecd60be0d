import {
  FileSpreadsheet,
  FileText,
  Globe,
  Plug,
  Type,
  type LucideIcon,
} from "lucide-react";
import { useEffect, useId, useState } from "react";

import { Tabs, TabsContent, TabsList, TabsTrigger } from "@/components/ui/tabs";
import { useT } from "@/i18n/i18n";
import { useHydrated } from "@/lib/use-hydrated";

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

/** The in-page anchor of a source's panel: the card links to it before the page's scripts run. */
const anchorOf = (source: ImportSource) => `import-${source}`;

/** The source a URL's fragment names (#import-api), if any. */
function sourceOfHash(hash: string): ImportSource | undefined {
  return IMPORT_SOURCES.find((source) => `#${anchorOf(source.value)}` === hash)
    ?.value;
}

/** The source a tab's value names (Radix gives it as a string). */
function sourceNamed(value: string): ImportSource | undefined {
  return IMPORT_SOURCES.find((source) => source.value === value)?.value;
}

/** A source card's icon, title and description: the same card as a link (before scripts) and as a tab. */
function SourceCard({ source, id }: { source: Source; id: string }) {
  const t = useT();
  const Icon = icons[source.value];
  return (
    <>
      <Icon className="mb-1 size-5 text-primary" aria-hidden />
      <span id={`${id}-${source.value}-title`} className="font-semibold">
        {t(source.title)}
      </span>
      <span
        id={`${id}-${source.value}-description`}
        className="text-xs font-normal whitespace-normal text-muted-foreground"
      >
        {t(source.description)}
      </span>
    </>
  );
}

type Source = (typeof IMPORT_SOURCES)[number];

const cardsClass =
  "grid w-full grid-cols-1 gap-3 sm:grid-cols-2 lg:grid-cols-5";
const panelClass = "mt-6 rounded-lg border border-border p-6";

/**
 * Before the scripts run (or without them): each card a link to its source's panel, all five panels in the
 * page and CSS showing the one the URL's fragment names (CSV when none: app.css, .import-panels). Links and
 * sections, not tabs: without scripts nothing could keep a tab's aria-selected true to what is shown.
 */
function ImportDemoLinks({ id }: { id: string }) {
  const t = useT();
  return (
    <div>
      <ul aria-label={t("import.dataSource")} className={cardsClass}>
        {IMPORT_SOURCES.map((source) => (
          <li key={source.value} className="flex">
            <a
              href={`#${anchorOf(source.value)}`}
              className="flex w-full flex-col items-start gap-1 rounded-lg border border-border bg-background p-4 text-left text-sm font-medium text-foreground hover:bg-muted"
            >
              <SourceCard source={source} id={id} />
            </a>
          </li>
        ))}
      </ul>
      <div className="import-panels">
        {IMPORT_SOURCES.map((source) => {
          const Panel = panels[source.value];
          return (
            <section
              key={source.value}
              id={anchorOf(source.value)}
              aria-labelledby={`${id}-${source.value}-panel`}
              className={panelClass}
            >
              <h2
                id={`${id}-${source.value}-panel`}
                className="mb-4 text-xl font-semibold"
              >
                {t(source.title)}
              </h2>
              <Panel />
            </section>
          );
        })}
      </div>
    </div>
  );
}

/**
 * Five source cards as tabs once the page has hydrated: arrow keys move between them, each shows its own static
 * panel, and the chosen one is the URL's fragment (replaced, not pushed: no scroll, no history step). Before
 * that, links to the panels (ImportDemoLinks); the source chosen there stays chosen.
 */
export function ImportDemo() {
  const id = useId();
  const t = useT();
  const hydrated = useHydrated();
  const [value, setValue] = useState<ImportSource>("csv");
  useEffect(() => {
    const chosen = () => {
      const source = sourceOfHash(window.location.hash);
      if (source) setValue(source);
    };
    chosen();
    window.addEventListener("hashchange", chosen);
    return () => window.removeEventListener("hashchange", chosen);
  }, []);
  if (!hydrated) return <ImportDemoLinks id={id} />;
  return (
    <Tabs
      value={value}
      onValueChange={(next) => {
        const source = sourceNamed(next);
        if (!source) return;
        setValue(source);
        window.history.replaceState(
          window.history.state,
          "",
          `#${anchorOf(source)}`,
        );
      }}
    >
      <TabsList
        aria-label={t("import.dataSource")}
        variant="cards"
        className={cardsClass}
      >
        {IMPORT_SOURCES.map((source) => (
          <TabsTrigger
            key={source.value}
            value={source.value}
            aria-labelledby={`${id}-${source.value}-title`}
            aria-describedby={`${id}-${source.value}-description`}
            variant="cards"
          >
            <SourceCard source={source} id={id} />
          </TabsTrigger>
        ))}
      </TabsList>
      {IMPORT_SOURCES.map((source) => {
        const Panel = panels[source.value];
        return (
          <TabsContent
            key={source.value}
            value={source.value}
            className={panelClass}
          >
            <h2 className="mb-4 text-xl font-semibold">{t(source.title)}</h2>
            <Panel />
          </TabsContent>
        );
      })}
    </Tabs>
  );
}
