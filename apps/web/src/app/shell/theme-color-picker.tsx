import ColorPicker from "antd/es/color-picker";
import { type ReactNode, useState } from "react";
import { useTranslation } from "react-i18next";
import { useAntdApp } from "../../lib/use-antd-app";
import { DEFAULT_THEME_COLOR, usePreferences } from "../../stores/preferences";

const PRESET_COLORS = [
  DEFAULT_THEME_COLOR,
  "#8b1a1a",
  "#1890ff",
  "#13c2c2",
  "#52c41a",
  "#fa8c16",
  "#722ed1",
  "#304156",
];

/** The colour picker around the top bar's theme button; opens as soon as it has loaded. */
export default function ThemeColorPicker({ children }: { children: ReactNode }) {
  const { t } = useTranslation();
  const { message } = useAntdApp();
  const color = usePreferences((s) => s.themeColor);
  const setThemeColor = usePreferences((s) => s.setThemeColor);
  const [open, setOpen] = useState(true);
  return (
    <ColorPicker
      open={open}
      onOpenChange={setOpen}
      value={color}
      disabledAlpha
      presets={[{ label: t("shell.theme"), colors: PRESET_COLORS }]}
      onChangeComplete={(value) => {
        const hex = value.toHexString();
        if (hex.toLowerCase() === color.toLowerCase()) return;
        setThemeColor(hex);
        message.success(t("shell.themeSwitched"));
      }}
    >
      {children}
    </ColorPicker>
  );
}
