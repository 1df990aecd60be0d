import { paths } from "@/config/paths";
import { professions } from "@/data/professions";
import { useT } from "@/i18n/i18n";
import { Link } from "@/i18n/link";

/** The profession tiles; the names are common messages, the rest is in the professionList namespace. */
export function ProfessionTiles() {
  const t = useT();
  return (
    <ul className="grid grid-cols-2 gap-3 sm:grid-cols-4 lg:grid-cols-7">
      {professions.map(({ id, nameKey, active, icon: Icon }) => (
        <li key={id}>
          {active ? (
            <Link
              to={paths.professionPage(id)}
              className="flex h-full flex-col items-center gap-2 rounded-xl border border-emerald-300 bg-emerald-50 p-4 text-center font-medium hover:border-emerald-600"
            >
              <Icon aria-hidden className="size-6 text-emerald-700" />
              <span>{t(nameKey)}</span>
            </Link>
          ) : (
            <div className="flex h-full flex-col items-center gap-2 rounded-xl border border-dashed border-border bg-muted/60 p-4 text-center text-muted-foreground">
              <Icon aria-hidden className="size-6 opacity-60" />
              <span>{t(nameKey)}</span>
              <span className="sr-only">{t("professionList.notActive")}</span>
            </div>
          )}
        </li>
      ))}
    </ul>
  );
}
