// Sample booklets, written for this project and clearly marked as sample: staff replace them with
// the ministry's own. Scripture is quoted from the King James Version (public domain).

type SamplePage = { title: string; content: string; popovers: { title: string; content: string }[] };
type SampleBooklet = { title: string; description: string; pages: SamplePage[] };

const SAMPLE_NOTE = "<p><em>Sample booklet page: replace it with the ministry's own content.</em></p>";

const verse = (text: string, reference: string) => `<blockquote><p>${text}</p><p>— ${reference} (KJV)</p></blockquote>`;

export const SAMPLE_BOOKLETS: SampleBooklet[] = [
  {
    title: "A New Creation (Sample Booklet)",
    description: "Sample booklet: three short readings on the new birth. Replace it with the ministry's own booklets.",
    pages: [
      {
        title: "A New Beginning",
        content: `${SAMPLE_NOTE}
<h2>Everything becomes new</h2>
<p>The Christian life does not begin with trying harder. It begins with a new birth that God gives.</p>
${verse("Therefore if any man be in Christ, he is a new creature: old things are passed away; behold, all things are become new.", "2 Corinthians 5:17")}
<p>Read the verse slowly. Notice what is <strong>passed away</strong> and what is <strong>become new</strong>.</p>`,
        popovers: [
          {
            title: "Born again",
            content: `<p>Jesus said the same thing to Nicodemus:</p>${verse("Jesus answered and said unto him, Verily, verily, I say unto thee, Except a man be born again, he cannot see the kingdom of God.", "John 3:3")}`,
          },
        ],
      },
      {
        title: "Born of the Spirit",
        content: `${SAMPLE_NOTE}
<h2>A birth from above</h2>
<p>The new birth is the work of the Spirit of God, not of human effort.</p>
${verse("That which is born of the flesh is flesh; and that which is born of the Spirit is spirit.", "John 3:6")}
<ul><li>Who gives the new birth?</li><li>What does it produce?</li></ul>`,
        popovers: [
          {
            title: "Mercy, not works",
            content: verse(
              "Not by works of righteousness which we have done, but according to his mercy he saved us, by the washing of regeneration, and renewing of the Holy Ghost;",
              "Titus 3:5",
            ),
          },
        ],
      },
      {
        title: "Walking in Newness of Life",
        content: `${SAMPLE_NOTE}
<h2>A new way to walk</h2>
${verse("Therefore we are buried with him by baptism into death: that like as Christ was raised up from the dead by the glory of the Father, even so we also should walk in newness of life.", "Romans 6:4")}
<p>The new life is lived day by day, by faith.</p>`,
        popovers: [
          {
            title: "Christ lives in me",
            content: verse(
              "I am crucified with Christ: nevertheless I live; yet not I, but Christ liveth in me: and the life which I now live in the flesh I live by the faith of the Son of God, who loved me, and gave himself for me.",
              "Galatians 2:20",
            ),
          },
          {
            title: "Sons of God",
            content: verse(
              "Beloved, now are we the sons of God, and it doth not yet appear what we shall be: but we know that, when he shall appear, we shall be like him; for we shall see him as he is.",
              "1 John 3:2",
            ),
          },
        ],
      },
    ],
  },
  {
    title: "Grace and Faith (Sample Booklet)",
    description:
      "Sample booklet: what the Scriptures say about being saved by grace through faith. Replace it with the ministry's own booklets.",
    pages: [
      {
        title: "The Gift of God",
        content: `${SAMPLE_NOTE}
<h2>Saved by grace</h2>
${verse("For by grace are ye saved through faith; and that not of yourselves: it is the gift of God: Not of works, lest any man should boast.", "Ephesians 2:8-9")}
<p>A gift is received, not earned.</p>`,
        popovers: [
          {
            title: "The free gift",
            content: verse(
              "For the wages of sin is death; but the gift of God is eternal life through Jesus Christ our Lord.",
              "Romans 6:23",
            ),
          },
        ],
      },
      {
        title: "Peace with God",
        content: `${SAMPLE_NOTE}
<h2>Justified by faith</h2>
${verse("Therefore being justified by faith, we have peace with God through our Lord Jesus Christ:", "Romans 5:1")}
<p>Peace with God is where the believer stands, not a feeling to chase.</p>`,
        popovers: [],
      },
      {
        title: "Created for Good Works",
        content: `${SAMPLE_NOTE}
<h2>The fruit of grace</h2>
${verse("For we are his workmanship, created in Christ Jesus unto good works, which God hath before ordained that we should walk in them.", "Ephesians 2:10")}
<p>Good works follow salvation as its fruit; they do not buy it.</p>`,
        popovers: [
          {
            title: "Read it in context",
            content:
              "<p>Read Ephesians 2:1-10 in one sitting and note every phrase that describes what God has done.</p>",
          },
        ],
      },
    ],
  },
];
