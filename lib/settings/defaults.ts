import type { SettingCategory, SettingType } from "@/lib/generated/prisma/enums";

export type SettingDefault = {
  name: string;
  displayName: string;
  value: string;
  type: SettingType;
  category: SettingCategory;
  description: string;
  isPublic: boolean;
  publicText?: true;
  /** Until staff change a "once-changed" setting, the page shows its own catalogue's text. */
  translated?: "always" | "once-changed";
  group?: SettingGroup;
};

export const SETTING_GROUPS = ["siteTexts", "contact", "videos", "chatbot", "advanced"] as const;
export type SettingGroup = (typeof SETTING_GROUPS)[number];

/** Keeps each entry's literal name and flags, so the lists derived below are typed by name. */
const defineSettings = <const T extends readonly SettingDefault[]>(settings: T) => settings;

const WELCOME_MESSAGE =
  "Welcome to the product! How can I help you understand more about our teachings? You can ask a question, select from suggested questions below, or use the microphone to speak.";

const SCRIPTURE_QUOTE = {
  type: "textarea",
  category: "general",
  description: "King James Version (public domain).",
  isPublic: true,
  translated: "always",
  publicText: true,
} as const;

// requirements §D8: the seed inserts missing ones and never overwrites staff changes; scripture is the public-domain KJV.
export const DEFAULT_SETTINGS = defineSettings([
  {
    name: "site_name",
    displayName: "Site name",
    value: "FIRSTbORN Ministries",
    type: "text",
    category: "general",
    description: "Shown in the header, footer and page titles.",
    isPublic: true,
    publicText: true,
  },
  {
    name: "site_tagline",
    displayName: "Tagline",
    value: "Discover who you really are in Christ.",
    type: "text",
    category: "general",
    description: "Shown under the site name in the footer.",
    isPublic: true,
    translated: "always",
    publicText: true,
  },
  {
    name: "home_welcome_heading",
    displayName: "Home welcome heading",
    value: "Welcome to FIRSTbORN Ministries",
    type: "text",
    category: "general",
    description: "The main heading of the home page.",
    isPublic: true,
    translated: "always",
    publicText: true,
  },
  {
    name: "home_intro",
    displayName: "Home introduction",
    value:
      "We share teachings on identity, redemption and the new life God gives. Read our interactive books, explore our booklets and ask our assistant your questions.",
    type: "textarea",
    category: "general",
    description: "The introduction under the home heading.",
    isPublic: true,
    translated: "always",
    publicText: true,
  },
  {
    name: "about_mission",
    displayName: "Mission",
    value:
      "To help every person discover who they really are in Christ, through clear teaching of the Scriptures, freely shared.",
    type: "textarea",
    category: "general",
    description: "The mission statement on the About page.",
    isPublic: true,
    translated: "always",
    publicText: true,
  },
  {
    name: "about_vision",
    displayName: "Vision",
    value: "A community of believers who know they are born of God, live from that identity and carry it to others.",
    type: "textarea",
    category: "general",
    description: "The vision statement on the About page.",
    isPublic: true,
    translated: "always",
    publicText: true,
  },
  {
    name: "about_scripture_1_text",
    displayName: "First scripture quote",
    value:
      "Therefore if any man be in Christ, he is a new creature: old things are passed away; behold, all things are become new.",
    ...SCRIPTURE_QUOTE,
  },
  {
    name: "about_scripture_1_reference",
    displayName: "First scripture reference",
    value: "2 Corinthians 5:17",
    type: "text",
    category: "general",
    description: "The reference of the first quote.",
    isPublic: true,
    translated: "always",
    publicText: true,
  },
  {
    name: "about_scripture_2_text",
    displayName: "Second scripture quote",
    value:
      "But as many as received him, to them gave he power to become the sons of God, even to them that believe on his name.",
    ...SCRIPTURE_QUOTE,
  },
  {
    name: "about_scripture_2_reference",
    displayName: "Second scripture reference",
    value: "John 1:12",
    type: "text",
    category: "general",
    description: "The reference of the second quote.",
    isPublic: true,
    translated: "always",
    publicText: true,
  },
  {
    name: "book_title",
    displayName: "Featured book title",
    value: "Saga of Salvation (SOS) Book 1 - Who You Really Are",
    type: "text",
    category: "general",
    description: "The interactive book featured on the home page and the book list.",
    isPublic: true,
    translated: "always",
    publicText: true,
  },
  {
    name: "book_cover_url",
    displayName: "Featured book cover",
    value: "/assets/images/page-1.webp",
    type: "url",
    category: "general",
    description: "Image address of the featured book's cover (a site path or a full URL).",
    isPublic: true,
  },

  {
    name: "publishing_restricted_to_admins",
    displayName: "Only admins publish",
    value: "false",
    type: "boolean",
    category: "general",
    description: "When on, editors save drafts and submit them for review; an admin publishes them.",
    isPublic: false,
  },
  {
    name: "content_versions_limit",
    displayName: "Versions kept per item",
    value: "50",
    type: "number",
    category: "general",
    description: "Published versions kept for each booklet; the oldest beyond this number are removed.",
    isPublic: false,
  },

  {
    name: "theme_primary_color",
    displayName: "Primary colour",
    value: "#7c2d12",
    type: "color",
    category: "appearance",
    description:
      "Buttons, links and headings of the public site. A colour too light to read on the peach background is darkened until it is.",
    isPublic: true,
  },
  {
    name: "theme_accent_color",
    displayName: "Accent colour",
    value: "#f59e0b",
    type: "color",
    category: "appearance",
    description:
      "The DONATE button and highlights of the public site; its text turns dark or white, whichever reads better.",
    isPublic: true,
  },
  {
    name: "show_language_selector",
    displayName: "Show language selector",
    value: "true",
    type: "boolean",
    category: "appearance",
    description: "Let visitors switch page text into another language.",
    isPublic: true,
  },

  {
    name: "chatbot_enabled",
    displayName: "Chat widget enabled",
    value: "true",
    type: "boolean",
    category: "chatbot",
    description: "Show the floating chat on public pages.",
    isPublic: true,
  },
  {
    name: "chatbot_title",
    displayName: "Chat title",
    value: "Ask About Our Teachings",
    type: "text",
    category: "chatbot",
    description: "The title of the chat panel.",
    isPublic: true,
    translated: "once-changed",
    publicText: true,
  },
  {
    name: "chatbot_welcome_message",
    displayName: "Chat welcome message",
    value: WELCOME_MESSAGE,
    type: "textarea",
    category: "chatbot",
    description: "The first message visitors see in the chat.",
    isPublic: true,
    translated: "once-changed",
    publicText: true,
  },
  {
    name: "chatbot_default_voice",
    displayName: "Default voice",
    value: "nova",
    type: "text",
    category: "chatbot",
    description: "One of alloy, echo, fable, onyx, nova, shimmer.",
    isPublic: true,
  },
  {
    name: "chatbot_max_question_length",
    displayName: "Longest question",
    value: "500",
    type: "number",
    category: "chatbot",
    description: "Questions longer than this many characters are refused.",
    isPublic: false,
  },

  {
    name: "contact_email",
    displayName: "Contact email",
    value: "info@example.org",
    type: "email",
    category: "contact",
    description: "Shown on the Contact page and used by the book's email button.",
    isPublic: true,
  },
  {
    name: "contact_phone",
    displayName: "Contact phone",
    value: "+1 555 010 0100",
    type: "text",
    category: "contact",
    description: "Used by the book's call button.",
    isPublic: true,
    publicText: true,
  },
  {
    name: "contact_notify_email",
    displayName: "Notification email",
    value: "info@example.org",
    type: "email",
    category: "contact",
    description: "Where staff would like to be told about new messages.",
    isPublic: false,
  },

  // Sign-in rules (decision 003): read by the server, not shown to visitors.
  {
    name: "two_factor_required_for_staff",
    displayName: "Require two-factor sign-in for staff",
    value: "false",
    type: "boolean",
    category: "general",
    description:
      "When on, admins and editors must turn on two-factor sign-in (Account page) before they can use the admin screens.",
    isPublic: false,
  },

  {
    name: "social_facebook_url",
    displayName: "Facebook page",
    value: "https://www.facebook.com/",
    type: "url",
    category: "social",
    description: "The first social link in the footer and on the Contact page.",
    isPublic: true,
  },
  {
    name: "social_youtube_url",
    displayName: "YouTube channel",
    value: "https://www.youtube.com/",
    type: "url",
    category: "social",
    description: "The second social link (text link in the footer).",
    isPublic: true,
  },
  {
    name: "donation_url",
    displayName: "Donation page",
    value: "https://www.paypal.com/donate",
    type: "url",
    category: "social",
    description: "Where the DONATE button leads (opens in a new tab).",
    isPublic: true,
  },
  {
    name: "video_main_title",
    displayName: "Videos page video title",
    value: "Born Redeemed",
    type: "text",
    category: "social",
    description: "Title of the video on the Videos page.",
    isPublic: true,
    group: "videos",
  },
  {
    name: "video_main_url",
    displayName: "Videos page video",
    value: "https://drive.google.com/file/d/1BornRedeemedSampleVideo/view",
    type: "url",
    category: "social",
    description: "The video on the Videos page. Shared-drive links are shown in their preview form.",
    isPublic: true,
    group: "videos",
  },
  {
    name: "video_1_title",
    displayName: "Popup video 1 title",
    value: "Born Redeemed",
    type: "text",
    category: "social",
    description: "Title of the first video in the video popup.",
    isPublic: true,
    group: "videos",
  },
  {
    name: "video_1_url",
    displayName: "Popup video 1 link",
    value: "https://drive.google.com/file/d/1BornRedeemedSampleVideo/view",
    type: "url",
    category: "social",
    description: "Link of the first popup video.",
    isPublic: true,
    group: "videos",
  },
  {
    name: "video_2_title",
    displayName: "Popup video 2 title",
    value: "Who You Really Are",
    type: "text",
    category: "social",
    description: "Title of the second video in the video popup.",
    isPublic: true,
    group: "videos",
  },
  {
    name: "video_2_url",
    displayName: "Popup video 2 link",
    value: "https://drive.google.com/file/d/1WhoYouReallyAreSampleVideo/view",
    type: "url",
    category: "social",
    description: "Link of the second popup video.",
    isPublic: true,
    group: "videos",
  },
]);

const BY_NAME: ReadonlyMap<string, SettingDefault> = new Map(
  DEFAULT_SETTINGS.map((setting) => [setting.name, setting]),
);

export const builtInSetting = (name: string): SettingDefault | undefined => BY_NAME.get(name);

export const settingDefault = (name: string): string => BY_NAME.get(name)?.value ?? "";

export const settingRow = ({ name, displayName, value, type, category, description, isPublic }: SettingDefault) => ({
  name,
  displayName,
  value,
  type,
  category,
  description,
  isPublic,
});

type Entry = (typeof DEFAULT_SETTINGS)[number];
export type PublicTextSetting = Extract<Entry, { publicText: true }>["name"];
export type TranslatedSetting = Extract<Entry, { translated: string }>["name"];

export const PUBLIC_TEXT_SETTINGS = DEFAULT_SETTINGS.flatMap((setting) =>
  "publicText" in setting ? [setting.name] : [],
) as readonly PublicTextSetting[];

export const TRANSLATED_SETTINGS = DEFAULT_SETTINGS.flatMap((setting) =>
  "translated" in setting ? [setting.name] : [],
) as readonly TranslatedSetting[];

export const isPublicTextSetting = (name: string): name is PublicTextSetting =>
  (PUBLIC_TEXT_SETTINGS as readonly string[]).includes(name);

const GROUP_OF_CATEGORY: Record<SettingCategory, SettingGroup> = {
  general: "advanced",
  appearance: "advanced",
  chatbot: "chatbot",
  contact: "contact",
  social: "contact",
};

export function settingGroupOf(name: string): SettingGroup {
  const builtIn = BY_NAME.get(name);
  if (!builtIn) return "advanced";
  if (builtIn.publicText) return "siteTexts";
  return builtIn.group ?? GROUP_OF_CATEGORY[builtIn.category];
}
