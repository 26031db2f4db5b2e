import { getPublicSettingValues } from "@/lib/data/settings";
import { themeCss } from "@/lib/theme";

/** The appearance settings as CSS variables; React hoists the rule into <head> (one per page). */
export async function ThemeStyle() {
  const settings = await getPublicSettingValues();
  return (
    <style href="site-theme" precedence="high">
      {themeCss(settings)}
    </style>
  );
}
