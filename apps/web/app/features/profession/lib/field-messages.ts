import type { BoardField } from "@/data/board-registry";
import type { MessageKey, Translate } from "@/i18n/i18n";

// The Chinese texts of the Recruiting and Marketing fields, for a board definition (CMS content) that does not
// give them (`labelZh`, `unitZh`, `descriptionZh`): the catalogs hold them. The CMS's own, when given, win.

const fieldMessages: Partial<
  Record<string, { label: MessageKey; description?: MessageKey }>
> = {
  average: {
    label: "profession.fieldAverage",
    description: "profession.fieldAverageDescription",
  },
  company_mapping: { label: "profession.fieldCompanyMapping" },
  people_to_info: { label: "profession.fieldPeopleToInfo" },
  info_to_people: { label: "profession.fieldInfoToPeople" },
  e_commerce: { label: "profession.fieldECommerce" },
  app: { label: "profession.fieldApp" },
  game: { label: "profession.fieldGame" },
};

/** A field with its Chinese texts filled in from the catalogs where the definition has none. */
export function withCatalogTexts(field: BoardField, t: Translate): BoardField {
  const keys = fieldMessages[field.key];
  if (!keys) return field;
  return {
    ...field,
    labelZh: field.labelZh || t(keys.label),
    unitZh:
      field.unitZh ||
      (field.unit === "score (0-100)" ? t("profession.fieldScoreUnit") : null),
    descriptionZh:
      field.descriptionZh || (keys.description ? t(keys.description) : null),
  };
}
