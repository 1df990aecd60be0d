// @ts-check
// House rule: no `as` cast without a comment saying why (`as const` is not a cast). A cast tells the compiler
// to trust the code over the types; the comment says what the compiler cannot see. The comment stands on the
// cast's own lines, or on the line just above the cast or above the statement that holds it.

/** @typedef {import("eslint").Rule.RuleModule} RuleModule */
/** @typedef {import("eslint").Rule.Node} RuleNode */

/**
 * The first line of the statement (or class member, or object property) that holds the node.
 * @param {RuleNode} node
 */
function holderStartLine(node) {
  /** @type {RuleNode | null} */
  let current = node;
  while (current) {
    if (/Statement$|Declaration$|^Property$|^PropertyDefinition$|^MethodDefinition$/.test(current.type)) {
      return current.loc?.start.line ?? 0;
    }
    current = current.parent;
  }
  return 0;
}

/** @type {RuleModule} */
export const noUnexplainedCast = {
  meta: {
    type: "suggestion",
    docs: { description: "Require a comment saying why next to every `as` type assertion (not `as const`)." },
    schema: [],
    messages: {
      unexplained:
        "A cast needs a comment saying why the types cannot say it: on its line or just above. Better still, parse or narrow instead of casting.",
    },
  },
  create(context) {
    const sourceCode = context.sourceCode;
    const commentLines = new Set();
    for (const comment of sourceCode.getAllComments()) {
      if (!comment.loc) continue;
      for (let line = comment.loc.start.line; line <= comment.loc.end.line; line += 1) commentLines.add(line);
    }
    /** @param {RuleNode} node */
    const check = (node) => {
      if (!node.loc) return;
      const text = sourceCode.getText(node);
      // `x as const` and `<const>x` fix a literal's type; they assert nothing.
      if (/\bas\s+const\s*$/.test(text) || /^<\s*const\s*>/.test(text)) return;
      const { start, end } = node.loc;
      const lines = [start.line - 1, holderStartLine(node) - 1];
      for (let line = start.line; line <= end.line; line += 1) lines.push(line);
      if (lines.some((line) => commentLines.has(line))) return;
      context.report({ node, messageId: "unexplained" });
    };
    return { TSAsExpression: check, TSTypeAssertion: check };
  },
};

export default { rules: { "no-unexplained-cast": noUnexplainedCast } };
