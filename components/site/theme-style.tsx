import { getPublicSettingValues } from "@/lib/data/settings";
import { themeCss } from "@/lib/theme";

export async function ThemeStyle() {
  const settings = await getPublicSettingValues();
  return (
    <style href="site-theme" precedence="high">
      {themeCss(settings)}
    </style>
  );
}
