/**
 * The data dictionary every tenant starts with: national standards where one exists (GB/T 3304 nations,
 * GB/T 4762 political status, GB/T 6864 degrees, GB/T 4658 education, the 2022 graduate discipline
 * catalogue) and the title-evaluation lists a university uses. A value's code is `<type code>_<value>`.
 */
type Entry = readonly [value: string, zh: string, en: string];

interface TypeSeed {
  code: string;
  zh: string;
  en: string;
  values?: readonly Entry[];
  children?: readonly TypeSeed[];
}

export const SEXES: readonly Entry[] = [
  ["1", "男", "Male"],
  ["2", "女", "Female"],
];

/** The 56 ethnic groups, with the national standard's codes (GB/T 3304). */
export const NATIONS: readonly Entry[] = [
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

/** GB/T 4762 political status. */
const POLITICAL_STATUS: readonly Entry[] = [
  ["01", "中共党员", "Member of the Communist Party of China"],
  ["02", "中共预备党员", "Probationary member of the Communist Party of China"],
  ["03", "共青团员", "Member of the Communist Youth League of China"],
  ["04", "民革党员", "Member of the Revolutionary Committee of the Chinese Kuomintang"],
  ["05", "民盟盟员", "Member of the China Democratic League"],
  ["06", "民建会员", "Member of the China National Democratic Construction Association"],
  ["07", "民进会员", "Member of the China Association for Promoting Democracy"],
  ["08", "农工党党员", "Member of the Chinese Peasants' and Workers' Democratic Party"],
  ["09", "致公党党员", "Member of the China Zhi Gong Party"],
  ["10", "九三学社社员", "Member of the Jiusan Society"],
  ["11", "台盟盟员", "Member of the Taiwan Democratic Self-Government League"],
  ["12", "无党派人士", "Non-party personage"],
  ["13", "群众", "No political affiliation"],
];

/** GB/T 6864 academic degrees. */
const DEGREES: readonly Entry[] = [
  ["2", "博士", "Doctorate"],
  ["3", "硕士", "Master's degree"],
  ["4", "学士", "Bachelor's degree"],
  ["0", "无", "None"],
];

/** GB/T 4658 education levels. */
const EDUCATION: readonly Entry[] = [
  ["11", "博士研究生", "Doctoral graduate"],
  ["14", "硕士研究生", "Master's graduate"],
  ["20", "大学本科", "Undergraduate (bachelor's programme)"],
  ["30", "大学专科", "Junior college"],
  ["40", "中等专科", "Secondary specialised school"],
  ["50", "技工学校", "Technical school"],
  ["60", "高中", "Senior high school"],
  ["70", "初中", "Junior high school"],
  ["80", "小学", "Primary school"],
  ["90", "其他", "Other"],
];

/** 专业技术职务等级: the rank of a professional title. */
const TITLE_RANKS: readonly Entry[] = [
  ["1", "正高级", "Full senior"],
  ["2", "副高级", "Associate senior"],
  ["3", "中级", "Intermediate"],
  ["4", "初级（助理级）", "Junior (assistant)"],
  ["5", "初级（员级）", "Junior (technician)"],
];

/** The senior ranks the university's senior-title committee evaluates. */
const TITLE_HIGH_LEVELS: readonly Entry[] = [
  ["1", "正高级", "Full senior"],
  ["2", "副高级", "Associate senior"],
];

/** 专业技术岗位等级: the thirteen post grades of a university's professional staff. */
const TITLE_SUB_LEVELS: readonly Entry[] = [
  ["1", "专业技术一级", "Professional grade 1 (national special post)"],
  ["2", "教授二级", "Professor, grade 2"],
  ["3", "教授三级", "Professor, grade 3"],
  ["4", "教授四级", "Professor, grade 4"],
  ["5", "副教授五级", "Associate professor, grade 5"],
  ["6", "副教授六级", "Associate professor, grade 6"],
  ["7", "副教授七级", "Associate professor, grade 7"],
  ["8", "讲师八级", "Lecturer, grade 8"],
  ["9", "讲师九级", "Lecturer, grade 9"],
  ["10", "讲师十级", "Lecturer, grade 10"],
  ["11", "助教十一级", "Teaching assistant, grade 11"],
  ["12", "助教十二级", "Teaching assistant, grade 12"],
  ["13", "专业技术十三级", "Professional grade 13 (technician)"],
];

/** What a unit writes about each declarant it forwards. */
const RECOMMEND_REMARKS: readonly Entry[] = [
  ["1", "优先推荐", "Recommended with priority"],
  ["2", "推荐", "Recommended"],
  ["3", "破格推荐", "Recommended for exceptional promotion"],
  ["4", "同意申报", "Application endorsed"],
  ["5", "暂缓推荐", "Recommendation deferred"],
  ["6", "不推荐", "Not recommended"],
];

type Category = readonly [code: string, zh: string, en: string, disciplines: readonly Entry[]];

/** 《研究生教育学科专业目录（2022年）》: the 14 categories and their 117 first-level disciplines. */
const DISCIPLINE_CATALOGUE: readonly Category[] = [
  ["01", "哲学", "Philosophy", [["0101", "哲学", "Philosophy"]]],
  [
    "02",
    "经济学",
    "Economics",
    [
      ["0201", "理论经济学", "Theoretical Economics"],
      ["0202", "应用经济学", "Applied Economics"],
    ],
  ],
  [
    "03",
    "法学",
    "Law",
    [
      ["0301", "法学", "Law"],
      ["0302", "政治学", "Political Science"],
      ["0303", "社会学", "Sociology"],
      ["0304", "民族学", "Ethnology"],
      ["0305", "马克思主义理论", "Marxist Theory"],
      ["0306", "公安学", "Public Security"],
      ["0307", "中共党史党建学", "History of the CPC and Party Building"],
      ["0308", "纪检监察学", "Discipline Inspection and Supervision"],
    ],
  ],
  [
    "04",
    "教育学",
    "Education",
    [
      ["0401", "教育学", "Education"],
      ["0402", "心理学", "Psychology"],
      ["0403", "体育学", "Sports Science"],
    ],
  ],
  [
    "05",
    "文学",
    "Literature",
    [
      ["0501", "中国语言文学", "Chinese Language and Literature"],
      ["0502", "外国语言文学", "Foreign Languages and Literatures"],
      ["0503", "新闻传播学", "Journalism and Communication"],
    ],
  ],
  [
    "06",
    "历史学",
    "History",
    [
      ["0601", "考古学", "Archaeology"],
      ["0602", "中国史", "Chinese History"],
      ["0603", "世界史", "World History"],
    ],
  ],
  [
    "07",
    "理学",
    "Science",
    [
      ["0701", "数学", "Mathematics"],
      ["0702", "物理学", "Physics"],
      ["0703", "化学", "Chemistry"],
      ["0704", "天文学", "Astronomy"],
      ["0705", "地理学", "Geography"],
      ["0706", "大气科学", "Atmospheric Science"],
      ["0707", "海洋科学", "Marine Science"],
      ["0708", "地球物理学", "Geophysics"],
      ["0709", "地质学", "Geology"],
      ["0710", "生物学", "Biology"],
      ["0711", "系统科学", "Systems Science"],
      ["0712", "科学技术史", "History of Science and Technology"],
      ["0713", "生态学", "Ecology"],
      ["0714", "统计学", "Statistics"],
    ],
  ],
  [
    "08",
    "工学",
    "Engineering",
    [
      ["0801", "力学", "Mechanics"],
      ["0802", "机械工程", "Mechanical Engineering"],
      ["0803", "光学工程", "Optical Engineering"],
      ["0804", "仪器科学与技术", "Instrument Science and Technology"],
      ["0805", "材料科学与工程", "Materials Science and Engineering"],
      ["0806", "冶金工程", "Metallurgical Engineering"],
      ["0807", "动力工程及工程热物理", "Power Engineering and Engineering Thermophysics"],
      ["0808", "电气工程", "Electrical Engineering"],
      ["0809", "电子科学与技术", "Electronic Science and Technology"],
      ["0810", "信息与通信工程", "Information and Communication Engineering"],
      ["0811", "控制科学与工程", "Control Science and Engineering"],
      ["0812", "计算机科学与技术", "Computer Science and Technology"],
      ["0813", "建筑学", "Architecture"],
      ["0814", "土木工程", "Civil Engineering"],
      ["0815", "水利工程", "Hydraulic Engineering"],
      ["0816", "测绘科学与技术", "Surveying and Mapping"],
      ["0817", "化学工程与技术", "Chemical Engineering and Technology"],
      ["0818", "地质资源与地质工程", "Geological Resources and Geological Engineering"],
      ["0819", "矿业工程", "Mining Engineering"],
      ["0820", "石油与天然气工程", "Petroleum and Natural Gas Engineering"],
      ["0821", "纺织科学与工程", "Textile Science and Engineering"],
      ["0822", "轻工技术与工程", "Light Industry Technology and Engineering"],
      ["0823", "交通运输工程", "Transportation Engineering"],
      ["0824", "船舶与海洋工程", "Naval Architecture and Ocean Engineering"],
      ["0825", "航空宇航科学与技术", "Aeronautical and Astronautical Science and Technology"],
      ["0826", "兵器科学与技术", "Armament Science and Technology"],
      ["0827", "核科学与技术", "Nuclear Science and Technology"],
      ["0828", "农业工程", "Agricultural Engineering"],
      ["0829", "林业工程", "Forestry Engineering"],
      ["0830", "环境科学与工程", "Environmental Science and Engineering"],
      ["0831", "生物医学工程", "Biomedical Engineering"],
      ["0832", "食品科学与工程", "Food Science and Engineering"],
      ["0833", "城乡规划学", "Urban and Rural Planning"],
      ["0835", "软件工程", "Software Engineering"],
      ["0836", "生物工程", "Bioengineering"],
      ["0837", "安全科学与工程", "Safety Science and Engineering"],
      ["0838", "公安技术", "Public Security Technology"],
      ["0839", "网络空间安全", "Cyberspace Security"],
    ],
  ],
  [
    "09",
    "农学",
    "Agriculture",
    [
      ["0901", "作物学", "Crop Science"],
      ["0902", "园艺学", "Horticulture"],
      ["0903", "农业资源与环境", "Agricultural Resources and Environment"],
      ["0904", "植物保护", "Plant Protection"],
      ["0905", "畜牧学", "Animal Science"],
      ["0906", "兽医学", "Veterinary Medicine"],
      ["0907", "林学", "Forestry"],
      ["0908", "水产", "Fisheries"],
      ["0909", "草学", "Grassland Science"],
      ["0910", "水土保持与荒漠化防治学", "Soil and Water Conservation and Desertification Control"],
    ],
  ],
  [
    "10",
    "医学",
    "Medicine",
    [
      ["1001", "基础医学", "Basic Medicine"],
      ["1002", "临床医学", "Clinical Medicine"],
      ["1003", "口腔医学", "Stomatology"],
      ["1004", "公共卫生与预防医学", "Public Health and Preventive Medicine"],
      ["1005", "中医学", "Traditional Chinese Medicine"],
      ["1006", "中西医结合", "Integrated Traditional Chinese and Western Medicine"],
      ["1007", "药学", "Pharmacy"],
      ["1008", "中药学", "Chinese Materia Medica"],
      ["1009", "特种医学", "Special Medicine"],
      ["1011", "护理学", "Nursing"],
      ["1012", "法医学", "Forensic Medicine"],
    ],
  ],
  [
    "11",
    "军事学",
    "Military Science",
    [
      ["1101", "军事思想与军事历史", "Military Thought and Military History"],
      ["1102", "战略学", "Strategy"],
      ["1103", "联合作战学", "Joint Operations"],
      ["1104", "军兵种作战学", "Service and Arms Operations"],
      ["1105", "军队指挥学", "Military Command"],
      ["1106", "军队政治工作学", "Military Political Work"],
      ["1107", "军事后勤学", "Military Logistics"],
      ["1108", "军事装备学", "Military Equipment"],
      ["1109", "军事管理学", "Military Management"],
      ["1110", "军事训练学", "Military Training"],
      ["1111", "军事智能", "Military Intelligence"],
    ],
  ],
  [
    "12",
    "管理学",
    "Management",
    [
      ["1201", "管理科学与工程", "Management Science and Engineering"],
      ["1202", "工商管理学", "Business Administration"],
      ["1203", "农林经济管理", "Agricultural and Forestry Economics and Management"],
      ["1204", "公共管理学", "Public Administration"],
      ["1205", "信息资源管理", "Information Resources Management"],
    ],
  ],
  ["13", "艺术学", "Art", [["1301", "艺术学", "Art Studies"]]],
  [
    "14",
    "交叉学科",
    "Interdisciplinary Studies",
    [
      ["1401", "集成电路科学与工程", "Integrated Circuit Science and Engineering"],
      ["1402", "国家安全学", "National Security Studies"],
      ["1403", "设计学", "Design"],
      ["1404", "遥感科学与技术", "Remote Sensing Science and Technology"],
      ["1405", "智能科学与技术", "Intelligence Science and Technology"],
      ["1406", "纳米科学与工程", "Nanoscience and Engineering"],
      ["1407", "区域国别学", "Area Studies"],
    ],
  ],
];

/**
 * subjectType holds the categories; each category has a child type `subjectType_<category>` holding its
 * first-level disciplines, so a form can choose a category, then a discipline.
 */
const SUBJECT_TYPE: TypeSeed = {
  code: "subjectType",
  zh: "学科门类",
  en: "Discipline categories",
  values: DISCIPLINE_CATALOGUE.map(([code, zh, en]) => [code, zh, en] as const),
  children: DISCIPLINE_CATALOGUE.map(([code, zh, en, disciplines]) => ({
    code: `subjectType_${code}`,
    zh: `${zh}一级学科`,
    en: `${en}: first-level disciplines`,
    values: disciplines,
  })),
};

export const DICTIONARY: readonly TypeSeed[] = [
  {
    code: "comm",
    zh: "通用",
    en: "Common",
    children: [
      { code: "comm_sex", zh: "性别", en: "Sex", values: SEXES },
      { code: "nation", zh: "民族", en: "Ethnic group", values: NATIONS },
      { code: "political_status", zh: "政治面貌", en: "Political status", values: POLITICAL_STATUS },
      { code: "degree", zh: "学位", en: "Degree", values: DEGREES },
      { code: "education", zh: "学历", en: "Education", values: EDUCATION },
    ],
  },
  {
    code: "zcps",
    zh: "职称评审",
    en: "Title evaluation",
    children: [
      { code: "zcps_jstd", zh: "技术职务等级", en: "Professional title rank", values: TITLE_RANKS },
      { code: "title_high_level", zh: "高级职称层级", en: "Senior title level", values: TITLE_HIGH_LEVELS },
      {
        code: "title_sub_level",
        zh: "职称子级（岗位等级）",
        en: "Title sub-level (post grade)",
        values: TITLE_SUB_LEVELS,
      },
      { code: "recommend_remark", zh: "推荐意见", en: "Recommendation remark", values: RECOMMEND_REMARKS },
      SUBJECT_TYPE,
    ],
  },
];
