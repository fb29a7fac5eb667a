import { describe, expect, it } from "vitest";
import { declarantRedaction, MASK, packetMaterials, type SnapshotMaterials, workAttachment } from "./expert-packet";
import { pinyinNameForms } from "./name-forms";

const identity = {
  names: ["欧阳明远", null],
  others: ["PR0007", "110105198001011007", "计算机学院", "School of Computing", "13800001111", "a"],
};

describe("declarantRedaction", () => {
  const clean = declarantRedaction(identity, "PR2026-007");

  it("replaces the name with the code and the rest with a mask, in one pass and in any case", () => {
    expect(clean("本人欧阳明远（工号 PR0007，计算机学院），身份证 110105198001011007")).toBe(
      `本人PR2026-007（工号 ${MASK}，${MASK}），身份证 ${MASK}`,
    );
    expect(clean("Ouyang, school of computing, tel 13800001111")).toBe(`Ouyang, ${MASK}, tel ${MASK}`);
  });

  it("takes out a name's English forms as whole words, with any spacing, and leaves longer words alone", () => {
    const byName = declarantRedaction({ names: ["李娜", ...pinyinNameForms("李娜")], others: [] }, "PR2026-008");
    expect(byName("Li Na, LINA and Na  Li; linear discipline, Li Nan, 通讯作者Li Na")).toBe(
      "PR2026-008, PR2026-008 and PR2026-008; linear discipline, Li Nan, 通讯作者PR2026-008",
    );
  });

  it("leaves single characters alone: they would take out every word holding them", () => {
    expect(clean("a paper")).toBe("a paper");
  });

  it("takes out nothing when nothing is known", () => {
    expect(declarantRedaction({ names: [null], others: [""] }, "X")("欧阳明远")).toBe("欧阳明远");
  });
});

const snapshot: SnapshotMaterials = {
  items: [
    {
      id: "b",
      materialType: "BASIC_INFO",
      payload: { name: "欧阳明远" },
      isRepresentative: false,
      representativeOrder: null,
      orderNum: 0,
    },
    {
      id: "p2",
      materialType: "PAPER",
      payload: { paperTitle: "第二篇", journal: "计算机学报", year: 2024, authorRole: "FIRST" },
      isRepresentative: true,
      representativeOrder: 2,
      orderNum: 2,
    },
    {
      id: "p1",
      materialType: "PAPER",
      payload: { paperTitle: "欧阳明远的第一篇", journal: "软件学报", year: 2023 },
      isRepresentative: true,
      representativeOrder: 1,
      orderNum: 1,
    },
    {
      id: "p3",
      materialType: "PAPER",
      payload: { paperTitle: "第三篇" },
      isRepresentative: false,
      representativeOrder: null,
      orderNum: 3,
    },
    {
      id: "s",
      materialType: "SELF_SUMMARY",
      payload: { summaryText: "本人欧阳明远" },
      isRepresentative: false,
      representativeOrder: null,
      orderNum: 4,
    },
  ],
  attachments: [
    { id: "f1", itemId: "p1", name: "欧阳明远-代表作.pdf", mime: "application/pdf", size: 1, sha256: "x" },
    { id: "f3", itemId: "p3", name: "其他.pdf", mime: "application/pdf", size: 1, sha256: "y" },
    { id: "fb", itemId: "b", name: "身份证.jpg", mime: "image/jpeg", size: 1, sha256: "z" },
  ],
};

describe("packetMaterials", () => {
  const packet = packetMaterials(snapshot, declarantRedaction(identity, "PR2026-007"));

  it("shows the representative works in their order, with labelled fields in both languages and their files", () => {
    expect(packet.works.map((w) => w.id)).toEqual(["p1", "p2"]);
    expect(packet.works[0]).toMatchObject({
      title: "PR2026-007的第一篇",
      label: "学术论文",
      labelEn: "Academic papers",
    });
    expect(packet.works[0]?.files).toEqual([{ id: "f1", name: "PR2026-007-代表作.pdf", mime: "application/pdf" }]);
    expect(packet.works[1]?.fields).toContainEqual({
      label: "作者身份",
      labelEn: "Author role",
      value: "第一作者",
      valueEn: "First author",
    });
  });

  it("counts the materials by type, leaving out the basic information and the summary", () => {
    expect(packet.overview).toEqual([{ type: "PAPER", label: "学术论文", labelEn: "Academic papers", count: 3 }]);
    expect(packet.summary).toBe("本人PR2026-007");
  });

  it("opens only the works' files", () => {
    expect(workAttachment(snapshot, "f1")?.id).toBe("f1");
    expect(workAttachment(snapshot, "f3")).toBeNull();
    expect(workAttachment(snapshot, "fb")).toBeNull();
  });
});
