import BgColorsOutlined from "@ant-design/icons/es/icons/BgColorsOutlined";
import Button from "antd/es/button";
import Tooltip from "antd/es/tooltip";
import { lazy, Suspense, useState } from "react";
import { useTranslation } from "react-i18next";
import { usePreferences } from "../../stores/preferences";

// antd's ColorPicker (sliders, inputs, presets) is large; it loads on first use
const ThemeColorPicker = lazy(() => import("./theme-color-picker"));

/** Theme colour (spec 4): applied through antd's theme tokens, remembered locally. */
export function ThemePicker() {
  const { t } = useTranslation();
  const color = usePreferences((s) => s.themeColor);
  const [wanted, setWanted] = useState(false);

  const trigger = (
    <Button
      type="text"
      aria-label={t("shell.theme")}
      data-testid="theme-picker"
      icon={<BgColorsOutlined style={{ color }} />}
      onClick={() => setWanted(true)}
    />
  );
  if (!wanted) return <Tooltip title={t("shell.theme")}>{trigger}</Tooltip>;
  return (
    <Suspense fallback={trigger}>
      <ThemeColorPicker>{trigger}</ThemeColorPicker>
    </Suspense>
  );
}
