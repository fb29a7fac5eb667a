/** Organisation, dictionary and portal data of the demo school (also the base a production start builds on). */

export interface DepartSeed {
  code: string;
  name: string;
  nameEn: string;
  type: "school" | "unit" | "office";
}

export const SCHOOL: DepartSeed = { code: "root", name: "示范大学", nameEn: "Demo University", type: "school" };

export const DEPARTS: DepartSeed[] = [
  { code: "cs", name: "计算机科学与技术学院", nameEn: "School of Computer Science", type: "unit" },
  { code: "me", name: "机械工程学院", nameEn: "School of Mechanical Engineering", type: "unit" },
  { code: "fl", name: "外国语学院", nameEn: "School of Foreign Languages", type: "unit" },
  { code: "econ", name: "经济管理学院", nameEn: "School of Economics and Management", type: "unit" },
  { code: "med", name: "医学院", nameEn: "School of Medicine", type: "unit" },
  { code: "marx", name: "马克思主义学院", nameEn: "School of Marxism", type: "unit" },
  { code: "hr", name: "人事处", nameEn: "Personnel Office", type: "office" },
  { code: "academic", name: "教务处", nameEn: "Academic Affairs Office", type: "office" },
  { code: "research", name: "科研处", nameEn: "Research Office", type: "office" },
  { code: "social", name: "社科处", nameEn: "Social Sciences Office", type: "office" },
  { code: "graduate", name: "研究生院", nameEn: "Graduate School", type: "office" },
  { code: "discipline", name: "纪委办公室", nameEn: "Discipline Inspection Office", type: "office" },
  { code: "external", name: "校外专家", nameEn: "External experts", type: "office" },
];

export const SEXES: [code: string, zh: string, en: string][] = [
  ["1", "男", "Male"],
  ["2", "女", "Female"],
];

/** The 56 ethnic groups, with the national standard's codes (GB/T 3304). */
export const NATIONS: [code: string, zh: string, en: string][] = [
  ["01", "汉族", "Han"],
  ["02", "蒙古族", "Mongol"],
  ["03", "回族", "Hui"],
  ["04", "藏族", "Tibetan"],
  ["05", "维吾尔族", "Uyghur"],
  ["06", "苗族", "Miao"],
  ["07", "彝族", "Yi"],
  ["08", "壮族", "Zhuang"],
  ["09", "布依族", "Bouyei"],
  ["10", "朝鲜族", "Korean"],
  ["11", "满族", "Manchu"],
  ["12", "侗族", "Dong"],
  ["13", "瑶族", "Yao"],
  ["14", "白族", "Bai"],
  ["15", "土家族", "Tujia"],
  ["16", "哈尼族", "Hani"],
  ["17", "哈萨克族", "Kazakh"],
  ["18", "傣族", "Dai"],
  ["19", "黎族", "Li"],
  ["20", "傈僳族", "Lisu"],
  ["21", "佤族", "Va"],
  ["22", "畲族", "She"],
  ["23", "高山族", "Gaoshan"],
  ["24", "拉祜族", "Lahu"],
  ["25", "水族", "Shui"],
  ["26", "东乡族", "Dongxiang"],
  ["27", "纳西族", "Nakhi"],
  ["28", "景颇族", "Jingpo"],
  ["29", "柯尔克孜族", "Kyrgyz"],
  ["30", "土族", "Tu"],
  ["31", "达斡尔族", "Daur"],
  ["32", "仫佬族", "Mulao"],
  ["33", "羌族", "Qiang"],
  ["34", "布朗族", "Blang"],
  ["35", "撒拉族", "Salar"],
  ["36", "毛南族", "Maonan"],
  ["37", "仡佬族", "Gelao"],
  ["38", "锡伯族", "Xibe"],
  ["39", "阿昌族", "Achang"],
  ["40", "普米族", "Pumi"],
  ["41", "塔吉克族", "Tajik"],
  ["42", "怒族", "Nu"],
  ["43", "乌孜别克族", "Uzbek"],
  ["44", "俄罗斯族", "Russian"],
  ["45", "鄂温克族", "Evenk"],
  ["46", "德昂族", "De'ang"],
  ["47", "保安族", "Bonan"],
  ["48", "裕固族", "Yugur"],
  ["49", "京族", "Gin"],
  ["50", "塔塔尔族", "Tatar"],
  ["51", "独龙族", "Derung"],
  ["52", "鄂伦春族", "Oroqen"],
  ["53", "赫哲族", "Hezhen"],
  ["54", "门巴族", "Monpa"],
  ["55", "珞巴族", "Lhoba"],
  ["56", "基诺族", "Jino"],
];

export const PORTAL_LINKS: [zh: string, en: string, url: string][] = [
  ["学校主页", "University home", "https://www.example.edu.cn"],
  ["人事处", "Personnel Office", "https://hr.example.edu.cn"],
  ["信息门户", "Information portal", "https://portal.example.edu.cn"],
];
