import { fromForm, validateSubmission } from "@evergreen/boards";
import { describe, expect, it } from "vitest";

import { BENCHMARK_CHOICES } from "./benchmarks";
import { formFields } from "./form-data";

function formData(entries: Array<[string, string]>): FormData {
  const data = new FormData();
  for (const [name, value] of entries) data.append(name, value);
  return data;
}

describe("formFields", () => {
  it("keeps every checked benchmark, even one alone, as a list", () => {
    expect(formFields(formData([["benchmarks", "scienceqa"]]))).toEqual({
      benchmarks: ["scienceqa"],
    });
    expect(
      formFields(
        formData([
          ["benchmarks", "scienceqa"],
          ["benchmarks", "marketing"],
        ]),
      ).benchmarks,
    ).toEqual(["scienceqa", "marketing"]);
  });

  it("gives the shared rules the same shape a plain form post gives the server", () => {
    const fields = formFields(
      formData([
        ["agentName", "Agent"],
        ["organisation", "Org"],
        ["contactName", "Ann"],
        ["email", "ann@example.org"],
        ["accessLink", "https://agent.example.org"],
        ["benchmarks", "deepsearch"],
        ["consent", "on"],
        ["website", ""],
      ]),
    );
    const result = validateSubmission(fromForm(fields), BENCHMARK_CHOICES);
    expect(result.ok).toBe(true);
  });
});
