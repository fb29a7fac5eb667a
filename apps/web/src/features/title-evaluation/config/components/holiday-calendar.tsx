import type { HolidayRow } from "@zcps/contracts/zcps/config/api";
import { CONFIG_ELEMENTS } from "@zcps/contracts/zcps/config/elements";
import { addWorkingDays, isWorkingDay } from "@zcps/contracts/zcps/working-days";
import Calendar from "antd/es/calendar";
import Card from "antd/es/card";
import DatePicker from "antd/es/date-picker";
import Flex from "antd/es/flex";
import InputNumber from "antd/es/input-number";
import Space from "antd/es/space";
import Table, { type ColumnsType } from "antd/es/table";
import Tag from "antd/es/tag";
import Typography from "antd/es/typography";
import type { Dayjs } from "dayjs";
import { useMemo, useState } from "react";
import { useTranslation } from "react-i18next";
import { useCan } from "../../../../lib/access";
import dayjs from "../../../../lib/dayjs";
import { useHolidayYears } from "../api/get-holidays";
import { HolidayDialog, type HolidayDialogState } from "./holiday-dialog";

const ISO = "YYYY-MM-DD";

/**
 * The holiday calendar: the year's exceptions to Monday–Friday on a month view and in a list, and a working-day
 * calculator on the same calendar (contracts working-days, the arithmetic the publicity stages use).
 */
export function HolidayCalendar() {
  const { t, i18n } = useTranslation();
  const can = useCan();
  const english = i18n.language.startsWith("en");
  const [month, setMonth] = useState<Dayjs>(() => dayjs());
  const [dialog, setDialog] = useState<HolidayDialogState>({ open: false });
  const [start, setStart] = useState<Dayjs | null>(() => dayjs());
  const [days, setDays] = useState<number | null>(5);
  const year = month.year();
  // a publicity window that starts in December runs into the next year's calendar
  const holidays = useHolidayYears([year, year + 1]);
  const byDay = useMemo(() => new Map(holidays.rows.map((row) => [row.day, row])), [holidays.rows]);
  const exceptions = useMemo(() => new Map(holidays.rows.map((row) => [row.day, row.working])), [holidays.rows]);
  const yearRows = holidays.rows.filter((row) => row.day.startsWith(`${year}-`));
  const canEdit = can(CONFIG_ELEMENTS.holidayEdit);

  const end = start && days && days > 0 ? addWorkingDays(start.format(ISO), days, exceptions) : null;
  const label = (row: HolidayRow) => (english && row.nameEn ? row.nameEn : row.name);

  const columns: ColumnsType<HolidayRow> = [
    {
      title: t("zcfg.holiday.day"),
      dataIndex: "day",
      width: 150,
      render: (day: string) => `${day} ${dayjs(day).format("ddd")}`,
    },
    {
      title: t("zcfg.holiday.kind"),
      dataIndex: "working",
      width: 90,
      render: (working: boolean) =>
        working ? <Tag color="blue">{t("zcfg.holiday.workday")}</Tag> : <Tag color="red">{t("zcfg.holiday.off")}</Tag>,
    },
    { title: t("zcfg.holiday.name"), key: "name", ellipsis: true, render: (_, row) => label(row) },
  ];

  return (
    <Flex gap={16} wrap align="flex-start" className="zcfg-holidays">
      <Card size="small" className="zcfg-calendar-card" title={t("zcfg.holiday.calendar")}>
        <Calendar
          value={month}
          onPanelChange={(value) => setMonth(value)}
          onSelect={(date, info) => {
            setMonth(date);
            if (info.source !== "date" || !canEdit) return;
            const day = date.format(ISO);
            setDialog({ open: true, day, existing: byDay.get(day) });
          }}
          fullCellRender={(date, info) => {
            if (info.type !== "date") return info.originNode;
            const day = date.format(ISO);
            const row = byDay.get(day);
            const working = isWorkingDay(day, exceptions);
            const outside = date.month() !== month.month();
            return (
              <div
                className={`zcfg-day${working ? "" : " zcfg-day-off"}${outside ? " zcfg-day-outside" : ""}`}
                data-day={day}
                data-working={working ? "1" : "0"}
              >
                <span className="zcfg-day-number">{date.date()}</span>
                {row && <span className="zcfg-day-name">{label(row)}</span>}
              </div>
            );
          }}
        />
        <Space size={16} className="zcfg-legend">
          <span>
            <span className="zcfg-swatch zcfg-swatch-off" /> {t("zcfg.holiday.legendOff")}
          </span>
          <span>
            <span className="zcfg-swatch" /> {t("zcfg.holiday.legendWork")}
          </span>
          {canEdit && <Typography.Text type="secondary">{t("zcfg.holiday.clickHint")}</Typography.Text>}
        </Space>
      </Card>
      <Flex vertical gap={16} className="zcfg-holiday-side">
        <Card size="small" title={t("zcfg.calc.title")}>
          <Flex vertical gap={8}>
            <Space wrap>
              <DatePicker
                value={start}
                onChange={(date) => {
                  setStart(date);
                  // the calendar follows, so the window's days are in view
                  if (date) setMonth(date);
                }}
                aria-label={t("zcfg.calc.start")}
                placeholder={t("zcfg.calc.start")}
              />
              <InputNumber
                value={days}
                min={1}
                max={366}
                onChange={(value) => setDays(value)}
                aria-label={t("zcfg.calc.days")}
                addonAfter={t("zcfg.calc.unit")}
                style={{ width: 150 }}
              />
            </Space>
            <Typography.Text data-testid="working-day-result">
              {end ? t("zcfg.calc.result", { end, weekday: dayjs(end).format("dddd") }) : t("zcfg.calc.empty")}
            </Typography.Text>
            <Typography.Text type="secondary">{t("zcfg.calc.help")}</Typography.Text>
          </Flex>
        </Card>
        <Card size="small" title={t("zcfg.holiday.listTitle", { year })}>
          <Table<HolidayRow>
            rowKey="day"
            size="small"
            columns={columns}
            dataSource={yearRows}
            loading={holidays.isFetching}
            pagination={{ pageSize: 10, size: "small", showTotal: (total) => t("zcfg.total", { total }) }}
            onRow={(row) => ({
              onClick: () => {
                setMonth(dayjs(row.day));
                if (canEdit) setDialog({ open: true, day: row.day, existing: row });
              },
              style: { cursor: "pointer" },
            })}
          />
        </Card>
      </Flex>
      <HolidayDialog state={dialog} onClose={() => setDialog({ open: false })} />
    </Flex>
  );
}
