import { createHash, randomUUID } from "node:crypto";
import { evaluate, hardRulesPass, type RuleNode } from "@zcps/contracts/zcps/eligibility";
import { DEFAULT_PIPELINE, type PipelineStep } from "@zcps/contracts/zcps/machine";
import { type MaterialField, materialType } from "@zcps/contracts/zcps/materials";
import { and, asc, eq, ne } from "drizzle-orm";
import { basicInfoFromStaff, currentRequirement, personFields } from "../../modules/title-evaluation/declarations";
import type { Executor } from "../client";
import { insertJsonRows } from "../json-rows";
import * as t from "../schema";
import { demoBatch } from "./demo-batch";
import type { TitleSeedContext } from "./zcps";

/** How the 80 demo declarations spread: drafts, submitted to the unit, returned by it. */
const PLAN = [
  ...Array<"DRAFT">(40).fill("DRAFT"),
  ...Array<"UNIT_REVIEW">(30).fill("UNIT_REVIEW"),
  ...Array<"RETURNED">(10).fill("RETURNED"),
];

/** Further declarations of the demo unit, all submitted to it. */
const DEMO_UNIT_EXTRA = 14;

/** Types the demo declarations fill besides the required ones (the directory decides what exists). */
const EXTRA_TYPES = [
  "WORK_HISTORY",
  "COURSE_TAUGHT",
  "TEACHING_EVAL",
  "PAPER",
  "RESEARCH_PROJECT",
  "RESEARCH_AWARD",
  "PATENT",
  "TEXTBOOK",
  "GRADUATE_SUPERVISION",
  "SOCIETY_POST",
  "CONFERENCE_TALK",
];

const RETURN_COMMENTS = [
  "论文检索证明缺失，请补充附件",
  "科研项目的起止时间与合同不符，请核对",
  "年度考核结果与人事档案不一致，请修改",
  "代表作贡献说明过于简略，请补充",
];

/** A plausible code of each dictionary a material field reads. */
const DICT_DEFAULTS: Record<string, string> = {
  comm_sex: "1",
  nation: "01",
  education: "11",
  degree: "2",
  political_status: "01",
  subjectType: "0812",
};

/** Text fields whose values have a shape of their own (codes, volumes, pages). */
const CODE_FIELDS: Record<string, (n: number) => string> = {
  issn: (n) => `1000-${String(1000 + n).slice(-4)}`,
  isbn: (n) => `978-7-04-${String(100000 + n).slice(-6)}-1`,
  doi: (n) => `10.1000/demo.${2020 + (n % 5)}.${n}`,
  volume: (n) => String(10 + (n % 30)),
  issue: (n) => String(1 + (n % 12)),
  pages: (n) => `${100 + n}-${110 + n}`,
  journal: (n) => ["计算机学报", "中国科学", "管理世界", "外语教学与研究", "物理学报"][n % 5] ?? "中国科学",
  phone: () => "13800000000",
  email: (n) => `staff${n}@example.edu.cn`,
  country: () => "中国",
  school: (n) => ["清华大学", "浙江大学", "武汉大学", "南京大学"][n % 4] ?? "清华大学",
};

const TOPICS = ["深度学习", "材料力学", "跨文化交际", "数字经济", "肿瘤免疫", "马克思主义中国化", "图论", "量子输运"];

/** A value the field's schema accepts: good appraisal results, dates after 2019, realistic counts. */
function demoValue(code: string, field: MaterialField, n: number): unknown {
  if (field.name === "result") return n % 4 === 0 ? "EXCELLENT" : "COMPETENT";
  if (field.name === "term") return `${2020 + (n % 5)}-${2021 + (n % 5)}-${(n % 2) + 1}`;
  if (field.name === "hours") return 200 + (n % 4) * 40;
  if (field.dict) return DICT_DEFAULTS[field.dict] ?? "01";
  if (field.options?.length) return field.options[n % field.options.length]?.value;
  switch (field.kind) {
    case "number":
      return Math.min(field.max ?? 100, Math.max(field.min ?? 0, 1 + (n % 5)));
    case "date":
      return `${2020 + (n % 5)}-0${1 + (n % 9)}-1${n % 9}`;
    case "month":
      return `${2020 + (n % 5)}-0${1 + (n % 9)}`;
    case "year":
      return 2020 + (n % 5);
    case "boolean":
      return n % 2 === 0;
    case "textarea":
      return `${TOPICS[n % TOPICS.length]}方向的研究与教学工作，第 ${n} 项。`;
    case "select":
      return undefined;
    default: {
      const special = CODE_FIELDS[field.name];
      if (special) return special(n).slice(0, field.max ?? 200);
      if (/No$|Code$|Ref$/.test(field.name)) return `${code.slice(0, 3)}-${2020 + (n % 5)}-${String(100 + n)}`;
      const topic = TOPICS[n % TOPICS.length];
      const text = field.name === "name" || field.name.endsWith("Title") ? `${topic}研究（${n}）` : `${topic}${n}`;
      return text.slice(0, Math.min(field.max ?? 200, 60));
    }
  }
}

export function demoPayload(code: string, n: number): Record<string, unknown> {
  const type = materialType(code);
  if (!type) return {};
  return Object.fromEntries(
    type.fields.flatMap((f) => {
      const value = demoValue(code, f, n);
      return value === undefined ? [] : [[f.name, value]];
    }),
  );
}

/** A small valid one-page PDF with Latin text (Helvetica needs no embedded font), offsets computed. */
export function minimalPdf(lines: string[]): Buffer {
  const escapeText = (s: string) => s.replace(/[\\()]/g, (c) => `\\${c}`).replace(/[^\x20-\x7e]/g, "?");
  const text = lines.map((line, i) => `${i === 0 ? "" : "0 -22 Td "}(${escapeText(line)}) Tj`).join(" ");
  const content = `BT /F1 14 Tf 72 770 Td ${text} ET`;
  const objects = [
    "<< /Type /Catalog /Pages 2 0 R >>",
    "<< /Type /Pages /Kids [3 0 R] /Count 1 >>",
    "<< /Type /Page /Parent 2 0 R /MediaBox [0 0 595 842] /Resources << /Font << /F1 4 0 R >> >> /Contents 5 0 R >>",
    "<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica >>",
    `<< /Length ${Buffer.byteLength(content, "latin1")} >>\nstream\n${content}\nendstream`,
  ];
  let body = "%PDF-1.4\n";
  const offsets: number[] = [];
  objects.forEach((object, i) => {
    offsets.push(Buffer.byteLength(body, "latin1"));
    body += `${i + 1} 0 obj\n${object}\nendobj\n`;
  });
  const xref = Buffer.byteLength(body, "latin1");
  body += `xref\n0 ${objects.length + 1}\n0000000000 65535 f \n`;
  for (const offset of offsets) body += `${String(offset).padStart(10, "0")} 00000 n \n`;
  body += `trailer\n<< /Size ${objects.length + 1} /Root 1 0 R >>\nstartxref\n${xref}\n%%EOF\n`;
  return Buffer.from(body, "latin1");
}

const ATTACHMENT_KINDS = [
  ["certificate.pdf", "Certificate of achievement"],
  ["contract.pdf", "Project contract, signed copy"],
  ["index-proof.pdf", "Indexing certificate (SCI / EI / CSSCI)"],
  ["cover-and-contents.pdf", "Journal cover and table of contents"],
] as const;

const hash = (value: unknown) => createHash("sha256").update(JSON.stringify(value)).digest("hex");

/**
 * Title evaluation seed: the demo declarations of the regular batch (drafts, submitted with their snapshot and
 * decision, returned by the unit with a comment and scope), 10–20 material items each with a few attachments, and a
 * draft for the demo declarant 李明 that lacks only the self-summary. Rows go in with one insert per table.
 */
export async function seedZcpsDeclarations(tx: Executor, ctx: TitleSeedContext): Promise<void> {
  const { tenantId } = ctx;
  const batch = await demoBatch(tx, tenantId);
  if (!batch) return;
  const directory = await tx
    .select({ materialType: t.materialDirectory.materialType, required: t.materialDirectory.required })
    .from(t.materialDirectory)
    .where(and(eq(t.materialDirectory.projectTimeId, batch.id), eq(t.materialDirectory.enabled, true)));
  const inDirectory = new Set(directory.map((d) => d.materialType));
  const required = directory.filter((d) => d.required !== "none").map((d) => d.materialType);
  const offered = await tx
    .select({ titleId: t.batchTitles.titleId, trackCodes: t.batchTitles.trackCodes, title: t.titles })
    .from(t.batchTitles)
    .innerJoin(t.titles, eq(t.titles.id, t.batchTitles.titleId))
    .where(eq(t.batchTitles.projectTimeId, batch.id));
  const [declarantUser] = await tx
    .select({ id: t.users.id })
    .from(t.users)
    .where(and(eq(t.users.tenantId, tenantId), eq(t.users.username, "declarant")));
  const [unitAdmin] = await tx
    .select({ id: t.users.id, name: t.users.name })
    .from(t.users)
    .where(and(eq(t.users.tenantId, tenantId), eq(t.users.username, "unit_admin")));
  const staffRows = await tx
    .select({ staff: t.staff, level: t.titles.level, series: t.titles.seriesCode })
    .from(t.staff)
    .leftJoin(t.titles, eq(t.titles.id, t.staff.currentTitleId))
    .where(and(eq(t.staff.tenantId, tenantId), ne(t.staff.userId, declarantUser?.id ?? "")))
    .orderBy(asc(t.staff.employeeNo));
  if (offered.length === 0 || staffRows.length === 0) return;

  const NEXT_LEVEL: Record<string, string> = {
    JUNIOR: "INTERMEDIATE",
    INTERMEDIATE: "ASSOC_SENIOR",
    ASSOC_SENIOR: "FULL_SENIOR",
  };
  const teacherAssoc = offered.find((o) => o.title.seriesCode === "TEACHER" && o.title.level === "ASSOC_SENIOR");
  const titleFor = (series: string | null, level: string | null) =>
    offered.find((o) => o.title.seriesCode === series && o.title.level === NEXT_LEVEL[level ?? ""]) ?? teacherAssoc;

  // 80 staff members taken round-robin over the units
  const byUnit = new Map<string, typeof staffRows>();
  for (const row of staffRows) {
    if (!row.staff.userId || !row.staff.unitId) continue;
    const list = byUnit.get(row.staff.unitId) ?? [];
    list.push(row);
    byUnit.set(row.staff.unitId, list);
  }
  const chosen: typeof staffRows = [];
  for (let round = 0; chosen.length < PLAN.length && round < 100; round++) {
    for (const list of byUnit.values()) {
      const row = list[round];
      if (row && chosen.length < PLAN.length) chosen.push(row);
    }
  }
  // the demo unit (the demo declarant's) has more submitted declarations: the unit's stage carries them on
  const demoUnit = staffRows.length
    ? (
        await tx
          .select({ unitId: t.staff.unitId })
          .from(t.staff)
          .where(eq(t.staff.userId, declarantUser?.id ?? ""))
      )[0]?.unitId
    : null;
  const taken = new Set(chosen.map((row) => row.staff.id));
  chosen.push(
    ...(byUnit.get(demoUnit ?? "") ?? []).filter((row) => !taken.has(row.staff.id)).slice(0, DEMO_UNIT_EXTRA),
  );

  // a handful of distinct PDFs, shared by the attachments that show the same kind of document
  const files: { id: string; name: string; size: number; sha256: string }[] = [];
  if (ctx.storeFile) {
    for (const [name, heading] of ATTACHMENT_KINDS) {
      const bytes = minimalPdf([heading, "Demo University - title evaluation 2026", `Document: ${name}`]);
      const id = await ctx.storeFile(bytes, { purpose: "declaration", mime: "application/pdf", name });
      files.push({ id, name, size: bytes.length, sha256: createHash("sha256").update(bytes).digest("hex") });
    }
  }

  const declarationRows: (typeof t.declarations.$inferInsert)[] = [];
  const itemRows: (typeof t.declarationItems.$inferInsert)[] = [];
  const attachmentRows: (typeof t.declarationAttachments.$inferInsert)[] = [];
  const decisionRows: (typeof t.declarationDecisions.$inferInsert)[] = [];
  const snapshotRows: (typeof t.declarationSnapshots.$inferInsert)[] = [];
  const pipeline = (batch.pipeline as PipelineStep[] | null) ?? DEFAULT_PIPELINE;
  const firstStage = pipeline.find((s) => s.enabled)?.stage ?? "UNIT_REVIEW";
  const base = (batch.startsAt ?? new Date("2026-09-01T00:00:00+08:00")).getTime();

  const unitNames = new Map(
    (
      await tx
        .select({ id: t.departs.id, name: t.departs.name })
        .from(t.departs)
        .where(eq(t.departs.tenantId, tenantId))
    ).map((d) => [d.id, d.name]),
  );
  /** Basic information as a declaration starts with it: from the staff master data. */
  const basicInfo = (staff: typeof t.staff.$inferSelect) =>
    basicInfoFromStaff(staff, staff.unitId ? (unitNames.get(staff.unitId) ?? null) : null);
  const addItems = (
    declarationId: string,
    types: string[],
    seed: number,
    basic: Record<string, unknown> | null = null,
  ) => {
    const ids: string[] = [];
    types.forEach((code, i) => {
      const id = randomUUID();
      ids.push(id);
      itemRows.push({
        id,
        declarationId,
        materialType: code,
        payload: code === "BASIC_INFO" && basic ? basic : demoPayload(code, seed + i),
        source: "self",
        orderNum: i,
        isRepresentative: false,
      });
      if (files.length > 0 && (i + seed) % 4 === 0) {
        const file = files[(i + seed) % files.length];
        if (file)
          attachmentRows.push({
            id: randomUUID(),
            declarationId,
            itemId: id,
            fileId: file.id,
            name: file.name,
            mime: "application/pdf",
            size: file.size,
            sha256: file.sha256,
          });
      }
    });
    return ids;
  };

  chosen.forEach((row, index) => {
    const { staff } = row;
    const offer = titleFor(row.series, row.level);
    if (!offer || !staff.userId) return;
    const status = PLAN[index] ?? "UNIT_REVIEW";
    const id = randomUUID();
    const extras = EXTRA_TYPES.filter((code) => inDirectory.has(code));
    const count = 10 + (index % 11) - required.length;
    const types = [
      ...required.filter((code) => status !== "DRAFT" || index % 3 !== 0 || code !== "SELF_SUMMARY"),
      ...Array.from({ length: Math.max(4, count) }, (_, i) => extras[(index + i) % extras.length] ?? "PAPER"),
    ].filter((code) => materialType(code) && inDirectory.has(code));
    const itemIds = addItems(id, types, index * 7, basicInfo(staff));
    const submitted = new Date(base + (index + 1) * 3600_000 * 7);
    const returned = status === "RETURNED";
    declarationRows.push({
      id,
      tenantId,
      projectTimeId: batch.id,
      staffId: staff.id,
      userId: staff.userId,
      unitId: staff.unitId,
      titleId: offer.titleId,
      seriesCode: offer.title.seriesCode,
      level: offer.title.level,
      trackCode: offer.trackCodes[index % Math.max(1, offer.trackCodes.length)] ?? "",
      method: "NORMAL",
      status,
      returnedFrom: returned ? firstStage : null,
      returnScope: returned
        ? { itemIds: itemIds.slice(-1), materialTypes: [], comment: RETURN_COMMENTS[index % RETURN_COMMENTS.length] }
        : null,
      version: status === "DRAFT" ? 1 : returned ? 3 : 2,
      snapshotVersion: status === "DRAFT" ? 0 : 1,
      pledgeSignedAt: status === "DRAFT" && index % 2 === 0 ? null : submitted,
      submittedAt: status === "DRAFT" ? null : submitted,
    });
    if (status === "DRAFT") return;
    decisionRows.push({
      id: randomUUID(),
      tenantId,
      declarationId: id,
      event: "submit",
      fromStatus: "DRAFT",
      toStatus: firstStage,
      actorId: staff.userId,
      actorName: staff.name,
      actorRole: "DECLARANT",
      // every row names every column: the bulk insert takes its columns from the first row
      reason: null,
      comment: null,
      detail: { snapshotVersion: 1, effects: ["snapshot", "lockEditing"], row: "submit" },
      version: 1,
      createdAt: submitted,
    });
    const payload = {
      declaration: { id, staffId: staff.id, titleId: offer.titleId },
      items: itemRows.filter((item) => item.declarationId === id).map((item) => [item.materialType, item.payload]),
    };
    snapshotRows.push({
      id: randomUUID(),
      declarationId: id,
      version: 1,
      reason: "SUBMIT",
      contentHash: hash(payload),
      payload,
      createdAt: submitted,
      createdBy: staff.userId,
    });
    if (returned) {
      decisionRows.push({
        id: randomUUID(),
        tenantId,
        declarationId: id,
        event: "return",
        fromStatus: firstStage,
        toStatus: "RETURNED",
        actorId: unitAdmin?.id ?? null,
        actorName: unitAdmin?.name ?? null,
        actorRole: "UNIT_ADMIN",
        comment: RETURN_COMMENTS[index % RETURN_COMMENTS.length],
        detail: { itemIds: itemIds.slice(-1), target: "DECLARANT", effects: ["unlockItems", "notify"], row: "return" },
        version: 2,
        createdAt: new Date(submitted.getTime() + 86_400_000),
      });
    }
  });

  // the demo declarant's draft: everything but the self-summary, with teaching hours that meet the gates
  const [own] = await tx
    .select()
    .from(t.staff)
    .where(and(eq(t.staff.tenantId, tenantId), eq(t.staff.userId, declarantUser?.id ?? "")));
  const ownTitle = teacherAssoc;
  if (own?.userId && ownTitle) {
    const id = randomUUID();
    declarationRows.push({
      id,
      tenantId,
      projectTimeId: batch.id,
      staffId: own.id,
      userId: own.userId,
      unitId: own.unitId,
      titleId: ownTitle.titleId,
      seriesCode: ownTitle.title.seriesCode,
      level: ownTitle.title.level,
      trackCode: ownTitle.trackCodes.includes("TEACHING_RESEARCH")
        ? "TEACHING_RESEARCH"
        : (ownTitle.trackCodes[0] ?? ""),
      method: "NORMAL",
      // one JSON insert writes every named column: the defaults are spelled out
      status: "DRAFT",
      returnedFrom: null,
      returnScope: null,
      version: 1,
      snapshotVersion: 0,
      pledgeSignedAt: null,
      submittedAt: null,
    });
    const types = [
      ...required.filter((code) => code !== "SELF_SUMMARY"),
      "COURSE_TAUGHT",
      "COURSE_TAUGHT",
      "COURSE_TAUGHT",
      "COURSE_TAUGHT",
      "PAPER",
      "PAPER",
      "ANNUAL_APPRAISAL",
    ].filter((code) => materialType(code) && inDirectory.has(code));
    addItems(id, types, 1, basicInfo(own));
  }

  // submitted declarations carry the evaluation they went in with, as a submit through the workflow stores it
  const [cutoff] = await tx
    .select({ cutoffDate: t.batches.cutoffDate })
    .from(t.batches)
    .where(eq(t.batches.id, batch.id));
  const staffById = new Map(staffRows.map((row) => [row.staff.id, row.staff]));
  for (const row of declarationRows) {
    if (row.status === "DRAFT") continue;
    const requirement = await currentRequirement(tx, {
      projectTimeId: batch.id,
      titleId: row.titleId,
      trackCode: row.trackCode ?? "",
      method: row.method ?? "NORMAL",
    });
    if (!requirement) continue;
    const result = evaluate(requirement.rule as RuleNode, {
      person: personFields(staffById.get(row.staffId) ?? null),
      materials: itemRows
        .filter((item) => item.declarationId === row.id)
        .map((item) => ({ type: item.materialType, payload: item.payload })),
      cutoffDate: cutoff?.cutoffDate ?? "2026-12-31",
    });
    row.eligibility = {
      evaluatedAt: (row.submittedAt ?? new Date()).toISOString(),
      requirementId: requirement.id,
      requirementVersion: requirement.version,
      pass: result.pass,
      hardPass: hardRulesPass(result),
      result,
    };
  }
  // every row names the same columns (the bulk insert takes them from the first row)
  for (const row of declarationRows) row.eligibility ??= null;

  await insertJsonRows(tx, t.declarations, declarationRows);
  await insertJsonRows(tx, t.declarationItems, itemRows);
  await insertJsonRows(tx, t.declarationAttachments, attachmentRows);
  await insertJsonRows(tx, t.declarationDecisions, decisionRows);
  await insertJsonRows(tx, t.declarationSnapshots, snapshotRows);
}
