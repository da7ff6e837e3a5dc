import { requireTranslations } from "./localized";

/** Fact values written with digits only (a year, a count) are the same in both languages. */
export const about = requireTranslations(
  "app/content/about.ts",
  {
    seoDescription: {
      en: "Founded in 2022, Puntland Seafood processes fish from the Eyl coast at Badey, stores it in Garowe and supplies buyers in Somalia and the Gulf.",
      ar: "تأسست Puntland Seafood عام 2022، وتجهّز أسماك ساحل إيل في بادي وتخزّنها في غاروي وتورّدها إلى المشترين في الصومال ودول الخليج.",
    },
    heading: { en: "About Puntland Seafood", ar: "عن Puntland Seafood" },
    lead: {
      en: "Puntland Seafood processes, stores and exports fish and shellfish caught off the Eyl coast of north-east Somalia. We buy from local fishing crews, prepare and freeze the catch at our site at Badey, hold it in our cold store at Garowe and move it on to buyers at home and across the Gulf.",
      ar: "تجهّز Puntland Seafood الأسماك والقشريات المصطادة قبالة ساحل إيل في شمال شرق الصومال، وتخزّنها وتصدّرها. نشتري الصيد من أطقم الصيد المحلية، ونجهّزه ونجمّده في موقعنا في بادي، ونحفظه في مخزن التبريد التابع لنا في غاروي، ثم ننقله إلى المشترين داخل الصومال وفي أنحاء الخليج.",
    },
    story: {
      heading: { en: "Our Story", ar: "قصتنا" },
      paragraphs: [
        {
          en: "We were founded in 2022 around a simple observation. Somalia has the longest coastline in mainland Africa, and the Indian Ocean waters off Puntland are rich in tuna, king fish, grouper and lobster. Yet much of the catch landed there was sold cheaply or went to waste, because there was nowhere nearby to chill, process or store it.",
          ar: "تأسست شركتنا عام 2022 انطلاقًا من ملاحظة بسيطة. فللصومال أطول خط ساحلي في البر الأفريقي، ومياه المحيط الهندي قبالة بونتلاند غنية بالتونة والكنعد والهامور والشارخة. ومع ذلك كان كثير من الصيد الذي يُنزل هناك يُباع بثمن زهيد أو يُهدر، لعدم وجود مكان قريب لتبريده أو تجهيزه أو تخزينه.",
        },
        {
          en: "Eyl and the neighbouring village of Badey have fished these waters for generations. Crews work from small boats close to the shore and land their catch on the beach. We buy directly from these communities and work with crews on the handling that keeps fish in good condition from the moment it comes out of the water.",
          ar: "يصطاد أهل إيل وقرية بادي المجاورة في هذه المياه منذ أجيال. تعمل أطقم الصيد على قوارب صغيرة قرب الساحل، وتُنزل صيدها على الشاطئ. نشتري مباشرة من هذه المجتمعات، ونعمل مع أطقم الصيد على أساليب المناولة التي تحفظ السمك في حالة جيدة منذ لحظة خروجه من الماء.",
        },
        {
          en: "We built our processing site at Badey so that fish can be cleaned, cut, packed and frozen a short distance from where it is landed. Refrigerated trucks then carry frozen product inland to our cold storage site at Garowe, the capital of Puntland, which gives us a secure central store on the main road north to the port of Bosaso.",
          ar: "أنشأنا موقع التجهيز في بادي لكي يُنظَّف السمك ويُقطَّع ويُعبَّأ ويُجمَّد على مسافة قصيرة من مكان إنزاله. ثم تنقل الشاحنات المبرّدة المنتجات المجمّدة إلى الداخل حتى موقع التخزين المبرّد في غاروي، عاصمة بونتلاند، وهو مخزن مركزي آمن على الطريق الرئيسي المتجه شمالًا إلى ميناء بوصاصو.",
        },
        {
          en: "Our assets in processing, freezing, storage and transport are worth over $1,000,000. They are the foundation for a business we intend to grow steadily: more product, more buyers, and more of the value of Puntland's fisheries kept in Puntland.",
          ar: "تتجاوز قيمة أصولنا في التجهيز والتجميد والتخزين والنقل مليون دولار أمريكي. وهي الأساس لعمل ننوي أن ننمّيه بثبات: منتجات أكثر، ومشترون أكثر، وحصة أكبر من قيمة مصايد بونتلاند تبقى في بونتلاند.",
        },
      ],
    },
    facts: [
      { value: "2022", label: { en: "Established", ar: "سنة التأسيس" } },
      {
        value: { en: "$1M+", ar: "+1 مليون دولار" },
        label: {
          en: "In assets: processing, freezing, storage and transport",
          ar: "قيمة الأصول: التجهيز والتجميد والتخزين والنقل",
        },
      },
      { value: "2", label: { en: "Sites, at Badey and Garowe", ar: "موقعان، في بادي وغاروي" } },
      {
        value: { en: "−18 °C", ar: "−18\u00a0°م" },
        label: { en: "Cold-chain storage temperature", ar: "درجة حرارة التخزين في سلسلة التبريد" },
      },
    ],
    strategy: {
      heading: { en: "Our Strategy", ar: "استراتيجيتنا" },
      intro: {
        en: "We are building a seafood business that lasts, for our buyers and for the coast we depend on. Four priorities guide how we invest and how we work.",
        ar: "نبني شركة مأكولات بحرية تدوم، لمشترينا وللساحل الذي نعتمد عليه. وتوجّه أربع أولويات طريقة استثمارنا وطريقة عملنا.",
      },
      pillars: [
        {
          title: { en: "Quality at Source", ar: "الجودة من المصدر" },
          text: {
            en: "The best fish is the one handled well from the start. We buy close to the landing beach, process quickly at Badey and grade every landing on arrival, so quality is built in rather than sorted out later.",
            ar: "أفضل السمك ما أُحسنت مناولته منذ البداية. نشتري قرب شاطئ الإنزال، ونجهّز بسرعة في بادي، ونصنّف كل إنزال فور وصوله، فتكون الجودة جزءًا من العمل من أوله بدل أن تُفرز لاحقًا.",
          },
        },
        {
          title: { en: "An Unbroken Cold Chain", ar: "سلسلة تبريد لا تنقطع" },
          text: {
            en: "From blast freezer to reefer truck to our Garowe cold store and on to port, we keep frozen product at −18 °C or below and chilled fish at 0–2 °C in melting ice, and record temperatures at every stage.",
            ar: "من التجميد السريع بتيار هواء بارد إلى الشاحنة المبرّدة إلى مخزن التبريد في غاروي ثم إلى الميناء، نحفظ المنتجات المجمّدة عند −18\u00a0°م أو أقل، والأسماك المبرّدة عند 0–\u20602\u00a0°م في ثلج ذائب، ونسجّل درجات الحرارة في كل مرحلة.",
          },
        },
        {
          title: { en: "Wider Markets", ar: "أسواق أوسع" },
          text: {
            en: "By container from the port of Bosaso, and by air for fresh fish and live lobster, we connect Puntland's catch to buyers in Somalia, the Gulf, East and North Africa and Asia, spreading sales across several markets rather than relying on one.",
            ar: "بالحاويات من ميناء بوصاصو، وبالشحن الجوي للأسماك المبرّدة والشارخة الحية، نوصل صيد بونتلاند إلى المشترين في الصومال والخليج وشرق أفريقيا وشمالها وآسيا، فنوزّع مبيعاتنا على عدة أسواق بدل الاعتماد على سوق واحدة.",
          },
        },
        {
          title: { en: "Growth Shared with the Coast", ar: "نموّ نتقاسمه مع الساحل" },
          text: {
            en: "Our business depends on the fishing communities of Eyl and Badey. We aim to offer them a reliable buyer, fair prices for well-handled fish and work close to home, and to support fishing that keeps these waters productive for years to come.",
            ar: "يعتمد عملنا على مجتمعات الصيد في إيل وبادي. ونسعى إلى أن نكون لهم مشتريًا يُعتمد عليه، وأن نقدّم أسعارًا عادلة للسمك الذي أُحسنت مناولته، وفرص عمل قريبة من بيوتهم، وأن ندعم صيدًا يحفظ لهذه المياه عطاءها لسنوات قادمة.",
          },
        },
      ],
    },
    closing: {
      heading: { en: "Work with Us", ar: "لنعمل معًا" },
      text: {
        en: "Whether you buy seafood, fish the Eyl coast or need cold storage and transport in Puntland, we would like to hear from you.",
        ar: "سواء كنت تشتري المأكولات البحرية، أو تصطاد على ساحل إيل، أو تحتاج إلى التخزين المبرّد والنقل في بونتلاند، يسعدنا أن نسمع منك.",
      },
    },
  },
  ["value"],
);
