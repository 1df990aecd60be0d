import { PageHeader } from "@/components/page-header";
import { Badge } from "@/components/ui/badge";
import { paths } from "@/config/paths";
import { liveBoards } from "@/data/board-registry";
import { professionNameKey } from "@/data/profession-names";
import { useT } from "@/i18n/i18n";
import { Link } from "@/i18n/link";
import { boardTitle } from "@/lib/data-api/urls";

/**
 * A profession without a live board: names it (when it is one of the tiles) and leads to the live boards.
 * Served from the SPA shell (no page messages): its texts are in the common "placeholder" namespace.
 */
export function ProfessionComingSoon({
  professionId,
}: {
  professionId?: string;
}) {
  const t = useT();
  const nameKey = professionId ? professionNameKey(professionId) : undefined;
  return (
    <PageHeader
      eyebrow={<Badge variant="profession">{t("nav.profession")}</Badge>}
      title={t("placeholder.title")}
    >
      <p>
        {nameKey ? (
          // The name leads the sentence in both languages; no Msg, whose chunk the board pages would load.
          <>
            <strong className="text-foreground">{t(nameKey)}</strong>
            {t("placeholder.comingSoonAfterName")}
          </>
        ) : (
          t("placeholder.comingSoon")
        )}
      </p>
      <p className="mt-4">{t("placeholder.liveBoards")}</p>
      <ul className="mt-2 flex flex-wrap gap-3">
        {[
          // The live profession boards, from the board registry.
          ...liveBoards
            .filter((board) => board.track === "profession")
            .map((board) => ({
              href: board.route,
              label: boardTitle(board.slug, board),
            })),
          { href: paths.profession, label: t("placeholder.allProfessions") },
        ].map((link) => (
          <li key={link.href}>
            <Link
              to={link.href}
              className="font-medium text-primary underline-offset-4 hover:underline"
            >
              {link.label}
            </Link>
          </li>
        ))}
      </ul>
    </PageHeader>
  );
}
