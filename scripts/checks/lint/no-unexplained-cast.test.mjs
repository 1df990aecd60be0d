// @ts-check
import { after, describe, it } from "node:test";

import { RuleTester } from "eslint";
import tseslint from "typescript-eslint";

import { noUnexplainedCast } from "./no-unexplained-cast.mjs";

// RuleTester runs its cases through the test framework's describe/it: node:test's here.
RuleTester.describe = describe;
RuleTester.it = it;
RuleTester.itOnly = it.only;
// RuleTester's typings name describe/it/itOnly; it calls afterAll too where the framework has one.
Object.assign(RuleTester, { afterAll: after });

const tester = new RuleTester({ languageOptions: { parser: tseslint.parser } });

tester.run("no-unexplained-cast", noUnexplainedCast, {
  valid: [
    "const sizes = [1, 2] as const;",
    "// Strapi's typings name no field of a component; the schema above checked it.\nconst row = value as Row;",
    "const row = value as Row; // Strapi's typings name no field of a component",
    "// The query builder's typings return unknown for a raw select; the select names its columns.\nconst rows = await db\n  .select()\n  .from(table) as Row[];",
    "const id = /* the route matched a number */ (params.id as string);",
    "const count = rows.length satisfies number;",
  ],
  invalid: [
    { code: "const row = value as Row;", errors: [{ messageId: "unexplained" }] },
    { code: "const row = <Row>value;", errors: [{ messageId: "unexplained" }] },
    { code: "// a row\n\nconst row = value as unknown as Row;", errors: [{ messageId: "unexplained" }, { messageId: "unexplained" }] },
    { code: "call(a as A, b);", errors: [{ messageId: "unexplained" }] },
  ],
});
