import { PDFDocument } from "pdf-lib";
import { getDocument } from "pdfjs-dist/legacy/build/pdf.mjs";
import { describe, expect, it } from "vitest";
import { createDocument } from "./fonts";
import { redactPdf } from "./redact";
import { redactionTerms } from "./redaction-terms";

async function pdfOf(pages: string[][], author?: string): Promise<Uint8Array> {
  const chunks: Buffer[] = [];
  const stream = await createDocument({
    info: { title: "代表作", author },
    content: pages.flatMap((lines, index) =>
      lines.map((text, line) => ({ text, ...(index > 0 && line === 0 ? { pageBreak: "before" as const } : {}) })),
    ),
  });
  for await (const chunk of stream as AsyncIterable<Buffer>) chunks.push(chunk);
  return new Uint8Array(Buffer.concat(chunks));
}

/** Each page's text as pdf.js reads it, white space taken out. */
async function textOf(pdf: Uint8Array): Promise<string[]> {
  const doc = await getDocument({ data: new Uint8Array(pdf), verbosity: 0, isEvalSupported: false }).promise;
  const pages: string[] = [];
  for (let n = 1; n <= doc.numPages; n++) {
    const content = await (await doc.getPage(n)).getTextContent();
    pages.push(
      content.items
        .map((item) => ("str" in item ? item.str : ""))
        .join("")
        .replace(/\s+/g, ""),
    );
  }
  await doc.destroy();
  return pages;
}

describe("redactPdf", () => {
  it("replaces each page naming the declarant by its blacked-out picture, and keeps the others as text", async () => {
    const original = await pdfOf(
      [
        ["基于深度学习的图像识别方法研究", "张 伟 王强 李娜", "计算机科学与技术学院 工号 20190123"],
        ["摘要：本文提出一种图像识别方法。"],
        ["参考文献 [1] Zhang Wei, ZHANG WEI. Deep learning."],
      ],
      "张伟",
    );
    expect((await textOf(original))[0]).toContain("张伟");

    const { pdf, pages } = await redactPdf(original, [
      "张伟",
      "20190123",
      "计算机科学与技术学院",
      "zhang wei",
      "X",
      null,
    ]);

    expect(pages).toEqual([1, 3]);
    const text = await textOf(pdf);
    expect(text).toHaveLength(3);
    // the named pages carry no text at all: a picture, with the places blacked out
    expect(text[0]).toBe("");
    expect(text[2]).toBe("");
    expect(text[1]).toBe("摘要：本文提出一种图像识别方法。");
    const doc = await PDFDocument.load(pdf, { updateMetadata: false });
    expect(doc.getAuthor()).toBeUndefined();
    expect(doc.getTitle()).toBeUndefined();
    expect(Buffer.from(pdf).includes(Buffer.from("20190123"))).toBe(false);
  });

  it("keeps a PDF that names nobody as it was, page for page; a Latin name matches whole words only", async () => {
    const original = await pdfOf([["摘要：本文提出一种图像识别方法。"], ["A linear discipline, by Li Nan."]]);
    const { pdf, pages } = await redactPdf(original, ["张伟", "Li Na", "Na Li"]);
    expect(pages).toEqual([]);
    expect(await textOf(pdf)).toEqual(["摘要：本文提出一种图像识别方法。", "Alineardiscipline,byLiNan."]);
  });

  it("searches only terms of two characters or more, in lower case and without spaces", () => {
    expect(redactionTerms(["张伟", " Zhang  Wei ", "张", "", null, undefined, "张伟"])).toEqual(["张伟", "zhangwei"]);
  });
});
