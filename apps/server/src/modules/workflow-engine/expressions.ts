/**
 * The expressions a model may hold (`${...}` in conditions, assignees, timers), evaluated without running code:
 * a small grammar of variables (`starter`, `form.decision`, `environment.variables.x`), string, number and
 * boolean literals, comparisons (== != < <= > >=), `&&`, `||`, `!` and parentheses. Anything else is an error,
 * so a model can never run script on the server.
 */

type Token =
  | { kind: "num"; value: number }
  | { kind: "str"; value: string }
  | { kind: "name"; value: string }
  | { kind: "op"; value: string };

const OPERATORS = ["==", "!=", "<=", ">=", "&&", "||", "<", ">", "!", "(", ")"];

export class ExpressionError extends Error {}

function tokenize(source: string): Token[] {
  const tokens: Token[] = [];
  let i = 0;
  while (i < source.length) {
    const ch = source[i] as string;
    if (/\s/.test(ch)) {
      i++;
      continue;
    }
    if (ch === "'" || ch === '"') {
      const end = source.indexOf(ch, i + 1);
      if (end < 0) throw new ExpressionError(`unterminated string in "${source}"`);
      tokens.push({ kind: "str", value: source.slice(i + 1, end) });
      i = end + 1;
      continue;
    }
    const number = /^\d+(\.\d+)?/.exec(source.slice(i));
    if (number) {
      tokens.push({ kind: "num", value: Number(number[0]) });
      i += number[0].length;
      continue;
    }
    const name = /^[A-Za-z_$][\w$]*(\.[A-Za-z_$][\w$]*)*/.exec(source.slice(i));
    if (name) {
      tokens.push({ kind: "name", value: name[0] });
      i += name[0].length;
      continue;
    }
    const op = OPERATORS.find((candidate) => source.startsWith(candidate, i));
    if (!op) throw new ExpressionError(`unexpected "${ch}" in "${source}"`);
    tokens.push({ kind: "op", value: op });
    i += op.length;
  }
  return tokens;
}

export type Lookup = (path: string) => unknown;

/** Evaluates one expression (the text inside `${}`) with `lookup` resolving names. */
export function evaluate(source: string, lookup: Lookup): unknown {
  const tokens = tokenize(source);
  let at = 0;
  const peek = () => tokens[at];
  const isOp = (value: string) => {
    const token = peek();
    return token?.kind === "op" && token.value === value;
  };

  function primary(): unknown {
    const token = tokens[at++];
    if (!token) throw new ExpressionError(`"${source}" ends too early`);
    if (token.kind === "num" || token.kind === "str") return token.value;
    if (token.kind === "name") {
      if (token.value === "true") return true;
      if (token.value === "false") return false;
      if (token.value === "null") return null;
      return lookup(token.value);
    }
    if (token.value === "!") return !primary();
    if (token.value === "(") {
      const value = or();
      if (!isOp(")")) throw new ExpressionError(`missing ")" in "${source}"`);
      at++;
      return value;
    }
    throw new ExpressionError(`unexpected "${token.value}" in "${source}"`);
  }

  function comparison(): unknown {
    const left = primary();
    const token = peek();
    if (token?.kind !== "op" || !["==", "!=", "<", "<=", ">", ">="].includes(token.value)) return left;
    at++;
    const right = primary();
    switch (token.value) {
      case "==":
        return left === right;
      case "!=":
        return left !== right;
      case "<":
        return (left as number) < (right as number);
      case "<=":
        return (left as number) <= (right as number);
      case ">":
        return (left as number) > (right as number);
      default:
        return (left as number) >= (right as number);
    }
  }

  function and(): unknown {
    let value = comparison();
    while (isOp("&&")) {
      at++;
      const right = comparison();
      value = Boolean(value) && Boolean(right);
    }
    return value;
  }

  function or(): unknown {
    let value = and();
    while (isOp("||")) {
      at++;
      const right = and();
      value = Boolean(value) || Boolean(right);
    }
    return value;
  }

  const value = or();
  if (at !== tokens.length) throw new ExpressionError(`unexpected text after "${source}"`);
  return value;
}

const WHOLE = /^\$\{([^}]*)\}$/;
const ANY = /\$\{([^}]*)\}/g;

/**
 * A text with expressions: a text that is one expression gives its value (a boolean stays a boolean); a text
 * with several gives the text with each replaced.
 */
export function resolveTemplate(text: string, lookup: Lookup): unknown {
  const whole = WHOLE.exec(text.trim());
  if (whole) return evaluate(whole[1] ?? "", lookup);
  return text.replace(ANY, (_, inner: string) => {
    const value = evaluate(inner, lookup);
    return value === undefined || value === null ? "" : String(value);
  });
}

/** Every expression in a text parses (a deploy checks conditions and assignments before they ever run). */
export function checkTemplate(text: string): void {
  for (const match of text.matchAll(ANY)) evaluate(match[1] ?? "", () => undefined);
}

function walk(root: unknown, path: string): unknown {
  let value = root;
  for (const key of path.split(".")) {
    if (value === null || value === undefined || typeof value !== "object") return undefined;
    if (!Object.hasOwn(value, key)) return undefined;
    value = (value as Record<string, unknown>)[key];
  }
  return value;
}

/** Names resolve against the instance variables first, then against the engine's context (`environment...`). */
export function lookupIn(variables: Record<string, unknown>, context: unknown): Lookup {
  return (path) => {
    const first = path.split(".")[0] ?? "";
    if (Object.hasOwn(variables, first)) return walk(variables, path);
    return walk(context, path);
  };
}
