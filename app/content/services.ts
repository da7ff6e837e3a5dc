import {
  ciguateraLimitsInWords,
  HISTAMINE_ICING_HOURS,
  histamineLimitsText,
  NEVER_BOUGHT_SNAPPERS,
} from "./food-safety";
import { FILLET_PACKING_IN_WORDS } from "./packing";
import { requireTranslations } from "./localized";
import { parseContent, serviceSchema } from "./schema";
import { tradeTerms } from "./trade-terms";

export const services = parseContent("app/content/services.ts", serviceSchema, [
  {
    slug: "fish-processing",
    title: { en: "Fish Processing and Packaging", ar: "تجهيز الأسماك وتعبئتها" },
    icon: "factory",
    summary: {
      en: "Fish landed on the Eyl coast is gutted, scaled, filleted, graded and packed at our Badey site within hours of coming ashore.",
      ar: "تُنزع أحشاء السمك الذي يُنزَل على ساحل إيل وقشوره، ويُقطَّع فيليه ويُصنَّف ويُعبّأ في موقعنا في بادي خلال ساعات من وصوله إلى الشاطئ.",
    },
    featured: true,
    image: "service-fish-processing",
    whatWeOffer: [
      {
        en: "Our processing site at Badey is close to where the boats come in, so the catch reaches our tables while it is still fresh. Every landing is weighed and checked on arrival, then washed, gutted and scaled by a team that handles fish every working day, with the fish kept in melting ice at 0–2 °C throughout.",
        ar: "يقع موقع التجهيز لدينا في بادي قرب مرسى القوارب، فيصل الصيد إلى طاولاتنا وهو في أفضل حالاته. ويُوزن كل إنزال ويُفحص عند وصوله، ثم يغسله فريق يتعامل مع السمك كل يوم عمل وينزع أحشاءه وقشوره، مع إبقاء السمك في ثلج ذائب عند 0–2 °م طوال الوقت.",
      },
      {
        en: "From there we cut to order: whole gutted fish, steaks, loins, and skin-on or skinless fillets. Fish are graded by species and size so that each carton holds a consistent product, and weights are recorded against every batch.",
        ar: "ثم نقطّع حسب الطلب: سمك كامل منزوع الأحشاء، وشرائح عرضية، وقطع طولية، وفيليه بالجلد أو منزوع الجلد. ويُصنَّف السمك حسب النوع والحجم لتحتوي كل كرتونة على منتج متجانس، وتُسجَّل الأوزان لكل تشغيلة.",
      },
      {
        en: `Packing is matched to how the product will travel. Fresh fish goes into iced, insulated boxes; ${FILLET_PACKING_IN_WORDS.chilled.en} for air freight, and ${FILLET_PACKING_IN_WORDS.frozen.en} into master cartons before they move into cold storage. Each carton is labelled in Arabic and English with species, grade, net weight, production and expiry dates and lot number, so it can be traced back to the day it was landed.`,
        ar: `تُختار التعبئة بحسب طريقة نقل المنتج. فيوضع السمك المبرّد في صناديق معزولة حراريًا مع الثلج، و${FILLET_PACKING_IN_WORDS.chilled.ar} للشحن الجوي، و${FILLET_PACKING_IN_WORDS.frozen.ar} ثم يوضع في كراتين رئيسية قبل نقله إلى التخزين المبرّد. وتحمل كل كرتونة بطاقة باللغتين العربية والإنجليزية بالنوع والفئة والوزن الصافي وتاريخ الإنتاج وتاريخ انتهاء الصلاحية ورقم التشغيلة، ليمكن تتبعها حتى يوم إنزالها.`,
      },
    ],
    benefits: [
      { en: "Fish handled within hours of landing", ar: "مناولة السمك خلال ساعات من إنزاله" },
      { en: "Cuts and portion sizes to your order", ar: "قطع وأحجام حصص حسب طلبك" },
      { en: "Consistent size grading in every carton", ar: "تصنيف متجانس للأحجام في كل كرتونة" },
      {
        en: "Vacuum packing and blast freezing on site",
        ar: "تعبئة تحت التفريغ وتجميد سريع في الموقع",
      },
      {
        en: "Lot labelling that traces every carton to its landing",
        ar: "بطاقات برقم التشغيلة تتيح تتبع كل كرتونة حتى إنزالها",
      },
    ],
    seoDescription: {
      en: "Gutting, scaling, filleting, size grading, vacuum packing and blast freezing of fresh fish at our Badey processing site on Puntland's Eyl coast.",
      ar: "نزع الأحشاء والقشور والتقطيع إلى فيليه والتصنيف حسب الحجم والتعبئة تحت التفريغ والتجميد السريع للسمك في موقعنا في بادي على ساحل إيل.",
    },
  },
  {
    slug: "cold-storage",
    title: { en: "Cold Storage and Transportation", ar: "التخزين المبرّد والنقل" },
    icon: "snowflake",
    summary: {
      en: "A cold chain at −18 °C or below, from our blast freezers at Badey by reefer truck to our cold store in Garowe and on to the port of Bosaso.",
      ar: "سلسلة تبريد عند −18 °م أو أقل، من غرف التجميد السريع لدينا في بادي بالشاحنات المبرّدة إلى مخزن التبريد لدينا في غاروي ثم إلى ميناء بوصاصو.",
    },
    featured: false,
    image: "service-cold-storage",
    whatWeOffer: [
      {
        en: "Frozen product leaves Badey in refrigerated reefer trucks bound for our cold storage site at Garowe. Trucks are cooled before loading and temperatures are monitored for the whole journey inland, so fish arrives as cold as it left the freezer.",
        ar: "يغادر المنتج المجمّد بادي في شاحنات مبرّدة متجهة إلى موقع التخزين المبرّد لدينا في غاروي. وتُبرَّد الشاحنات قبل التحميل، وتُراقَب درجات الحرارة طوال الرحلة إلى الداخل، فيصل السمك باردًا كما خرج من المجمّد.",
      },
      {
        en: "At Garowe, product is held at −18 °C or colder, with stock recorded by lot and rotated first in, first out. Garowe is the capital of Puntland and lies on the main road north to Bosaso, Puntland's port on the Gulf of Aden, which makes it a practical staging point for export shipments and for buyers across Somalia.",
        ar: "وفي غاروي يُحفظ المنتج عند −18 °م أو أقل، ويُسجَّل المخزون حسب رقم التشغيلة ويُصرف وفق قاعدة ما يرد أولًا يُصرف أولًا. وغاروي عاصمة بونتلاند، وتقع على الطريق الرئيسي شمالًا إلى بوصاصو، ميناء بونتلاند على خليج عدن، ما يجعلها نقطة تجميع عملية لشحنات التصدير وللمشترين في أنحاء الصومال.",
      },
      {
        en: "Our cold store and trucks are also available to other businesses. If you have frozen seafood that needs holding or moving under temperature control, we can quote for space in our store and for reefer haulage on our routes.",
        ar: "ويمكن للشركات الأخرى أيضًا الاستفادة من مخزن التبريد والشاحنات لدينا. فإن كانت لديك مأكولات بحرية مجمّدة تحتاج إلى تخزين أو نقل بدرجة حرارة مضبوطة، قدّمنا لك عرض سعر لمساحة في مخزننا وللنقل المبرّد على خطوطنا.",
      },
    ],
    benefits: [
      { en: "An unbroken cold chain at −18 °C", ar: "سلسلة تبريد متصلة عند −18 °م" },
      { en: "Reefer trucks running from Badey to Garowe", ar: "شاحنات مبرّدة تعمل بين بادي وغاروي" },
      { en: "Temperature records for every load", ar: "سجلات درجات الحرارة لكل حمولة" },
      {
        en: "Stock tracked by lot and rotated first in, first out",
        ar: "مخزون يُتتبَّع برقم التشغيلة ويُصرف وفق قاعدة ما يرد أولًا يُصرف أولًا",
      },
      {
        en: "Storage and haulage available to other businesses",
        ar: "تخزين ونقل متاحان للشركات الأخرى",
      },
    ],
    seoDescription: {
      en: "Cold storage at −18 °C in Garowe and reefer transport from our Badey processing site, keeping Puntland seafood frozen from freezer to port.",
      ar: "تخزين مبرّد عند −18 °م في غاروي ونقل بشاحنات مبرّدة من موقع التجهيز في بادي، لتبقى المأكولات البحرية مجمّدة من المجمّد حتى الميناء.",
    },
  },
  {
    slug: "seafood-export",
    title: { en: "Seafood Export Services", ar: "خدمات تصدير المأكولات البحرية" },
    icon: "ship",
    summary: {
      en: "Documents, packing and shipping that take Puntland seafood to buyers in the Gulf, East and North Africa and Asia, by container from Bosaso or by air.",
      ar: "مستندات وتعبئة وشحن توصل المأكولات البحرية من بونتلاند إلى المشترين في دول الخليج وشرق أفريقيا وشمالها وآسيا، بالحاويات من بوصاصو أو بالشحن الجوي.",
    },
    featured: false,
    image: "service-seafood-export",
    whatWeOffer: [
      {
        en: "Selling seafood across borders depends as much on documents as on fish. For each consignment we prepare the commercial invoice and packing list and arrange the health certificate (naming its issuing authority in the quotation), the certificate of origin and, where asked, a halal certificate, so a shipment is not held up waiting for paperwork.",
        ar: "بيع المأكولات البحرية عبر الحدود يعتمد على المستندات بقدر ما يعتمد على السمك. فلكل إرسالية نُعدّ الفاتورة التجارية وقائمة التعبئة، ونستخرج الشهادة الصحية (ونسمّي الجهة المُصدِرة لها في عرض السعر)، وشهادة المنشأ، وشهادة حلال عند الطلب، حتى لا تتأخر الشحنة في انتظار الأوراق.",
      },
      {
        en: "Frozen and dried products leave by container from Bosaso, Puntland's port on the Gulf of Aden; Berbera, in Somaliland, is an alternative by arrangement. Fresh fish and live lobster go by air. We book reefer container space, plan loading from our Garowe cold store and keep frozen product at −18 °C or below right up to the container door.",
        ar: "تغادر المنتجات المجمّدة والمجففة بالحاويات من بوصاصو، ميناء بونتلاند على خليج عدن، ويمكن الشحن من بربرة في أرض الصومال بالاتفاق. أما السمك المبرّد والشارخة الحية فتُشحن جوًا. ونحجز مساحات الحاويات المبرّدة، ونخطط للتحميل من مخزن التبريد لدينا في غاروي، ونحفظ المنتج المجمّد عند −18 °م أو أقل حتى باب الحاوية.",
      },
      {
        en: "We sell to importers in the Gulf, East and North Africa and Asia, and confirm before we quote that the destination admits fishery products from Somalia. New buyers can start with a trial consignment to judge our quality before committing to larger volumes.",
        ar: "نبيع للمستوردين في دول الخليج وشرق أفريقيا وشمالها وآسيا، ونتحقق قبل تقديم عرض السعر من أن بلد الوجهة يسمح باستيراد منتجات الصيد من الصومال. ويمكن للمشترين الجدد البدء بشحنة تجريبية للحكم على جودتنا قبل الالتزام بكميات أكبر.",
      },
    ],
    benefits: [
      {
        en: "Export documents prepared for every consignment",
        ar: "مستندات التصدير مُعدّة لكل إرسالية",
      },
      {
        en: "Reefer containers from Bosaso, 20′ or 40′, booked for each order",
        ar: "حاويات مبرّدة 20 قدمًا أو 40 قدمًا من بوصاصو، تُحجز لكل طلب",
      },
      {
        en: "Air freight for fresh fish and live lobster",
        ar: "شحن جوي للسمك المبرّد والشارخة الحية",
      },
      {
        en: "Frozen product kept at −18 °C or below to the container door",
        ar: "منتج مجمّد محفوظ عند −18 °م أو أقل حتى باب الحاوية",
      },
      { en: "Trial consignments for new buyers", ar: "شحنات تجريبية للمشترين الجدد" },
      { en: "Updates from loading to arrival", ar: "نُطلعك على سير الشحنة من التحميل حتى الوصول" },
    ],
    sections: [
      {
        kind: "steps",
        id: "how-to-order",
        heading: { en: "How to Order", ar: "كيف تطلب" },
        intro: {
          en: "Six steps from your first message to the goods on their way. Minimum orders, lead times and payment terms for each product are on its specification sheet.",
          ar: "ست خطوات من رسالتك الأولى حتى انطلاق البضاعة. وتجد الحد الأدنى للطلب ومدة التوريد وشروط الدفع لكل منتج في نشرة مواصفاته.",
        },
        steps: tradeTerms.orderSteps,
      },
      {
        kind: "terms",
        id: "incoterms",
        heading: { en: "Incoterms We Offer", ar: "قواعد إنكوترمز التي نقدمها" },
        intro: {
          en: "We quote on Incoterms 2020 rules that fit how the goods travel. The named place sets where the risk passes to you.",
          ar: "نقدّم أسعارنا وفق قواعد إنكوترمز® 2020 التي تناسب طريقة نقل البضاعة. ويحدد المكان المسمّى موضع انتقال المخاطر إليك.",
        },
        terms: tradeTerms.incotermsOffered,
      },
      {
        kind: "terms",
        id: "documents",
        heading: { en: "Shipping Documents and Labels", ar: "مستندات الشحن وبطاقات المنتج" },
        intro: {
          en: "Not every document goes with every product: each product's specification sheet lists the documents that come with it.",
          ar: "لا يرافق كل مستند كل منتج: فنشرة مواصفات كل منتج تبيّن المستندات التي ترافقه.",
        },
        terms: tradeTerms.documents.map(({ term, description }) => ({ term, description })),
      },
      {
        kind: "terms",
        id: "markets",
        heading: { en: "Markets We Serve", ar: "الأسواق التي نخدمها" },
        intro: tradeTerms.marketsExcluded,
        terms: tradeTerms.markets,
      },
    ],
    seoDescription: {
      en: "Seafood export from Puntland via Bosaso and by air to the Gulf, East and North Africa and Asia: health certificates, origin papers, reefer shipping.",
      ar: "تصدير المأكولات البحرية من بونتلاند عبر بوصاصو وبالشحن الجوي إلى دول الخليج وأفريقيا وآسيا: شهادات صحية وشهادات منشأ وشحن مبرّد.",
    },
  },
  {
    slug: "custom-processing",
    title: { en: "Custom Processing", ar: "التجهيز حسب مواصفات العميل" },
    icon: "scissors",
    summary: {
      en: "Cuts, portion weights, pack sizes and labels made to your specification, whether you supply hotel kitchens, retailers or wholesalers.",
      ar: "قطع وأوزان حصص وأحجام عبوات وبطاقات وفق مواصفاتك، سواء كنت تورّد لمطابخ الفنادق أو لمتاجر التجزئة أو لتجّار الجملة.",
    },
    featured: false,
    image: "service-custom-processing",
    whatWeOffer: [
      {
        en: "Not every buyer wants the same product. We work from your specification: species, cut, trim, portion weight, skin on or off, bone in or out, and the pack size that suits your kitchen, shelf or distribution network.",
        ar: "لا يريد كل المشترين المنتج نفسه. لذلك نعمل وفق مواصفاتك: النوع، وطريقة التقطيع، والتشذيب، ووزن الحصة، بالجلد أو دونه، بالعظم أو دونه، وحجم العبوة الذي يناسب مطبخك أو رفوفك أو شبكة توزيعك.",
      },
      {
        en: "We produce skipjack loins, king fish steaks and fillets, whole gutted or butterflied fish, lobster tails and portion-controlled fillets. Our standard packs are on each product's specification sheet: chilled fillets vacuum packed, frozen fillets individually quick frozen (IQF) and glazed. Pack sizes and labels can be made to your specification, with your product codes and the languages your market requires.",
        ar: "ننتج قطع التونة الوثّابة الطولية، وشرائح الكنعد العرضية وفيليه الكنعد، والسمك الكامل منزوع الأحشاء أو المفتوح على شكل فراشة، وذيول الشارخة، وفيليه بحصص مضبوطة الوزن. وتجد عبواتنا المعتادة في نشرة مواصفات كل منتج: الفيليه المبرّد معبأ تحت التفريغ، والفيليه المجمّد مجمّد فرديًا بسرعة (IQF) ومغطى بطبقة ثلج. ويمكن إعداد أحجام العبوات والبطاقات وفق مواصفاتك، برموز منتجاتك وباللغات التي يشترطها سوقك.",
      },
      {
        en: "Before a full run we produce a sample batch for your approval. Once the specification is agreed it is written down and followed on every order, so your fortieth delivery matches your first.",
        ar: "وقبل الإنتاج الكامل ننتج دفعة عينة لاعتمادك. وبعد الاتفاق على المواصفات تُدوَّن ويُلتزم بها في كل طلب، فتطابق شحنتك الأربعون شحنتك الأولى.",
      },
    ],
    benefits: [
      { en: "Cuts and portion weights to your specification", ar: "قطع وأوزان حصص وفق مواصفاتك" },
      {
        en: "Pack sizes to your specification, from retail packs to master cartons",
        ar: "أحجام عبوات وفق مواصفاتك، من عبوات التجزئة إلى الكراتين الرئيسية",
      },
      {
        en: "Glazing to protect frozen product in storage",
        ar: "تغطية بطبقة ثلج تحمي المنتج المجمّد أثناء التخزين",
      },
      {
        en: "Labels with your product codes and languages",
        ar: "بطاقات برموز منتجاتك وباللغات التي تريدها",
      },
      {
        en: "A sample batch for approval before the full run",
        ar: "دفعة عينة للاعتماد قبل الإنتاج الكامل",
      },
    ],
    seoDescription: {
      en: "Seafood processed to your specification in Puntland: custom cuts, portion weights, glazing, pack formats and labels, with a sample batch first.",
      ar: "تجهيز المأكولات البحرية وفق مواصفاتك في بونتلاند: قطع وأوزان حصص وتغطية بالثلج وعبوات وبطاقات حسب الطلب، مع دفعة عينة أولًا.",
    },
  },
  {
    slug: "quality-assurance",
    title: { en: "Quality Assurance", ar: "ضمان الجودة" },
    icon: "shield-check",
    summary: {
      en: "Checks at every stage from landing to loading: freshness grading, temperature records, histamine testing, a ciguatera policy and net weight.",
      ar: "فحوص في كل مرحلة من الإنزال حتى التحميل: تقييم الطزاجة، وسجلات درجات الحرارة، وفحص الهستامين، وسياسة للوقاية من السيجواتيرا، والتحقق من الوزن الصافي.",
    },
    featured: false,
    image: "service-quality-assurance",
    whatWeOffer: [
      {
        en: "Quality starts when the boats come in. Each landing is graded on arrival by eye, smell and touch, looking at the eyes, gills and firmness of the flesh, and the core temperature of the fish is taken. Fish that falls short of our standard is turned away before it enters processing.",
        ar: "تبدأ الجودة عند وصول القوارب. فيُقيَّم كل إنزال عند وصوله بالنظر والشم واللمس، بفحص العينين والخياشيم وتماسك اللحم، وتُقاس درجة الحرارة الداخلية للسمك. ويُرفض السمك الذي لا يبلغ معيارنا قبل دخوله التجهيز.",
      },
      {
        en: "Temperatures are recorded during processing, after blast freezing, in the cold store and on every truck: chilled fish stays at 0–2 °C in melting ice, frozen product at −18 °C or below. Packed cartons are check-weighed, with net weight declared without glaze or ice, so that buyers receive what the label says.",
        ar: "وتُسجَّل درجات الحرارة أثناء التجهيز، وبعد التجميد السريع، وفي مخزن التبريد، وفي كل شاحنة: فيبقى السمك المبرّد عند 0–2 °م في ثلج ذائب، والمنتج المجمّد عند −18 °م أو أقل. وتُوزن الكراتين المعبأة للتحقق، ويُصرَّح بالوزن الصافي دون طبقة الثلج أو الثلج، ليستلم المشترون ما تذكره البطاقة.",
      },
      {
        en: "Every lot number links back to the date and place of landing and to its processing and storage records, so when a buyer asks a question we can answer it with facts. Buyers are welcome to arrange their own inspection at Badey or Garowe, and we share lot records with their quality teams on request.",
        ar: "ويرتبط كل رقم تشغيلة بتاريخ الإنزال ومكانه وبسجلات تجهيزه وتخزينه، فإذا سأل مشترٍ أجبناه بالحقائق. ونرحب بأن يرتب المشترون فحصهم الخاص في بادي أو غاروي، ونطلع فرق الجودة لديهم على سجلات التشغيلات عند الطلب.",
      },
    ],
    benefits: [
      {
        en: "Sensory grading and core temperature of every landing",
        ar: "التقييم الحسي وقياس درجة الحرارة الداخلية لكل إنزال",
      },
      {
        en: "Histamine testing of every lot of king fish, tuna and sardine",
        ar: "فحص الهستامين في كل تشغيلة من الكنعد والتونة والعومة",
      },
      {
        en: "A ciguatera policy for groupers and snappers",
        ar: "سياسة للوقاية من السيجواتيرا للهامور والنهّاش",
      },
      {
        en: "Temperature records from processing to port",
        ar: "سجلات درجات الحرارة من التجهيز حتى الميناء",
      },
      { en: "Net weight checks on packed cartons", ar: "التحقق من الوزن الصافي للكراتين المعبأة" },
      { en: "Buyer inspections welcome at both sites", ar: "نرحب بفحوص المشترين في الموقعين" },
    ],
    sections: [
      {
        kind: "terms",
        id: "food-safety-controls",
        heading: { en: "Histamine and Ciguatera Controls", ar: "ضوابط الهستامين والسيجواتيرا" },
        intro: {
          en: "Two natural toxins matter most for the fish we sell. Neither is destroyed by cooking or freezing, so both are controlled before the fish enters processing.",
          ar: "أهم ما يعنينا في الأسماك التي نبيعها سمّان طبيعيان، لا يتلف أيٌّ منهما بالطهي ولا بالتجميد، لذلك نضبط كليهما قبل دخول السمك التجهيز.",
        },
        terms: [
          {
            term: { en: "Histamine: the fish at risk", ar: "الهستامين: الأسماك المعرّضة له" },
            description: {
              en: "King fish (Scomberomorus commerson) and skipjack tuna (Katsuwonus pelamis) belong to the tuna and mackerel family, Scombridae, and Indian oil sardine (Sardinella longiceps) to the herring family, Clupeidae. Their flesh is rich in histidine, which bacteria turn into histamine when the fish is left warm; eaten in quantity, histamine causes scombroid poisoning.",
              ar: "ينتمي الكنعد (Scomberomorus commerson) والتونة الوثّابة (Katsuwonus pelamis) إلى فصيلة التونة والماكريل (Scombridae)، والعومة أو السردين الزيتي الهندي (Sardinella longiceps) إلى فصيلة الرنجة (Clupeidae). ولحمها غني بالهستيدين الذي تحوّله البكتيريا إلى هستامين إذا تُرك السمك دافئًا، وإذا أُكل الهستامين بكمية كبيرة سبّب التسمم الإسقمري (التسمم بالهستامين).",
            },
          },
          {
            term: { en: "Histamine: chilling time limits", ar: "الهستامين: المهلة القصوى للتبريد" },
            description: {
              en: `Crews take ice to sea, and these fish must be in ice within ${HISTAMINE_ICING_HOURS} hours of capture; fish landed later, or warm at the core, is refused. From then on it stays at 0–2 °C until it is frozen, dried or shipped.`,
              ar: `يحمل الصيادون الثلج إلى البحر، ويجب أن توضع هذه الأسماك في الثلج خلال ${HISTAMINE_ICING_HOURS} ساعات من صيدها، ويُرفض ما يُنزَل بعد ذلك أو ما تكون حرارته الداخلية مرتفعة. ثم يبقى السمك عند 0–2 °م حتى يُجمَّد أو يُجفَّف أو يُشحن.`,
            },
          },
          {
            term: {
              en: "Histamine limits for king fish, tuna and sardine",
              ar: "حدود الهستامين للكنعد والتونة والعومة",
            },
            description: {
              en: `${histamineLimitsText.en} We screen each lot with a rapid test kit; where a buyer asks, the results are confirmed by the reference HPLC method, EN ISO 19343, at a laboratory named in the quotation.`,
              ar: `${histamineLimitsText.ar} ونفحص كل تشغيلة فحصًا أوليًا بمجموعة فحص سريع، وإذا طلب المشتري تُؤكَّد النتائج بالطريقة المرجعية للكروماتوغرافيا السائلة عالية الأداء (HPLC) وفق EN ISO 19343 في مختبر نسمّيه في عرض السعر.`,
            },
          },
          {
            term: { en: "Ciguatera: groupers and snappers", ar: "السيجواتيرا: الهامور والنهّاش" },
            description: {
              en: `Ciguatera toxins come from microalgae on coral reefs and build up along the food chain, so the largest reef predators carry the most. No routine test can clear a fish, so we control the risk by species, size and origin: we never buy ${NEVER_BOUGHT_SNAPPERS.en}, which buyers commonly refuse; we buy reef fish, and cut fillets, only up to a whole weight set for each species: ${ciguateraLimitsInWords().en}; and every lot is traced to its fishing ground, so that if a case is reported we stop buying reef fish from that ground.`,
              ar: `تأتي سموم السيجواتيرا من طحالب دقيقة على الشعاب المرجانية وتتراكم عبر السلسلة الغذائية، فتحمل أكبرُ المفترسات في الشعاب أكبرَ قدر منها. ولا يوجد فحص روتيني يثبت سلامة السمكة، لذلك نضبط الخطر بالنوع والحجم والمنشأ: فلا نشتري أبدًا ${NEVER_BOUGHT_SNAPPERS.ar}، وهما مما يرفضه المشترون عادةً؛ ولا نشتري أسماك الشعاب، ولا نقطّع منها فيليه، إلا حتى وزن كامل محدد لكل نوع: ${ciguateraLimitsInWords().ar}؛ وتُتتبَّع كل تشغيلة حتى منطقة صيدها، فإذا أُبلغ عن حالة توقفنا عن شراء أسماك الشعاب من تلك المنطقة.`,
            },
          },
        ],
      },
    ],
    seoDescription: {
      en: "Seafood quality checks from landing to loading: temperature records, histamine limits for king fish, tuna and sardine, and a ciguatera policy.",
      ar: "فحوص جودة المأكولات البحرية من الإنزال حتى التحميل: سجلات درجات الحرارة، وحدود الهستامين للكنعد والتونة والعومة، وسياسة للوقاية من السيجواتيرا.",
    },
  },
  {
    slug: "market-analysis",
    title: { en: "Market Analysis & Distribution", ar: "تحليل السوق والتوزيع" },
    icon: "chart-line",
    summary: {
      en: "Market intelligence on prices, seasons and demand, combined with distribution that gets each product to the buyers who value it most.",
      ar: "معلومات عن الأسعار والمواسم والطلب في الأسواق، مع توزيع يوصل كل منتج إلى المشترين الذين يقدّرونه أكثر من غيرهم.",
    },
    featured: false,
    image: "service-market-analysis",
    whatWeOffer: [
      {
        en: "Fish prices move with the seasons, with the southwest monsoon that stops most small-boat fishing on the Eyl coast from about June to September, and with demand across the Gulf. We follow prices and buying patterns in the markets we serve and share what we learn with our partners, so that fishing communities and buyers can plan volumes and timing with better information.",
        ar: "تتغير أسعار السمك مع المواسم، ومع الرياح الموسمية الجنوبية الغربية التي توقف معظم الصيد بالقوارب الصغيرة على ساحل إيل من يونيو إلى سبتمبر تقريبًا، ومع الطلب في دول الخليج. ونتابع الأسعار وأنماط الشراء في الأسواق التي نخدمها، ونشارك شركاءنا ما نعرفه، ليخطط مجتمع الصيادين والمشترون للكميات والمواعيد بمعلومات أفضل.",
      },
      {
        en: "For buyers, we report on which species and sizes are available, when supply is likely to peak and what price ranges to expect. For suppliers and partners, we advise on which products, cuts and pack formats sell best in which markets.",
        ar: "فللمشترين نقدّم تقارير عن الأنواع والأحجام المتوفرة، وموعد ذروة التوريد المتوقعة، ونطاقات الأسعار المنتظرة. وللموردين والشركاء نقدّم المشورة بشأن المنتجات وطرق التقطيع وأشكال العبوات الأكثر رواجًا في كل سوق.",
      },
      {
        en: "On the distribution side, we match product to buyers in Puntland, across Somalia and in export markets, and plan deliveries from our Garowe cold store so that stock moves while it is at its best. Selling into several markets also protects our partners from depending on a single buyer.",
        ar: "وفي التوزيع نوفّق بين المنتج والمشترين في بونتلاند وأنحاء الصومال وأسواق التصدير، ونخطط للتسليم من مخزن التبريد لدينا في غاروي ليُصرف المخزون وهو في أفضل حالاته. والبيع في عدة أسواق يحمي شركاءنا أيضًا من الاعتماد على مشترٍ واحد.",
      },
    ],
    benefits: [
      { en: "Regular updates on prices and demand", ar: "تقارير دورية عن الأسعار والطلب" },
      { en: "Seasonal supply outlooks by species", ar: "توقعات موسمية للتوريد حسب النوع" },
      {
        en: "Advice on the products and formats each market wants",
        ar: "مشورة بشأن المنتجات والعبوات التي يطلبها كل سوق",
      },
      {
        en: "Distribution to local, national and export buyers",
        ar: "توزيع للمشترين المحليين وفي أنحاء البلاد وفي أسواق التصدير",
      },
      { en: "Less dependence on any single market", ar: "اعتماد أقل على أي سوق بمفرده" },
    ],
    seoDescription: {
      en: "Seafood market intelligence on prices, seasons and demand in Somalia and the Gulf, with distribution from our Garowe cold store to the right buyers.",
      ar: "معلومات عن أسعار المأكولات البحرية ومواسمها والطلب عليها في الصومال ودول الخليج، مع التوزيع من مخزن التبريد في غاروي إلى المشترين المناسبين.",
    },
  },
  {
    slug: "promotional-marketing",
    title: { en: "Promotional & Marketing Support", ar: "الدعم الترويجي والتسويقي" },
    icon: "megaphone",
    summary: {
      en: "Co-branded packaging, product sheets and trade-fair samples that help our partners present Puntland seafood to new buyers.",
      ar: "عبوات تحمل علامتين تجاريتين، ونشرات للمنتجات، وعينات للمعارض التجارية، تساعد شركاءنا على تقديم المأكولات البحرية من بونتلاند لمشترين جدد.",
    },
    featured: false,
    image: "service-promotional-marketing",
    whatWeOffer: [
      {
        en: "Good seafood still has to be sold. We help the businesses we work with present their products professionally, with co-branded cartons and labels that carry their name alongside ours, and with clear specification sheets, like the ones we publish for each of our own products, setting out species, catch area, HS code, cut, pack size, shelf life and storage.",
        ar: "حتى المأكولات البحرية الجيدة تحتاج إلى من يبيعها. لذلك نساعد الشركات التي نعمل معها على تقديم منتجاتها باحتراف، بكراتين وبطاقات تحمل اسمها إلى جانب اسمنا، وبنشرات مواصفات واضحة مثل التي ننشرها لكل منتج من منتجاتنا، تبيّن النوع ومنطقة الصيد ورمز HS وطريقة التقطيع وحجم العبوة وفترة الصلاحية وطريقة التخزين.",
      },
      {
        en: "For trade fairs, buyer meetings and tastings, we prepare samples that are processed, packed and frozen exactly as the commercial product will be, so buyers judge the real thing. We can also supply photographs and product descriptions for catalogues and buyers' listings.",
        ar: "وللمعارض التجارية واجتماعات المشترين وجلسات التذوق نُعدّ عينات تُجهَّز وتُعبّأ وتُجمَّد تمامًا كما سيكون المنتج التجاري، ليحكم المشترون على المنتج الحقيقي. ويمكننا أيضًا توفير صور وأوصاف للمنتجات للكتالوجات وقوائم المشترين.",
      },
      {
        en: "Above all, we help tell the story of where the fish comes from: the small-boat fishing communities of the Eyl coast, and the work done at Badey and Garowe to bring their catch to market in good condition. Buyers increasingly want to know the origin of what they sell, and we help our partners answer that question clearly.",
        ar: "وفوق ذلك كله نساعد في رواية قصة مصدر السمك: مجتمعات الصيد بالقوارب الصغيرة على ساحل إيل، والعمل الذي يُنجز في بادي وغاروي لإيصال صيدهم إلى السوق في حالة جيدة. فالمشترون يريدون أكثر فأكثر معرفة منشأ ما يبيعونه، ونحن نساعد شركاءنا على الإجابة عن هذا السؤال بوضوح.",
      },
    ],
    benefits: [
      { en: "Co-branded packaging and labels", ar: "عبوات وبطاقات تحمل علامتين تجاريتين" },
      { en: "Product specification sheets", ar: "نشرات مواصفات المنتجات" },
      {
        en: "Trade-fair and buyer samples packed as in production",
        ar: "عينات للمعارض وللمشترين معبأة كما في الإنتاج",
      },
      { en: "Photographs and descriptions for catalogues", ar: "صور وأوصاف للكتالوجات" },
      {
        en: "A clear origin story to share with your customers",
        ar: "قصة منشأ واضحة تشاركها مع عملائك",
      },
    ],
    seoDescription: {
      en: "Co-branded packaging, product sheets, trade-fair samples and origin stories that help our partners sell Puntland seafood to new buyers.",
      ar: "عبوات بعلامتين تجاريتين ونشرات منتجات وعينات للمعارض وقصص منشأ تساعد شركاءنا على بيع المأكولات البحرية من بونتلاند لمشترين جدد.",
    },
  },
]);

/** What a service card shows (home page and /services): the fields a loader hands to the page. */
export function serviceCards() {
  return services.map(({ slug, title, summary, image, featured }) => ({
    slug,
    title,
    summary,
    image,
    featured,
  }));
}

export const servicesPage = requireTranslations("app/content/services.ts", {
  heading: {
    en: "Seafood Services from Catch to Export",
    ar: "خدماتنا في المأكولات البحرية من الصيد حتى التصدير",
  },
  intro: {
    en: "We cover every step between the landing beach and the buyer: processing and packing at Badey, cold storage in Garowe, export by container from Bosaso or by air, and the quality checks, market knowledge and marketing support that go with them. Use one service or all of them.",
    ar: "نغطي كل خطوة بين شاطئ الإنزال والمشتري: التجهيز والتعبئة في بادي، والتخزين المبرّد في غاروي، والتصدير بالحاويات من بوصاصو أو بالشحن الجوي، وما يرافق ذلك من فحوص الجودة ومعرفة الأسواق والدعم التسويقي. استفد من خدمة واحدة أو منها جميعًا.",
  },
  seoDescription: {
    en: "Seafood processing, cold storage, export, custom processing, quality assurance and market support from Puntland Seafood, on Somalia's Eyl coast.",
    ar: "تجهيز المأكولات البحرية وتخزينها بالتبريد وتصديرها، والتجهيز حسب الطلب، وضمان الجودة، ودعم التسويق من Puntland Seafood على ساحل إيل في الصومال.",
  },
});
