import type { HookAPI } from "antd/es/modal/useModal";
import useModal from "antd/es/modal/useModal";
import { useEffect } from "react";

/** Mounted on the first modal request; hands its hook API back to the antd root. */
export default function ModalHolder({ onReady }: { onReady: (api: HookAPI) => void }) {
  const [api, holder] = useModal();
  useEffect(() => onReady(api), [api, onReady]);
  return holder;
}
