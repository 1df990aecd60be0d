import { readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { fileURLToPath } from "node:url";

import { describe, expect, it } from "vitest";
import { z } from "zod";

import agents from "@/data/agents.json";
import table from "@/data/company-names.zh-CN.json";

import { companyNameIn } from "./company-name";

const tableSchema = z.strictObject({
  source: z.string().min(1),
  names: z.record(z.string().min(1), z.string().regex(/[\u4e00-\u9fff]/)),
  keepLatin: z.array(z.string().min(1)),
});

const boardsDir = fileURLToPath(new URL("../data/boards", import.meta.url));
const sharedData = fileURLToPath(
  new URL("../../../../../shared/data", import.meta.url),
);

/** Every `company` value in a JSON document, however deep. */
function companiesIn(value: unknown, found: Set<string>): Set<string> {
  if (Array.isArray(value)) for (const item of value) companiesIn(item, found);
  else if (value && typeof value === "object")
    for (const [key, inner] of Object.entries(value)) {
      if (key === "company" && typeof inner === "string" && inner.trim() !== "")
        found.add(inner);
      else companiesIn(inner, found);
    }
  return found;
}

function jsonFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) =>
    entry.isDirectory()
      ? jsonFiles(join(dir, entry.name))
      : entry.name.endsWith(".json")
        ? [join(dir, entry.name)]
        : [],
  );
}

const companies = new Set<string>();
companiesIn(agents, companies);
for (const file of [...jsonFiles(boardsDir), ...jsonFiles(sharedData)])
  companiesIn(JSON.parse(readFileSync(file, "utf8")), companies);

describe("the reviewed table of Chinese company names", () => {
  const parsed = tableSchema.parse(table);

  it("gives every company in the data a Chinese name or keeps it in Latin script on purpose", () => {
    expect(companies.size).toBeGreaterThan(10);
    const unreviewed = [...companies].filter(
      (company) =>
        !Object.hasOwn(parsed.names, company) &&
        !parsed.keepLatin.includes(company),
    );
    expect(unreviewed).toEqual([]);
  });

  it("never both translates a company and keeps it in Latin", () => {
    expect(
      parsed.keepLatin.filter((company) =>
        Object.hasOwn(parsed.names, company),
      ),
    ).toEqual([]);
  });

  it("writes the common Chinese names on Chinese pages and the published names in English", () => {
    expect(companyNameIn("Google", "zh-CN")).toBe("谷歌");
    expect(companyNameIn("ByteDance", "zh-CN")).toBe("字节跳动");
    expect(companyNameIn("Moonshot AI", "zh-CN")).toBe("月之暗面");
    expect(companyNameIn("OpenAI", "zh-CN")).toBe("OpenAI");
    expect(companyNameIn("Google", "en")).toBe("Google");
    expect(companyNameIn("A company nobody listed", "zh-CN")).toBe(
      "A company nobody listed",
    );
  });
});
