import { describe, expect, it } from "vitest";
import { DICTIONARY, NATIONS } from "./dictionary";

interface Node {
  code: string;
  zh: string;
  en: string;
  values?: readonly (readonly [string, string, string])[];
  children?: readonly Node[];
}

function all(nodes: readonly Node[]): Node[] {
  return nodes.flatMap((node) => [node, ...all(node.children ?? [])]);
}

const byCode = (code: string) => all(DICTIONARY).find((node) => node.code === code);

describe("the seeded dictionary", () => {
  it("has unique type codes, and unique values with both labels within each type", () => {
    const types = all(DICTIONARY);
    expect(new Set(types.map((t) => t.code)).size).toBe(types.length);
    for (const type of types) {
      const values = type.values ?? [];
      expect(new Set(values.map(([value]) => value)).size, type.code).toBe(values.length);
      for (const [value, zh, en] of values) {
        expect(zh, `${type.code} ${value}`).toMatch(/[\u4e00-\u9fff]/);
        expect(en, `${type.code} ${value}`).toMatch(/^[A-Z]/);
      }
    }
  });

  it("holds the 56 ethnic groups and the 2022 catalogue's 14 categories and 117 first-level disciplines", () => {
    expect(NATIONS).toHaveLength(56);
    const subject = byCode("subjectType");
    expect(subject?.values).toHaveLength(14);
    const disciplines = (subject?.children ?? []).flatMap((c) => c.values ?? []);
    expect(disciplines).toHaveLength(117);
    expect(new Set(disciplines.map(([code]) => code)).size).toBe(117);
    for (const [code] of disciplines) expect(code).toMatch(/^(0[1-9]|1[0-4])\d{2}$/);
    expect(disciplines).toContainEqual(["0812", "计算机科学与技术", "Computer Science and Technology"]);
  });
});
