import { parse } from "csv-parse/sync";
import { describe, expect, it } from "vitest";

import { csvField, toCsv } from "./csv";

describe("csvField", () => {
  it("leaves plain text and numbers unquoted", () => {
    expect(csvField("OpenAI")).toBe("OpenAI");
    expect(csvField(60.8)).toBe("60.8");
    expect(csvField("~$0.085")).toBe("~$0.085");
  });

  it("writes a missing value as an empty field", () => {
    expect(csvField(null)).toBe("");
    expect(csvField(undefined)).toBe("");
    expect(csvField(Number.NaN)).toBe("");
  });

  it("quotes a field with a comma, a quote or a line break, doubling quotes", () => {
    expect(csvField("Google, DeepMind")).toBe('"Google, DeepMind"');
    expect(csvField('say "hi"')).toBe('"say ""hi"""');
    expect(csvField("two\nlines")).toBe('"two\nlines"');
    expect(csvField("cr\r\nlf")).toBe('"cr\r\nlf"');
  });

  it("keeps text that a spreadsheet would run as a formula as text", () => {
    expect(csvField("=HYPERLINK(1)")).toBe("'=HYPERLINK(1)");
    expect(csvField("@SUM(A1)")).toBe("'@SUM(A1)");
    expect(csvField("-1+2")).toBe("'-1+2");
    expect(csvField(-3)).toBe("-3");
    expect(csvField('=1,"2"')).toBe('"\'=1,""2"""');
  });

  it("writes booleans as true and false", () => {
    expect(csvField(true)).toBe("true");
    expect(csvField(false)).toBe("false");
  });
});

describe("toCsv", () => {
  it("has a header row and CRLF line ends, without a trailing line break", () => {
    expect(
      toCsv(
        ["rank", "model", "score"],
        [
          [1, "o3-high", 60.8],
          [2, "Claude, Opus", null],
        ],
      ),
    ).toBe('rank,model,score\r\n1,o3-high,60.8\r\n2,"Claude, Opus",');
  });

  it("gives only the header row for no rows", () => {
    expect(toCsv(["a", "b"], [])).toBe("a,b");
  });

  it("round-trips through a strict RFC 4180 reader", () => {
    const rows = [["a,b", 'q"uote', "line\nbreak", 3]];
    const parsed = parse(toCsv(["x", "y", "z", "n"], rows), {
      relaxQuotes: false,
    });
    expect(parsed).toEqual([
      ["x", "y", "z", "n"],
      ["a,b", 'q"uote', "line\nbreak", "3"],
    ]);
  });
});
