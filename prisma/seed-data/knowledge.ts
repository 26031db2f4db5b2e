// Sample knowledge-base content, written for this project and clearly marked as sample:
// staff replace it with the ministry's own teachings.

type SampleDocument = { slug: string; title: string; content: string; questions: string[] };
type SampleFolder = { name: string; slug: string; documents: SampleDocument[] };

const SAMPLE_NOTE = "[Sample teaching: replace with the ministry's own document.]";

export const SAMPLE_FOLDERS: SampleFolder[] = [
  {
    name: "Identity in Christ",
    slug: "identity-in-christ",
    documents: [
      {
        slug: "sample-born-again",
        title: "Born Again: A New Creation",
        content: `${SAMPLE_NOTE}\n\nScripture says that whoever is in Christ is a new creation: the old has passed away and all things have become new (2 Corinthians 5:17). Being born again is not self-improvement. It is a new birth from God, by the Spirit, received by faith (John 3:3-6). The believer's identity therefore rests on what God has done, not on past failures. Jesus told Nicodemus that a person must be born of water and of the Spirit to enter the kingdom of God. This new birth gives a new nature, a new family and a new future.`,
        questions: ["What does it mean to be born again?", "Is being born again the same as trying harder?"],
      },
      {
        slug: "sample-children-of-god",
        title: "Children of God by Faith",
        content: `${SAMPLE_NOTE}\n\nJohn 1:12 teaches that to all who received Christ, who believed in his name, God gave the right to become children of God. Galatians 3:26 says we are all children of God through faith in Christ Jesus. Adoption means the believer belongs to God's family with full rights as an heir (Romans 8:15-17). The Spirit within cries "Abba, Father", which is the voice of a child who knows he is loved.`,
        questions: ["How do we become children of God?", "What does adoption into God's family mean?"],
      },
    ],
  },
  {
    name: "Salvation",
    slug: "salvation",
    documents: [
      {
        slug: "sample-grace-through-faith",
        title: "Saved by Grace Through Faith",
        content: `${SAMPLE_NOTE}\n\nEphesians 2:8-9 states that we are saved by grace through faith, and this is not from ourselves; it is the gift of God, not by works, so that no one can boast. Grace is God's undeserved favour. Faith is the hand that receives the gift. Good works follow salvation as its fruit (Ephesians 2:10), they do not earn it. Romans 6:23 contrasts the wages of sin, which is death, with the free gift of God, which is eternal life in Christ Jesus our Lord.`,
        questions: ["Can good works earn salvation?", "What is grace?"],
      },
    ],
  },
];
