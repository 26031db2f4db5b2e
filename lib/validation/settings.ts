// spec §3/§9: the seven setting types and five categories.
export const SETTING_TYPES = ["text", "textarea", "boolean", "number", "email", "url", "color"] as const;
export const SETTING_CATEGORIES = ["general", "appearance", "chatbot", "contact", "social"] as const;
