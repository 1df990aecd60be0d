import { paths } from "@/config/paths";
import { professions } from "@/data/professions";
import { Link } from "@/i18n/link";

export function ProfessionTiles() {
  return (
    <ul className="grid grid-cols-2 gap-3 sm:grid-cols-4 lg:grid-cols-7">
      {professions.map(({ id, name, active, icon: Icon }) => (
        <li key={id}>
          {active ? (
            <Link
              to={paths.professionPage(id)}
              className="flex h-full flex-col items-center gap-2 rounded-xl border border-emerald-300 bg-emerald-50 p-4 text-center font-medium hover:border-emerald-600"
            >
              <Icon aria-hidden className="size-6 text-emerald-700" />
              <span>{name}</span>
            </Link>
          ) : (
            <div className="flex h-full flex-col items-center gap-2 rounded-xl border border-dashed border-border bg-muted/60 p-4 text-center text-muted-foreground">
              <Icon aria-hidden className="size-6 opacity-60" />
              <span>{name}</span>
              <span className="sr-only"> (not yet active)</span>
            </div>
          )}
        </li>
      ))}
    </ul>
  );
}
