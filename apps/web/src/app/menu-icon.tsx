import AlertOutlined from "@ant-design/icons/es/icons/AlertOutlined";
import ApartmentOutlined from "@ant-design/icons/es/icons/ApartmentOutlined";
import AppstoreOutlined from "@ant-design/icons/es/icons/AppstoreOutlined";
import AuditOutlined from "@ant-design/icons/es/icons/AuditOutlined";
import BankOutlined from "@ant-design/icons/es/icons/BankOutlined";
import BranchesOutlined from "@ant-design/icons/es/icons/BranchesOutlined";
import CheckSquareOutlined from "@ant-design/icons/es/icons/CheckSquareOutlined";
import ClusterOutlined from "@ant-design/icons/es/icons/ClusterOutlined";
import CrownOutlined from "@ant-design/icons/es/icons/CrownOutlined";
import DashboardOutlined from "@ant-design/icons/es/icons/DashboardOutlined";
import DiffOutlined from "@ant-design/icons/es/icons/DiffOutlined";
import EyeInvisibleOutlined from "@ant-design/icons/es/icons/EyeInvisibleOutlined";
import FileDoneOutlined from "@ant-design/icons/es/icons/FileDoneOutlined";
import FileSearchOutlined from "@ant-design/icons/es/icons/FileSearchOutlined";
import SafetyOutlined from "@ant-design/icons/es/icons/SafetyOutlined";
import SettingOutlined from "@ant-design/icons/es/icons/SettingOutlined";
import SolutionOutlined from "@ant-design/icons/es/icons/SolutionOutlined";
import TeamOutlined from "@ant-design/icons/es/icons/TeamOutlined";
import TrophyOutlined from "@ant-design/icons/es/icons/TrophyOutlined";
import type { ComponentType } from "react";

/** Only the icons MENU_TREE names, so the bundle does not carry the whole icon set. */
const ICONS: Record<string, ComponentType> = {
  AlertOutlined,
  ApartmentOutlined,
  AuditOutlined,
  BankOutlined,
  BranchesOutlined,
  CheckSquareOutlined,
  ClusterOutlined,
  CrownOutlined,
  DashboardOutlined,
  DiffOutlined,
  EyeInvisibleOutlined,
  FileDoneOutlined,
  FileSearchOutlined,
  SafetyOutlined,
  SettingOutlined,
  SolutionOutlined,
  TeamOutlined,
  TrophyOutlined,
};

export function hasMenuIcon(name: string | null | undefined): boolean {
  return Boolean(name && ICONS[name]);
}

export function MenuIcon({ name, fallback = false }: { name: string | null | undefined; fallback?: boolean }) {
  const Icon = (name && ICONS[name]) || (fallback ? AppstoreOutlined : null);
  return Icon ? <Icon /> : null;
}
