// Sample content of the interactive book "Saga of Salvation (SOS) Book 1 - Who You Really Are":
// 21 pages of original text written for this project, clearly marked as sample on every page, so
// staff replace them with the ministry's own. Scripture quotes are from the public-domain King
// James Version. The static reader (public/wyra-website/pages.json) is generated from this file
// by scripts/book/build-static-reader.ts, and the page images by scripts/book/render-pages.mjs.

export type SamplePage = { pageNumber: number; title: string; content: string };

export type SamplePopover = {
  pageNumber: number;
  title: string;
  content: string | null;
  linkedText: string;
  linkType: "text" | "image" | "audio" | "video" | "pdf";
  highlightColor: "gold" | "blue" | "green" | "red" | "purple";
  imageUrl?: string;
  audioUrl?: string;
  videoUrl?: string;
  pdfUrl?: string;
};

const SAMPLE_NOTE = `<p class="sample-note">Sample page: staff replace this text with the ministry's own.</p>`;

type Draft = { title: string; paragraphs: string[]; verse?: { text: string; reference: string }; closing?: string[] };

function page({ title, paragraphs, verse, closing = [] }: Draft) {
  const quote = verse
    ? `<blockquote class="scripture"><p>${verse.text}</p><cite>${verse.reference} (KJV)</cite></blockquote>`
    : "";
  const body = paragraphs.map((p) => `<p>${p}</p>`).join("");
  const after = closing.map((p) => `<p>${p}</p>`).join("");
  return { title, content: `<h2>${title}</h2>${body}${quote}${after}${SAMPLE_NOTE}` };
}

const DRAFTS: Draft[] = [
  {
    title: "Welcome, Reader",
    paragraphs: [
      "This little book asks one big question: who are you, really? Not the name on your papers, not the opinion of the people around you, and not the sum of your best and worst days.",
      "Over the next pages we walk through what the Scriptures say about where we came from, what went wrong, what God did about it, and the new identity He gives to everyone who believes.",
      "Take it slowly. Read the verses aloud. Tap the highlighted words to open notes, pictures, recordings and study sheets along the way.",
    ],
  },
  {
    title: "Made in His Image",
    paragraphs: [
      "The story does not begin with a problem. It begins with a purpose. Before anything went wrong, God made people to reflect His own likeness: to know Him, to love, to create and to care for the world He had made.",
      "Your worth was not invented by you and cannot be erased by others. It was given at the very start.",
    ],
    verse: {
      text: "So God created man in his own image, in the image of God created he him; male and female created he them.",
      reference: "Genesis 1:27",
    },
  },
  {
    title: "What Went Wrong",
    paragraphs: [
      "If we were made for so much, why do we fall so short? Scripture is honest: every one of us has turned our own way. Sin is not only the wrong things we do; it is a life pulled away from the God who made us.",
      "That distance shows up in guilt, in fear, in broken relationships and in the restless sense that we were meant for more.",
    ],
    verse: { text: "For all have sinned, and come short of the glory of God;", reference: "Romans 3:23" },
  },
  {
    title: "The Cost and the Gift",
    paragraphs: [
      "A wage is something earned. The Bible says that what sin earns is death: separation from the source of life. But the same verse turns on one small word, <em>but</em>.",
      "Against the wage stands a gift. A gift cannot be earned, only received.",
    ],
    verse: {
      text: "For the wages of sin is death; but the gift of God is eternal life through Jesus Christ our Lord.",
      reference: "Romans 6:23",
    },
  },
  {
    title: "God So Loved",
    paragraphs: [
      "Why would God give such a gift? Not because we had earned it, and not because He had to. The reason is love, a love that gives the most precious thing it has.",
      "Notice the word <em>whosoever</em>. No one is too far away to be included.",
    ],
    verse: {
      text: "For God so loved the world, that he gave his only begotten Son, that whosoever believeth in him should not perish, but have everlasting life.",
      reference: "John 3:16",
    },
  },
  {
    title: "The Word Made Flesh",
    paragraphs: [
      "God did not shout His love from a distance. He came near. The eternal Son took on human flesh and lived among us, full of grace and truth.",
      "In Jesus we see what God is like, and we also see what a human life was always meant to be.",
    ],
    verse: {
      text: "And the Word was made flesh, and dwelt among us, (and we beheld his glory, the glory as of the only begotten of the Father,) full of grace and truth.",
      reference: "John 1:14",
    },
  },
  {
    title: "The Cross",
    paragraphs: [
      "At the cross, the One who had no sin carried ours. What we could never pay, He paid in full, so that we could be free from sin's hold and live a right life before God.",
      "The cross is where justice and mercy meet.",
    ],
    verse: {
      text: "Who his own self bare our sins in his own body on the tree, that we, being dead to sins, should live unto righteousness: by whose stripes ye were healed.",
      reference: "1 Peter 2:24",
    },
  },
  {
    title: "Risen Indeed",
    paragraphs: [
      "The story did not end in a tomb. On the third day Jesus rose again, proving that the payment was accepted and that death itself had been defeated.",
      "Because He lives, the life He offers is not a memory but a present reality.",
    ],
    verse: {
      text: "For I delivered unto you first of all that which I also received, how that Christ died for our sins according to the scriptures; And that he was buried, and that he rose again the third day according to the scriptures:",
      reference: "1 Corinthians 15:3-4",
    },
  },
  {
    title: "You Must Be Born Again",
    paragraphs: [
      "A religious teacher named Nicodemus came to Jesus by night with questions. Jesus answered with a surprising statement: what a person needs is not improvement but a new birth.",
      "Being born again is God's work in us by His Spirit. It is the beginning of a new life, not a new set of rules.",
    ],
    verse: {
      text: "Jesus answered and said unto him, Verily, verily, I say unto thee, Except a man be born again, he cannot see the kingdom of God.",
      reference: "John 3:3",
    },
  },
  {
    title: "By Grace Through Faith",
    paragraphs: [
      "How is this new life received? Not by a long list of good deeds, and not by being good enough. It is received by faith: trusting what God has done in Christ.",
      "Grace is God's undeserved kindness. Faith is the open hand that receives it.",
    ],
    verse: {
      text: "For by grace are ye saved through faith; and that not of yourselves: it is the gift of God: Not of works, lest any man should boast.",
      reference: "Ephesians 2:8-9",
    },
  },
  {
    title: "Children of God",
    paragraphs: [
      "Here is the heart of who you really are. Everyone who receives Christ is given the right to become a child of God. Not a servant hoping for approval, but a son or a daughter.",
      "This is not a title you grow into. It is the family you are born into.",
    ],
    verse: {
      text: "But as many as received him, to them gave he power to become the sons of God, even to them that believe on his name:",
      reference: "John 1:12",
    },
  },
  {
    title: "A New Creature",
    paragraphs: [
      "Many people try to change by starting over again and again. God does something deeper: in Christ He makes a new creature. The old way of life no longer defines you.",
      "Your past is real, but it is no longer your identity.",
    ],
    verse: {
      text: "Therefore if any man be in Christ, he is a new creature: old things are passed away; behold, all things are become new.",
      reference: "2 Corinthians 5:17",
    },
  },
  {
    title: "Adopted Into the Family",
    paragraphs: [
      "Adoption means being chosen and brought in with full rights. God does not keep His children at arm's length. His Spirit within us calls Him Father, with the trust of a child who knows he is loved.",
    ],
    verse: {
      text: "For ye have not received the spirit of bondage again to fear; but ye have received the Spirit of adoption, whereby we cry, Abba, Father. The Spirit itself beareth witness with our spirit, that we are the children of God:",
      reference: "Romans 8:15-16",
    },
  },
  {
    title: "Sealed by the Spirit",
    paragraphs: [
      "In the ancient world a seal marked ownership and guaranteed what was inside. When you believed, God marked you as His own with His Holy Spirit.",
      "Your place in His family is kept by His faithfulness, not by your feelings.",
    ],
    verse: {
      text: "In whom ye also trusted, after that ye heard the word of truth, the gospel of your salvation: in whom also after that ye believed, ye were sealed with that holy Spirit of promise,",
      reference: "Ephesians 1:13",
    },
  },
  {
    title: "No Condemnation",
    paragraphs: [
      "Guilt whispers that you will never be free. The gospel answers with a verdict: there is now no condemnation for those who are in Christ Jesus.",
      "When you fail, you come back to the Father as a child, not as a stranger on trial.",
    ],
    verse: {
      text: "There is therefore now no condemnation to them which are in Christ Jesus, who walk not after the flesh, but after the Spirit.",
      reference: "Romans 8:1",
    },
  },
  {
    title: "Nothing Can Separate Us",
    paragraphs: [
      "Some loves are fragile. God's love in Christ is not. Nothing in life or death, nothing now and nothing to come, can separate His children from His love.",
    ],
    verse: {
      text: "For I am persuaded, that neither death, nor life, nor angels, nor principalities, nor powers, nor things present, nor things to come, Nor height, nor depth, nor any other creature, shall be able to separate us from the love of God, which is in Christ Jesus our Lord.",
      reference: "Romans 8:38-39",
    },
  },
  {
    title: "Walking in the Light",
    paragraphs: [
      "A new identity leads to a new way of walking. Walking in the light means living honestly before God and others, bringing our failures to Him instead of hiding them.",
      "In the light there is fellowship, and there is cleansing.",
    ],
    verse: {
      text: "But if we walk in the light, as he is in the light, we have fellowship one with another, and the blood of Jesus Christ his Son cleanseth us from all sin.",
      reference: "1 John 1:7",
    },
  },
  {
    title: "Christ Lives in Me",
    paragraphs: [
      "The Christian life is not you trying hard to copy Jesus from a distance. It is Christ living His life in you. Your old self was crucified with Him, and the life you now live, you live by trusting Him.",
    ],
    verse: {
      text: "I am crucified with Christ: nevertheless I live; yet not I, but Christ liveth in me: and the life which I now live in the flesh I live by the faith of the Son of God, who loved me, and gave himself for me.",
      reference: "Galatians 2:20",
    },
  },
  {
    title: "Living From Who You Are",
    paragraphs: [
      "Many try to earn an identity by what they do. God reverses the order: He gives you an identity first, and your life flows from it.",
      "You forgive because you are forgiven. You love because you are loved. You serve because you belong.",
      "Look back over these pages and underline the sentences that describe you in Christ. Those are not wishes; they are facts.",
    ],
  },
  {
    title: "Your Next Step",
    paragraphs: [
      "If you have never received this gift, you can today. Salvation is not a reward for the good, but a gift for anyone who will trust Christ.",
    ],
    verse: {
      text: "That if thou shalt confess with thy mouth the Lord Jesus, and shalt believe in thine heart that God hath raised him from the dead, thou shalt be saved.",
      reference: "Romans 10:9",
    },
    closing: [
      "Tell God honestly that you need Him, thank Him for Jesus, and ask Him to make you His child. Then tell someone, and keep reading His Word. Welcome to the family.",
    ],
  },
];

const COVER: SamplePage = {
  pageNumber: 1,
  title: "Who You Really Are",
  content:
    `<div class="cover"><p class="cover-series">Saga of Salvation (SOS) · Book 1</p><h1>Who You Really Are</h1>` +
    `<p class="cover-tagline">A short journey through what the Scriptures say about your identity and God's gift of salvation.</p>` +
    `<p class="sample-note">Sample book: the text of these 21 pages is placeholder content for staff to replace.</p></div>`,
};

export const SAMPLE_BOOK_PAGES: SamplePage[] = [
  COVER,
  ...DRAFTS.map((draft, i) => ({ pageNumber: i + 2, ...page(draft) })),
];

/** Sample verse images, findable through GET /api/images/search/{reference}. */
export const SAMPLE_VERSE_IMAGES = [
  {
    reference: "John 3:16",
    text: "For God so loved the world, that he gave his only begotten Son, that whosoever believeth in him should not perish, but have everlasting life.",
  },
  {
    reference: "2 Corinthians 5:17",
    text: "Therefore if any man be in Christ, he is a new creature: old things are passed away; behold, all things are become new.",
  },
] as const;

export const SAMPLE_POPOVERS: SamplePopover[] = [
  {
    pageNumber: 6,
    title: "God So Loved (verse card)",
    content: "<p>A verse card of John 3:16 to save or share. (Sample image.)</p>",
    linkedText: "gives the most precious thing",
    linkType: "image",
    highlightColor: "gold",
    imageUrl: "/assets/images/verses/john316.webp",
  },
  {
    pageNumber: 10,
    title: "Born of the Spirit",
    content:
      "<p>Jesus goes on to explain that this birth is <strong>of water and of the Spirit</strong> (John 3:5). It is God's work, just as our first birth was not our own doing. Compare 2 Corinthians 5:17 on Page 13. (Sample note.)</p>",
    linkedText: "not improvement but a new birth",
    linkType: "text",
    highlightColor: "blue",
  },
  {
    pageNumber: 11,
    title: "Listen: Ephesians 2:8-9",
    content: "<p>A short spoken reading of Ephesians 2:8-9. (Sample recording made with a speech synthesiser.)</p>",
    linkedText: "the open hand that receives it",
    linkType: "audio",
    highlightColor: "green",
    audioUrl: "/assets/media/sample-reading-ephesians-2-8.wav",
  },
  {
    pageNumber: 9,
    title: "He Is Risen (short video)",
    content: "<p>A short sample clip for the resurrection page; staff replace it with the ministry's own video.</p>",
    linkedText: "death itself had been defeated",
    linkType: "video",
    highlightColor: "red",
    videoUrl: "/assets/media/sample-clip-risen.webm",
  },
  {
    pageNumber: 21,
    title: "Next Steps study sheet",
    content: "<p>A printable one-page study sheet for new believers. (Sample PDF.)</p>",
    linkedText: "keep reading His Word",
    linkType: "pdf",
    highlightColor: "purple",
    pdfUrl: "/assets/media/sample-next-steps.pdf",
  },
  {
    pageNumber: 13,
    title: "Old and New",
    content:
      "<p>The same promise stands behind Page 12: all who receive Christ become children of God (John 1:12). See also Romans 6:4. (Sample note.)</p>",
    linkedText: "no longer defines you",
    linkType: "text",
    highlightColor: "purple",
  },
];
