import { categorySchema, parseContent } from "./schema";

export const categories = parseContent("app/content/categories.ts", categorySchema, [
  {
    slug: "fresh-fish",
    name: { en: "Fresh Fish", ar: "أسماك طازجة" },
    description: {
      en: "Whole king fish, grouper, snapper and skipjack tuna, bought at the landing near Eyl and kept in melting ice at 0–2 °C from the boat to the box.",
      ar: "كنعد وهامور ونهّاش وتونة وثّابة كاملة، نشتريها من موقع الإنزال قرب إيل ونحفظها في ثلج ذائب عند 0–2 °م من القارب حتى الصندوق.",
    },
    intro: [
      {
        en: "Our fresh fish comes from the small boats that work the reefs and open water off the Indian Ocean coast near Eyl. We buy at the landing, keep the catch in ice and take it to our processing site at Badey, where it is sorted by species and size, gutted or scaled on request and packed whole in melting ice at 0–2 °C.",
        ar: "تأتي أسماكنا المبرّدة من القوارب الصغيرة التي تصطاد فوق الشعاب وفي المياه المفتوحة قبالة ساحل المحيط الهندي قرب إيل. نشتري الصيد عند الإنزال، ونحفظه في الثلج، وننقله إلى موقع التجهيز لدينا في بادي، حيث يُفرز حسب النوع والحجم، وتُنزع أحشاؤه أو قشوره عند الطلب، ويُعبّأ كاملًا في ثلج ذائب عند 0–2 °م.",
      },
      {
        en: "The range follows what the boats bring in: king fish, groupers, red groupers, grey and red snappers, and skipjack tuna, all sent by air. The southwest monsoon keeps the small boats ashore from about June to September, so tell us your volumes and dates early and we will give you a straight answer on what we can supply.",
        ar: "وتتبع تشكيلتنا ما تجلبه القوارب: الكنعد والهامور والهامور الأحمر والنهّاش الرمادي والأحمر والتونة الوثّابة، وكلها تُشحن جوًا. وتُبقي الرياح الموسمية الجنوبية الغربية القوارب الصغيرة على الشاطئ من يونيو إلى سبتمبر تقريبًا، فأخبرنا مبكرًا بالكميات والمواعيد التي تريدها، وسنجيبك بوضوح عما نستطيع توريده.",
      },
    ],
    image: "category-fresh-fish",
    showBreadcrumbs: false,
    seoDescription: {
      en: "Fresh whole king fish, grouper, snapper and skipjack tuna from the Puntland coast, iced at landing and packed at our Badey site.",
      ar: "كنعد وهامور ونهّاش وتونة وثّابة كاملة ومبرّدة من ساحل بونتلاند، توضع في الثلج عند الإنزال وتُعبّأ في موقعنا في بادي.",
    },
  },
  {
    slug: "shell-fish",
    name: { en: "Shell Fish", ar: "قشريات" },
    description: {
      en: "Spiny rock lobster from the rocky coast around Eyl, supplied live by air, whole cooked or raw and frozen, or as frozen tails.",
      ar: "شارخة (جراد البحر الشوكي) من الساحل الصخري حول إيل، تُورَّد حية بالشحن الجوي، أو كاملة مطبوخة أو نيئة ومجمّدة، أو ذيولًا مجمّدة.",
    },
    intro: [
      {
        en: "The coast around Eyl has long been known for its spiny lobster. Ours is the Arabian Sea form of the scalloped spiny lobster, Panulirus homarus megasculptus, with a small share of ornate spiny lobster (Panulirus ornatus), caught by local fishers in the rocky inshore waters and brought to us at Badey.",
        ar: "اشتهر الساحل حول إيل منذ زمن طويل بالشارخة. والشارخة التي نوردها هي نُوَيع بحر العرب من جراد البحر الشوكي (Panulirus homarus megasculptus)، مع نسبة صغيرة من جراد البحر الشوكي المزخرف (Panulirus ornatus)، يصطادها الصيادون المحليون في المياه الساحلية الصخرية ويجلبونها إلينا في بادي.",
      },
      {
        en: "We grade every lobster by weight and condition and supply them live, whole cooked or raw and frozen, or as raw frozen tails. The season runs from about October to May; frozen lobster, glazed and held at −18 °C or below in our Garowe cold store, keeps supply going through the monsoon months.",
        ar: "نصنّف كل شارخة حسب الوزن والحالة، ونوردها حية، أو كاملة مطبوخة أو نيئة ومجمّدة، أو ذيولًا نيئة مجمّدة. ويمتد الموسم من أكتوبر إلى مايو تقريبًا، وتضمن الشارخة المجمّدة، المغطاة بطبقة ثلج والمحفوظة عند −18 °م أو أقل في مخزن التبريد لدينا في غاروي، استمرار التوريد طوال أشهر الرياح الموسمية.",
      },
    ],
    image: "category-shell-fish",
    showBreadcrumbs: true,
    seoDescription: {
      en: "Spiny rock lobster from the Eyl coast of Puntland, Somalia: live, whole frozen or frozen tails, graded by weight for trade buyers.",
      ar: "شارخة (جراد البحر الشوكي) من ساحل إيل في بونتلاند، الصومال: حية أو كاملة مجمّدة أو ذيول مجمّدة، مصنّفة حسب الوزن للمستوردين والتجّار.",
    },
  },
  {
    slug: "dry-fish",
    name: { en: "Dry Fish", ar: "أسماك مجففة" },
    description: {
      en: "Indian oil sardine dried whole on raised racks, plain or salted: shipped in a dry container, kept cool and dry.",
      ar: "عومة (سردين زيتي هندي) مجففة كاملة على منصات مرتفعة، بلا ملح أو مملحة: تُشحن في حاوية جافة وتُحفظ في مكان بارد وجاف.",
    },
    intro: [
      {
        en: "Drying is the oldest way of keeping fish on the Somali coast, and it still suits small shoaling fish such as sardines, which are landed in large numbers over a short time. We dry Indian oil sardine (Sardinella longiceps) whole, either plain in the sun or after dry-salting, on raised racks that keep the fish clean and off the ground and let the sea breeze move around them.",
        ar: "التجفيف أقدم طرق حفظ السمك على الساحل الصومالي، وما زال يناسب الأسماك الصغيرة التي تعيش في أسراب مثل السردين، إذ يُنزَل منها عدد كبير في وقت قصير. ونجفف العومة، أي السردين الزيتي الهندي (Sardinella longiceps)، كاملة، إما بلا ملح تحت الشمس أو بعد تمليحها تمليحًا جافًا، على منصات مرتفعة تحفظ السمك نظيفًا بعيدًا عن الأرض وتسمح لنسيم البحر بالمرور حوله.",
      },
      {
        en: "Dried sardine needs no freezing. Dried to a water activity of 0.75 or below, it travels in a dry container; stored in a chill room at 2–4 °C and below 65% relative humidity, it keeps four months plain and six months salted. Heat shortens that: the oil turns rancid sooner in a warm store.",
        ar: "لا تحتاج العومة المجففة إلى تجميد. فبعد تجفيفها حتى نشاط مائي 0.75 أو أقل تُشحن في حاوية جافة، وإذا خُزّنت في غرفة تبريد عند 2–4 °م ورطوبة نسبية أقل من 65% بقيت صالحة أربعة أشهر بلا ملح وستة أشهر مملحة. والحرارة تقصّر هذه المدة، إذ يتزنّخ الدهن أسرع في المخزن الدافئ.",
      },
    ],
    image: "category-dry-fish",
    showBreadcrumbs: true,
    seoDescription: {
      en: "Sun-dried and salted-dried Indian oil sardine from Puntland, Somalia, dried whole on raised racks and packed in sacks or cartons.",
      ar: "عومة (سردين زيتي هندي) مجففة بالشمس أو مملحة ومجففة من بونتلاند، الصومال، تُجفَّف كاملة على منصات مرتفعة وتُعبّأ في أكياس أو كراتين.",
    },
  },
  {
    slug: "filleted-fish",
    name: { en: "Filleted Fish", ar: "شرائح الأسماك (فيليه)" },
    description: {
      en: "Skin-on or skinless fillets, boneless portions and tuna loins, cut by hand at Badey and supplied chilled or frozen.",
      ar: "فيليه بالجلد أو منزوع الجلد، وقطع منزوعة العظم، وقطع التونة الطولية (لوين)، تُقطَّع يدويًا في بادي وتُورَّد مبرّدة أو مجمّدة.",
    },
    intro: [
      {
        en: "We fillet king fish, grouper, red grouper, snapper, red snapper and skipjack tuna at our processing site at Badey, a short distance from where the boats land. The fish are cut by hand on clean, chilled lines, handled to HACCP principles from the first cut to the sealed pack.",
        ar: "نقطّع الكنعد والهامور والهامور الأحمر والنهّاش والنهّاش الأحمر والتونة الوثّابة إلى فيليه في موقع التجهيز لدينا في بادي، على مسافة قصيرة من مكان رسوّ القوارب. وتُقطَّع الأسماك يدويًا على خطوط نظيفة مبرّدة، وتُناوَل وفق مبادئ نظام تحليل المخاطر ونقاط التحكم الحرجة (هاسب، HACCP) من أول قطع حتى العبوة المغلقة.",
      },
      {
        en: "Fillets can be supplied skin-on or skinless, whole or cut to a portion weight you set, with pin bones removed for boneless fillets. Chilled fillets are vacuum packed, kept at 0–2 °C and go by air; frozen fillets are individually quick frozen (IQF), glazed and bagged, and go by reefer container. Every pack is labelled with species, lot and date so it can be traced back to the catch.",
        ar: "ويمكن توريد الفيليه بالجلد أو منزوع الجلد، كاملًا أو مقطّعًا حصصًا بالوزن الذي تحدده، مع نزع العظام الدقيقة للفيليه منزوع العظم. ويُعبّأ الفيليه المبرّد تحت التفريغ ويُحفظ عند 0–2 °م ويُشحن جوًا، أما الفيليه المجمّد فيُجمَّد فرديًا بسرعة (IQF) ويُغطّى بطبقة ثلج ويُعبّأ في أكياس، ويُشحن في حاويات مبرّدة. وتحمل كل عبوة بطاقة بالنوع ورقم التشغيلة والتاريخ ليمكن تتبعها حتى الصيد.",
      },
    ],
    image: "category-filleted-fish",
    showBreadcrumbs: true,
    seoDescription: {
      en: "Hand-cut fillets, portions and tuna loins from Puntland, Somalia: skin-on or skinless, boneless, vacuum packed chilled or IQF frozen.",
      ar: "فيليه وحصص وقطع تونة طولية مقطّعة يدويًا من بونتلاند، الصومال: بالجلد أو منزوعة الجلد، ومنزوعة العظم، مبرّدة تحت التفريغ أو مجمّدة فرديًا بسرعة.",
    },
  },
  {
    slug: "frozen-fish",
    name: { en: "Frozen Fish", ar: "أسماك مجمدة" },
    description: {
      en: "Whole gutted fish, steaks and fillets, blast frozen and glazed at Badey and held at −18 °C or below in our Garowe cold store.",
      ar: "سمك كامل منزوع الأحشاء وشرائح عرضية وفيليه، مجمّد بسرعة ومغطى بطبقة ثلج في بادي، ومحفوظ عند −18 °م أو أقل في مخزن التبريد لدينا في غاروي.",
    },
    intro: [
      {
        en: "Freezing lets us supply fish beyond the reach of a fresh cold chain and through the months when the boats stay ashore. We blast freeze king fish, grouper, red grouper, snapper and red snapper at Badey soon after landing, then glaze each piece with a thin layer of ice to protect it from drying and freezer burn.",
        ar: "يتيح لنا التجميد توريد السمك إلى ما هو أبعد من مدى سلسلة التبريد للسمك المبرّد، وطوال الأشهر التي تبقى فيها القوارب على الشاطئ. ونجمّد الكنعد والهامور والهامور الأحمر والنهّاش والنهّاش الأحمر بسرعة بتيار هواء بارد في بادي بعد الإنزال بوقت قصير، ثم نغطي كل قطعة بطبقة رقيقة من الثلج تحميها من الجفاف ومن حروق التجميد.",
      },
      {
        en: "Frozen stock travels in refrigerated trucks to our cold storage site in Garowe and is held at −18 °C or below until it is loaded into a reefer container. At −18 °C, lean fish keeps about 9 months; king fish, an oilier fish, about 5 months. We supply whole gutted fish, steaks and fillets in lined master cartons, labelled with species, grade, lot and date.",
        ar: "ويُنقل المخزون المجمّد بشاحنات مبرّدة إلى موقع التخزين المبرّد لدينا في غاروي، ويُحفظ عند −18 °م أو أقل حتى تحميله في حاوية مبرّدة. وعند −18 °م يبقى السمك قليل الدهن صالحًا نحو 9 أشهر، والكنعد، وهو سمك أكثر دهنًا، نحو 5 أشهر. ونورّد السمك الكامل منزوع الأحشاء والشرائح العرضية والفيليه في كراتين رئيسية مبطّنة، تحمل بطاقات بالنوع والفئة ورقم التشغيلة والتاريخ.",
      },
    ],
    image: "category-frozen-fish",
    showBreadcrumbs: true,
    seoDescription: {
      en: "Blast-frozen, glazed whole fish, steaks and fillets from Puntland, Somalia, held at −18 °C or below in our Garowe cold store.",
      ar: "سمك كامل وشرائح وفيليه من بونتلاند، الصومال، مجمّد بسرعة ومغطى بطبقة ثلج، ومحفوظ عند −18 °م أو أقل في مخزن التبريد لدينا في غاروي.",
    },
  },
]);
