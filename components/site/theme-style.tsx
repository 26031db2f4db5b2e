import { getSiteContext } from "@/components/site/site-context";
import { themeCss } from "@/lib/theme";

/** The appearance settings as CSS variables; React hoists the rule into <head> (one per page). */
export async function ThemeStyle() {
  const { settings } = await getSiteContext();
  return (
    <style href="site-theme" precedence="high">
      {themeCss(settings)}
    </style>
  );
}
