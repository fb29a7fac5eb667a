import type { UnitAdminPerson } from "@zcps/contracts/zcps/staff/api";
import Select from "antd/es/select";
import { useEffect, useRef, useState } from "react";
import { useTranslation } from "react-i18next";

interface Option {
  value: string;
  label: string;
}

/** A multiple select of users found by remote search (name, account or staff number). */
export function UserPicker({
  value,
  search,
  onChange,
  ariaLabel,
}: {
  value: UnitAdminPerson[];
  search: (keyword: string) => Promise<(UnitAdminPerson & { departName: string | null })[]>;
  onChange: (userIds: string[]) => void;
  ariaLabel: string;
}) {
  const { t } = useTranslation();
  const [options, setOptions] = useState<Option[]>([]);
  const [loading, setLoading] = useState(false);
  const timer = useRef<ReturnType<typeof setTimeout>>(undefined);
  const selected = value.map((p) => ({ value: p.userId, label: `${p.name} (${p.username})` }));
  useEffect(() => () => clearTimeout(timer.current), []);

  function onSearch(keyword: string) {
    clearTimeout(timer.current);
    if (!keyword.trim()) return;
    timer.current = setTimeout(() => {
      setLoading(true);
      search(keyword.trim())
        .then((found) =>
          setOptions(
            found.map((u) => ({
              value: u.userId,
              label: `${u.name} (${u.username})${u.departName ? ` · ${u.departName}` : ""}`,
            })),
          ),
        )
        .catch(() => setOptions([]))
        .finally(() => setLoading(false));
    }, 300);
  }

  const merged = [...selected, ...options.filter((o) => !selected.some((s) => s.value === o.value))];
  return (
    <Select
      mode="multiple"
      aria-label={ariaLabel}
      style={{ width: "100%" }}
      value={selected.map((s) => s.value)}
      options={merged}
      filterOption={false}
      onSearch={onSearch}
      loading={loading}
      placeholder={t("unitAdmin.searchHint")}
      notFoundContent={loading ? t("unitAdmin.searching") : t("unitAdmin.noMatch")}
      onChange={onChange}
      showSearch
    />
  );
}
