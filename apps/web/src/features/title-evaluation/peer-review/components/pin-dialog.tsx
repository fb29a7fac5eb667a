import { useQuery } from "@tanstack/react-query";
import type { ExpertRow } from "@zcps/contracts/zcps/experts/api";
import Modal from "antd/es/modal";
import Select from "antd/es/select";
import Typography from "antd/es/typography";
import { useEffect, useState } from "react";
import { useTranslation } from "react-i18next";
import { useLocalName } from "../../../../lib/use-local-name";
import { peerReviewKey } from "../api/keys";
import { searchExperts } from "../api/search-experts";

export interface PinTarget {
  declarationId: string;
  name: string;
}

/** Choose an expert for a declarant: the pair is pinned in the next simulation (or reported if it cannot be). */
export function PinDialog({
  target,
  onClose,
  onPin,
}: {
  target: PinTarget | null;
  onClose: () => void;
  onPin: (expert: ExpertRow) => void;
}) {
  const { t } = useTranslation();
  const localName = useLocalName();
  const [keyword, setKeyword] = useState("");
  const [typed, setTyped] = useState("");
  // the expert itself: a later search's rows may no longer hold them
  const [chosen, setChosen] = useState<ExpertRow>();
  // one search per pause in typing
  useEffect(() => {
    const timer = setTimeout(() => setKeyword(typed.trim()), 300);
    return () => clearTimeout(timer);
  }, [typed]);
  const experts = useQuery({
    queryKey: [...peerReviewKey, "expert-search", keyword],
    queryFn: () => searchExperts(keyword),
    enabled: target !== null,
  });
  const found = experts.data ?? [];
  const rows = chosen && !found.some((row) => row.id === chosen.id) ? [chosen, ...found] : found;

  return (
    <Modal
      open={target !== null}
      title={t("peerUi.pinTitle", { name: target?.name ?? "" })}
      okText={t("peerUi.pin")}
      cancelText={t("peerUi.cancel")}
      okButtonProps={{ disabled: !chosen }}
      onOk={() => {
        if (chosen) onPin(chosen);
        setChosen(undefined);
      }}
      onCancel={() => {
        setChosen(undefined);
        onClose();
      }}
      destroyOnHidden
    >
      <Typography.Paragraph type="secondary">{t("peerUi.pinHint")}</Typography.Paragraph>
      <Select<string>
        showSearch={{ filterOption: false, onSearch: setTyped }}
        value={chosen?.id}
        onChange={(id) => setChosen(rows.find((row) => row.id === id))}
        loading={experts.isFetching}
        placeholder={t("peerUi.chooseExpert")}
        aria-label={t("peerUi.chooseExpert")}
        style={{ width: "100%" }}
        options={rows.map((row) => ({
          value: row.id,
          label: `${row.name} · ${row.institution ?? localName(row.unitName, row.unitNameEn)} · ${row.titleName} · ${t(`peerUi.kind.${row.kind}`)} · ${row.disciplineCodes.join("/")}`,
        }))}
      />
    </Modal>
  );
}
