// The profession tiles' ids and names without their icons, for the placeholder pages (kept apart from
// professions.ts so those pages load no icons; profession-names.test.ts holds the two equal).
export const professionNames: Readonly<Record<string, string>> = {
  hr: "Recruiting (HR)",
  marketing: "Marketing",
  sales: "Sales",
  finance: "Finance",
  legal: "Legal",
  engineering: "Engineering",
  product: "Product",
  design: "Design",
  operations: "Operations",
  compliance: "Compliance",
  devops: "DevOps",
  accounting: "Accounting",
  taxation: "Taxation",
  biotechnology: "Biotechnology",
};
