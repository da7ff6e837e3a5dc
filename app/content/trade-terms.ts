import type { Localized } from "./localized";
import { type INCOTERMS_2020, parseEntry, tradeTermsSchema } from "./schema";

type IncotermRule = (typeof INCOTERMS_2020)[number];

/** Incoterms 2020 rules for containers: the risk passes at the container terminal, not on board. */
const CONTAINER_INCOTERMS = [
  {
    rule: "FCA",
    place: { en: "Bosaso port container terminal", ar: "محطة الحاويات في ميناء بوصاصو" },
  },
  {
    rule: "FCA",
    place: {
      en: "Berbera (Somaliland) container terminal, by arrangement",
      ar: "محطة الحاويات في بربرة (أرض الصومال)، بالاتفاق",
    },
  },
  {
    rule: "CPT",
    place: {
      en: "a named port, e.g. Jebel Ali, Dammam, Jeddah, Salalah, Mombasa or Djibouti",
      ar: "ميناء مسمّى، مثل جبل علي أو الدمام أو جدة أو صلالة أو مومباسا أو جيبوتي",
    },
  },
  {
    rule: "CIP",
    place: {
      en: "the same named ports, with the cargo insured by us",
      ar: "الموانئ المسمّاة نفسها، مع تأميننا على البضاعة",
    },
  },
] as const;

const AIR_INCOTERMS = [
  {
    rule: "FCA",
    place: {
      en: "Bosaso or Garowe airport, with air cargo space booked for each order",
      ar: "مطار بوصاصو أو مطار غاروي، مع حجز مساحة الشحن الجوي لكل طلب",
    },
  },
  {
    rule: "CPT",
    place: { en: "the buyer's destination airport", ar: "مطار الوصول الذي يحدده المشتري" },
  },
  {
    rule: "CIP",
    place: {
      en: "the buyer's destination airport, with the cargo insured by us",
      ar: "مطار الوصول الذي يحدده المشتري، مع تأميننا على البضاعة",
    },
  },
] as const;

/**
 * The Arabic names of the rules, written in brackets after the Latin abbreviation on first use
 * (docs/arabic-glossary.md, "Trade terms"; unconfirmed until checked against ICC's Arabic text).
 */
export const INCOTERM_NAMES_AR: Partial<Record<IncotermRule, string>> = {
  EXW: "التسليم في مقر البائع",
  FCA: "التسليم إلى الناقل",
  CPT: "أجرة النقل مدفوعة إلى",
  CIP: "أجرة النقل والتأمين مدفوعتان إلى",
  FOB: "التسليم على ظهر السفينة",
  CFR: "التكلفة وأجرة الشحن",
  CIF: "التكلفة والتأمين وأجرة الشحن",
};

/**
 * "FCA Bosaso port container terminal; CPT a named port…"; in Arabic each rule's name follows its
 * abbreviation the first time it appears: "FCA (التسليم إلى الناقل) محطة الحاويات…؛ FCA …".
 */
export function listIncoterms(
  incoterms: readonly { rule: IncotermRule; place: Localized }[],
): Localized {
  const named = new Set<IncotermRule>();
  const arabic = incoterms.map(({ rule, place }) => {
    const name = INCOTERM_NAMES_AR[rule];
    const first = name !== undefined && !named.has(rule);
    named.add(rule);
    return first ? `${rule} (${name}) ${place.ar}` : `${rule} ${place.ar}`;
  });
  return {
    en: incoterms.map(({ rule, place }) => `${rule} ${place.en}`).join("; "),
    ar: arabic.join("؛ "),
  };
}

/**
 * The commercial terms behind every product page and specification sheet. Minimum orders, lead
 * times, payment terms, ports and Incoterms are the business's own defaults: change them here.
 */
export const tradeTerms = parseEntry("app/content/trade-terms.ts", tradeTermsSchema, {
  dataDate: "2026-11-23",
  countryOfOrigin: { en: "Somalia (Puntland State)", ar: "الصومال (ولاية بونتلاند)" },
  faoAreaName: { en: "Western Indian Ocean", ar: "غرب المحيط الهندي" },
  shipping: {
    chilled: {
      transport: "air",
      mode: {
        en: "Air freight, in leak-proof insulated boxes with gel packs",
        ar: "شحن جوي، في صناديق معزولة حراريًا محكمة ضد التسرب مع عبوات تبريد (جل)",
      },
      incoterms: AIR_INCOTERMS,
      minimumOrder: { en: "300 kg per air shipment", ar: "300 kg لكل شحنة جوية" },
      leadTime: {
        en: "2–4 days from order confirmation, in season and subject to landings and flights",
        ar: "2–4 أيام من تأكيد الطلب، في الموسم، وحسب كميات الإنزال ومواعيد الرحلات",
      },
    },
    live: {
      transport: "air",
      mode: {
        en: "Air freight, packed to the IATA Live Animals Regulations",
        ar: "شحن جوي، بتعبئة مطابقة للوائح الحيوانات الحية الصادرة عن الاتحاد الدولي للنقل الجوي (IATA)",
      },
      incoterms: AIR_INCOTERMS,
      minimumOrder: { en: "100 kg per air shipment", ar: "100 kg لكل شحنة جوية" },
      leadTime: {
        en: "2–4 days from order confirmation, in the lobster season",
        ar: "2–4 أيام من تأكيد الطلب، في موسم الشارخة",
      },
    },
    frozen: {
      transport: "reefer",
      mode: {
        en: "Reefer container, 20′ or 40′ high cube, at −18 °C or below",
        ar: "حاوية مبرّدة 20 قدمًا أو 40 قدمًا مرتفعة، عند −18 °م أو أقل",
      },
      incoterms: CONTAINER_INCOTERMS,
      minimumOrder: {
        en: "One 20′ reefer container; products may be mixed in one container (see the container loads for the tonnage of each pack)",
        ar: "حاوية مبرّدة واحدة 20 قدمًا؛ ويمكن الجمع بين عدة منتجات في حاوية واحدة (انظر حمولة الحاوية لمعرفة وزن كل عبوة بالطن)",
      },
      leadTime: {
        en: "2–3 weeks from stock to loading; 4–6 weeks when produced to order",
        ar: "2–3 أسابيع من المخزون حتى التحميل؛ و4–6 أسابيع عند الإنتاج حسب الطلب",
      },
    },
    dried: {
      transport: "dry",
      mode: {
        en: "Dry container, 20′ or 40′, stowed away from the container doors and kept out of the sun",
        ar: "حاوية جافة 20 قدمًا أو 40 قدمًا، تُرصّ فيها البضاعة بعيدًا عن أبواب الحاوية وتُبعَد عن الشمس",
      },
      incoterms: CONTAINER_INCOTERMS,
      minimumOrder: {
        en: "5 t, about one 20′ dry container",
        ar: "5 أطنان، أي نحو حاوية جافة واحدة 20 قدمًا",
      },
      leadTime: { en: "2–3 weeks from stock to loading", ar: "2–3 أسابيع من المخزون حتى التحميل" },
    },
  },
  containers: [
    {
      name: { en: "20′ reefer", ar: "حاوية مبرّدة 20 قدمًا" },
      kind: "reefer",
      stowageMm: { length: 5450, width: 2285, height: 2160 },
      maxPayloadKg: 24500,
    },
    {
      name: { en: "40′ high-cube reefer", ar: "حاوية مبرّدة مرتفعة 40 قدمًا" },
      kind: "reefer",
      stowageMm: { length: 11590, width: 2285, height: 2400 },
      maxPayloadKg: 24900,
    },
    {
      name: { en: "20′ dry container", ar: "حاوية جافة 20 قدمًا" },
      kind: "dry",
      stowageMm: { length: 5898, width: 2352, height: 2393 },
      maxPayloadKg: 28200,
    },
    {
      name: { en: "40′ dry container", ar: "حاوية جافة 40 قدمًا" },
      kind: "dry",
      stowageMm: { length: 12032, width: 2352, height: 2393 },
      maxPayloadKg: 26700,
    },
  ],
  paymentTerms: [
    {
      en: "First orders: 30% with the signed proforma invoice, 70% against copies of the shipping documents",
      ar: "الطلبات الأولى: 30% دفعة مقدمة مع الفاتورة المبدئية الموقّعة، و70% مقابل نسخ مستندات الشحن",
    },
    {
      en: "Or an irrevocable letter of credit payable at sight",
      ar: "أو اعتماد مستندي غير قابل للإلغاء يُدفع بالاطلاع",
    },
    {
      en: "Prices in US dollars; a quotation holds for 7 days",
      ar: "الأسعار بالدولار الأمريكي؛ وعرض السعر صالح مدة 7 أيام",
    },
  ],
  documents: [
    {
      term: { en: "Health certificate", ar: "شهادة صحية" },
      description: {
        en: "For each consignment, from the Somali authority that the importing country accepts for fishery products, stating that the goods are fit for human consumption. We name the issuing authority in the quotation.",
        ar: "لكل إرسالية، من الجهة الصومالية التي يقبلها البلد المستورد لمنتجات الصيد، وتشهد بأن البضاعة صالحة للاستهلاك الآدمي. ونسمّي الجهة المُصدِرة في عرض السعر.",
      },
    },
    {
      term: { en: "Certificate of origin", ar: "شهادة المنشأ" },
      description: {
        en: "Declares Somalia as the country of origin.",
        ar: "تُثبت أن الصومال هو بلد المنشأ.",
      },
    },
    {
      term: { en: "Catch certificate", ar: "شهادة الصيد" },
      description: {
        en: "The catch area, landing site and landing dates of each lot, arranged for the order where the importing country asks for proof of legal catch. We name the issuing authority in the quotation.",
        ar: "تبيّن منطقة الصيد وموقع الإنزال وتواريخ الإنزال لكل تشغيلة، ونستخرجها للطلب حين يطلب البلد المستورد إثبات مشروعية الصيد. ونسمّي الجهة المُصدِرة في عرض السعر.",
      },
    },
    {
      term: { en: "Commercial invoice and packing list", ar: "الفاتورة التجارية وقائمة التعبئة" },
      description: {
        en: "Products, size grades, lot numbers, number of cartons and net and gross weights, with net weight declared without glaze or ice.",
        ar: "المنتجات وفئات الحجم وأرقام التشغيلات وعدد الكراتين والوزن الصافي والوزن القائم، مع التصريح بالوزن الصافي دون طبقة الثلج أو الثلج.",
      },
    },
    {
      term: { en: "Bill of lading", ar: "بوليصة الشحن" },
      description: {
        en: "For containers by sea. Under FCA the buyer contracts the carrier; where a letter of credit calls for an on-board bill of lading, the buyer may instruct its carrier to issue one to us (Incoterms 2020, FCA A6 and B6), and we present it to the bank.",
        ar: "للحاويات المشحونة بحرًا. في البيع بشرط FCA يتعاقد المشتري مع الناقل، فإذا اشترط الاعتماد المستندي بوليصة شحن تُثبت التحميل على ظهر السفينة، جاز للمشتري أن يطلب من ناقله إصدارها لنا (قواعد إنكوترمز® 2020، البندان A6 وB6 من قاعدة FCA)، ونقدّمها نحن إلى البنك.",
      },
      states: ["frozen", "dried"],
    },
    {
      term: { en: "Air waybill", ar: "بوليصة الشحن الجوي" },
      description: {
        en: "For fresh fish and live lobster by air.",
        ar: "للأسماك المبرّدة والشارخة الحية المشحونة جوًا.",
      },
      states: ["chilled", "live"],
    },
    {
      term: { en: "Shipper's certification for live animals", ar: "إقرار الشاحن للحيوانات الحية" },
      description: {
        en: "The declaration the IATA Live Animals Regulations require with every consignment of live animals by air, with the packing and handling instructions for the lobsters.",
        ar: "الإقرار الذي تشترطه لوائح الحيوانات الحية الصادرة عن الاتحاد الدولي للنقل الجوي (IATA) مع كل إرسالية حيوانات حية تُشحن جوًا، ومعه تعليمات تعبئة الشارخة ومناولتها.",
      },
      states: ["live"],
    },
    {
      term: { en: "CITES statement", ar: "إقرار بشأن اتفاقية CITES" },
      description: {
        en: "A statement on the invoice that the spiny lobsters (Panulirus homarus, P. ornatus) are not species listed in the CITES Appendices, so no CITES permit applies.",
        ar: "إقرار على الفاتورة بأن جراد البحر الشوكي (Panulirus homarus، P. ornatus) ليس من الأنواع المدرجة في ملاحق اتفاقية التجارة الدولية بأنواع الحيوانات والنباتات البرية المهددة بالانقراض (CITES)، فلا يلزم له تصريح CITES.",
      },
      states: ["live"],
    },
    {
      term: { en: "Histamine test report", ar: "تقرير فحص الهستامين" },
      description: {
        en: "For each lot of king fish, skipjack tuna and oil sardine: the results of 9 fish against the Codex limits and the EU criterion, screened on site with a rapid kit and confirmed on request by HPLC (EN ISO 19343) at a laboratory named in the quotation.",
        ar: "لكل تشغيلة من الكنعد والتونة الوثّابة والعومة: نتائج فحص 9 أسماك وفق حدود الدستور الغذائي (Codex) والمعيار الأوروبي، بفحص سريع في الموقع، وتُؤكَّد عند الطلب بطريقة HPLC (EN ISO 19343) في مختبر نسمّيه في عرض السعر.",
      },
      control: "histamine",
    },
    {
      term: { en: "Halal certificate", ar: "شهادة حلال" },
      description: {
        en: "Supplied where the buyer or the importing country asks for one.",
        ar: "تُقدَّم متى طلبها المشتري أو البلد المستورد.",
      },
      families: ["Scombridae", "Serranidae", "Lutjanidae", "Clupeidae"],
    },
    {
      term: { en: "Halal certificate for lobster", ar: "شهادة حلال للشارخة" },
      description: {
        en: "Supplied where asked for, from a certifier that follows the Shafi'i, Maliki or Hanbali schools, which permit lobster; the Hanafi school generally does not.",
        ar: "تُقدَّم عند الطلب من جهة تصديق تتبع المذهب الشافعي أو المالكي أو الحنبلي، وهي مذاهب تُبيح الشارخة؛ أما المذهب الحنفي فلا يُبيحها عمومًا.",
      },
      families: ["Palinuridae"],
    },
    {
      term: {
        en: "Labels for the Gulf (GCC)",
        ar: "بطاقات المنتج لدول الخليج (مجلس التعاون)",
      },
      description: {
        en: "Every carton labelled in Arabic and English as GSO 9 requires, the production and expiry dates written plainly, not in code (day, month and year under 3 months of shelf life, else month and year; GSO 150).",
        ar: "على كل كرتونة بطاقة بالعربية والإنجليزية كما تشترط اللائحة الخليجية GSO 9، وتاريخ الإنتاج وتاريخ انتهاء الصلاحية مكتوبَين صراحةً لا بالرموز (يوم وشهر وسنة لصلاحية دون 3 أشهر، وإلا شهر وسنة؛ GSO 150).",
      },
    },
    {
      term: {
        en: "Labels for frozen products (SFDA)",
        ar: "بطاقات المنتجات المجمّدة (الهيئة العامة للغذاء والدواء)",
      },
      description: {
        en: "Frozen cartons also carry the freezing date and the source of the product: marine, caught at sea, not farmed, as the SFDA requires.",
        ar: "وعلى كراتين المجمّد أيضًا تاريخ التجميد ومصدر المنتج: بحري مصيد من البحر لا من الاستزراع، كما تشترط الهيئة.",
      },
      states: ["frozen"],
    },
    {
      term: { en: "Ingredients line (salted sardine)", ar: "بيان المكوّنات (العومة المملّحة)" },
      description: {
        en: "Salted dried sardine lists its ingredients on the label: sardine, salt. Plain sun-dried sardine has one ingredient, the fish.",
        ar: "تُدرج العومة المملّحة المجففة مكوّناتها على البطاقة: عومة، ملح. أما العومة المجففة بالشمس دون ملح فمكوّنها واحد هو السمك.",
      },
      states: ["dried"],
    },
    {
      term: {
        en: "SFDA listing (Saudi Arabia)",
        ar: "الإدراج لدى الهيئة العامة للغذاء والدواء (السعودية)",
      },
      description: {
        en: "Saudi Arabia admits fishery products only from foreign establishments on the Saudi Food and Drug Authority's approved list. We accept an order for Saudi Arabia once our Badey establishment's listing is confirmed.",
        ar: "لا تقبل المملكة العربية السعودية منتجات الصيد إلا من منشآت أجنبية مدرجة لدى الهيئة العامة للغذاء والدواء (SFDA)، ونقبل طلباتها متى تأكّد إدراج منشأتنا في بادي.",
      },
    },
  ],
  incotermsOffered: [
    {
      term: { en: "By sea, in reefer or dry containers", ar: "بحرًا، في حاويات مبرّدة أو جافة" },
      description: {
        en: `${listIncoterms(CONTAINER_INCOTERMS).en}. A container is handed to the carrier at the terminal before it is loaded on the ship, so ICC Incoterms 2020 advises FCA, CPT and CIP rather than FOB, CFR and CIF, which pass the risk only once the goods are on board.`,
        ar: `${listIncoterms(CONTAINER_INCOTERMS).ar}. تُسلَّم الحاوية إلى الناقل في المحطة قبل تحميلها على السفينة، لذلك توصي قواعد إنكوترمز® 2020 الصادرة عن غرفة التجارة الدولية بقواعد FCA وCPT وCIP بدلًا من FOB (${INCOTERM_NAMES_AR.FOB}) وCFR (${INCOTERM_NAMES_AR.CFR}) وCIF (${INCOTERM_NAMES_AR.CIF})، التي لا تنتقل فيها المخاطر إلا بعد وضع البضاعة على ظهر السفينة.`,
      },
    },
    {
      term: { en: "By air", ar: "جوًا" },
      description: {
        en: `${listIncoterms(AIR_INCOTERMS).en}. FOB, CFR and CIF are rules for sea and inland waterway transport only, so they are not used for air freight.`,
        ar: `${listIncoterms(AIR_INCOTERMS).ar}. أما FOB وCFR وCIF فقواعد للنقل البحري والنقل عبر المجاري المائية الداخلية وحدهما، فلا تُستخدم في الشحن الجوي.`,
      },
    },
  ],
  markets: [
    {
      term: { en: "Gulf", ar: "دول الخليج" },
      description: {
        en: "The United Arab Emirates, Oman and the other Gulf states, and Saudi Arabia once our establishment's SFDA listing is confirmed, by reefer container by sea and by air, with cartons labelled in Arabic and English.",
        ar: "الإمارات العربية المتحدة وسلطنة عُمان وسائر دول الخليج، والمملكة العربية السعودية متى تأكّد إدراج منشأتنا لدى الهيئة العامة للغذاء والدواء، بالحاويات المبرّدة بحرًا وبالشحن الجوي، مع بطاقات باللغتين العربية والإنجليزية على الكراتين.",
      },
    },
    {
      term: { en: "Yemen", ar: "اليمن" },
      description: {
        en: "Aden and Mukalla, across the Gulf of Aden from Bosaso: frozen and dried fish, FCA Bosaso, with payment in full before loading.",
        ar: "عدن والمكلا، على الضفة المقابلة لبوصاصو من خليج عدن: أسماك مجمّدة ومجفّفة، بشرط FCA بوصاصو، مع سداد كامل القيمة قبل التحميل.",
      },
    },
    {
      term: { en: "East Africa", ar: "شرق أفريقيا" },
      description: {
        en: "Kenya, Djibouti and, through Djibouti, Ethiopia.",
        ar: "كينيا وجيبوتي، وإثيوبيا عبر جيبوتي.",
      },
    },
    {
      term: { en: "North Africa", ar: "شمال أفريقيا" },
      description: {
        en: "Egypt, with frozen and dried fish by sea.",
        ar: "مصر، بالأسماك المجمّدة والمجفّفة بحرًا.",
      },
    },
    {
      term: { en: "Asia", ar: "آسيا" },
      description: {
        en: "Importers in countries whose rules admit fishery products from Somalia; we confirm this for each destination before we quote.",
        ar: "المستوردون في الدول التي تسمح أنظمتها باستيراد منتجات الصيد من الصومال؛ ونتحقق من ذلك لكل وجهة قبل تقديم عرض السعر.",
      },
    },
  ],
  marketsExcluded: {
    en: "We do not export to the European Union: Somalia is not on the EU's list of countries approved to export fishery products (Commission Implementing Regulation (EU) 2021/405).",
    ar: "لا نصدّر إلى الاتحاد الأوروبي: فالصومال ليس مدرجًا في قائمة الدول المعتمدة لتصدير منتجات الصيد إلى الاتحاد الأوروبي (اللائحة التنفيذية للمفوضية الأوروبية (EU) 2021/405).",
  },
  orderSteps: [
    {
      title: { en: "Enquiry", ar: "الاستفسار" },
      text: {
        en: "Tell us the product, form, size grade, quantity, destination port or airport and when you need it.",
        ar: "أخبرنا بالمنتج وشكله وفئة الحجم والكمية وميناء الوصول أو مطاره وموعد حاجتك إليه.",
      },
    },
    {
      title: { en: "Quotation", ar: "عرض السعر" },
      text: {
        en: "We reply with a price per kilogram on the Incoterm you choose (FCA, CPT or CIP, see below), the packing, the earliest shipping date and the product's specification sheet.",
        ar: "نرد بالسعر للكيلوغرام وفق قاعدة إنكوترمز التي تختارها (FCA أو CPT أو CIP، انظر أدناه)، وطريقة التعبئة، وأقرب موعد للشحن، ونشرة مواصفات المنتج.",
      },
    },
    {
      title: { en: "Proforma invoice", ar: "الفاتورة المبدئية" },
      text: {
        en: "Once you accept, we send a proforma invoice setting out products, grades, packing, quantities, price, Incoterm, shipping date and payment terms, for you to sign.",
        ar: "بعد موافقتك نرسل إليك فاتورة مبدئية تحدد المنتجات والفئات والتعبئة والكميات والسعر وقاعدة إنكوترمز وموعد الشحن وشروط الدفع، لتوقّعها.",
      },
    },
    {
      title: { en: "Payment", ar: "الدفع" },
      text: {
        en: "You pay the deposit or open the letter of credit, as agreed on the proforma invoice.",
        ar: "تدفع الدفعة المقدمة أو تفتح الاعتماد المستندي، وفق ما اتُّفق عليه في الفاتورة المبدئية.",
      },
    },
    {
      title: { en: "Production", ar: "الإنتاج" },
      text: {
        en: "We pack the order from stock or produce it to your specification, test each lot as required and send you photographs of the packed cartons. You may inspect before loading.",
        ar: "نعبّئ الطلب من المخزون أو ننتجه وفق مواصفاتك، ونفحص كل تشغيلة حسب المطلوب، ونرسل إليك صور الكراتين المعبّأة. ويمكنك إجراء الفحص قبل التحميل.",
      },
    },
    {
      title: { en: "Documents and shipping", ar: "المستندات والشحن" },
      text: {
        en: "We load the container or hand the boxes to the airline, send copies of the documents, and release the originals when the balance is paid or through the bank under the letter of credit.",
        ar: "نحمّل الحاوية أو نسلّم الصناديق إلى شركة الطيران، ونرسل نسخ المستندات، ونسلّم الأصول عند سداد الرصيد أو عبر البنك بموجب الاعتماد المستندي.",
      },
    },
  ],
});
