import { type PaperCandidate, paperEntrySchema } from "@zcps/contracts/zcps/committee/paper";
import Alert from "antd/es/alert";
import DatePicker from "antd/es/date-picker";
import Flex from "antd/es/flex";
import Form from "antd/es/form";
import Input from "antd/es/input";
import InputNumber from "antd/es/input-number";
import Select from "antd/es/select";
import type { Dayjs } from "dayjs";
import { useTranslation } from "react-i18next";
import dayjs from "../../../../lib/dayjs";
import { FormDialog } from "../../../../lib/form-dialog";
import { useAntdApp } from "../../../../lib/use-antd-app";
import { useLocalName } from "../../../../lib/use-local-name";
import { EvidenceUpload } from "../../kit/evidence-upload";
import { useAddPaperEntry } from "../api/add-paper-entry";
import { usePaperCandidates } from "../api/get-paper-candidates";
import { type UploadedSheet, uploadPaperSheet } from "../api/upload-paper-sheet";

interface PaperForm {
  declarationId?: string;
  meetingName?: string;
  votedOn?: Dayjs | null;
  members?: number | null;
  attending?: number | null;
  agree?: number | null;
  disagree?: number | null;
  abstain?: number | null;
  sheet?: UploadedSheet;
}

const COUNTS = ["members", "attending", "agree", "disagree", "abstain"] as const;

/** The schema's field a message belongs to, as the form names it (the sheet's id is the uploaded sheet). */
const formField = (path: PropertyKey | undefined): keyof PaperForm =>
  path === "sheetFileId" ? "sheet" : ((path ?? "declarationId") as keyof PaperForm);

/** The id schema's message is a generic one: the form says which declarant is missing in its own words. */
const OWN_MESSAGES: Partial<Record<keyof PaperForm, string>> = { declarationId: "cmtUi.paper.chooseDeclarant" };

/** The signed tally sheet: one file, a second upload replacing the first. */
function SheetUpload({
  value,
  onChange,
  label,
}: {
  value?: UploadedSheet;
  onChange?: (sheet: UploadedSheet | undefined) => void;
  label: string;
}) {
  const files = value ? [value] : [];
  return (
    <EvidenceUpload
      files={files}
      onChange={(update) => onChange?.(update(files).at(-1))}
      upload={uploadPaperSheet}
      label={label}
    />
  );
}

/**
 * A paper vote entered for one declarant: the meeting, the day, the figures and the signed tally sheet, checked by
 * the contract's schema before it is sent; the server gives the verdict.
 */
export function PaperEntryDialog({
  open,
  projectTimeId,
  onClose,
}: {
  open: boolean;
  projectTimeId: string | undefined;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const localName = useLocalName();
  const { message } = useAntdApp();
  const [form] = Form.useForm<PaperForm>();
  const candidates = usePaperCandidates(projectTimeId, open);
  const add = useAddPaperEntry();

  const optionOf = (c: PaperCandidate) => ({
    value: c.declarationId,
    label: `${c.staffName}（${c.employeeNo}）${localName(c.unitName, c.unitNameEn)} · ${localName(c.titleName, c.titleNameEn)}`,
  });

  async function onSave() {
    const values = await form.validateFields();
    const counts = Object.fromEntries(COUNTS.map((key) => [key, values[key] ?? undefined]));
    const parsed = paperEntrySchema.safeParse({
      ...(projectTimeId ? { projectTimeId } : {}),
      declarationId: values.declarationId,
      meetingName: values.meetingName ?? "",
      votedOn: values.votedOn ? values.votedOn.format("YYYY-MM-DD") : undefined,
      ...counts,
      sheetFileId: values.sheet?.id,
    });
    if (!parsed.success) {
      const byField = new Map<keyof PaperForm, string[]>();
      for (const issue of parsed.error.issues) {
        const field = formField(issue.path[0]);
        byField.set(field, [...(byField.get(field) ?? []), t(OWN_MESSAGES[field] ?? issue.message)]);
      }
      form.setFields([...byField].map(([name, errors]) => ({ name, errors: [...new Set(errors)] })));
      throw new Error("invalid");
    }
    const reply = await add.mutateAsync(parsed.data);
    message.success(reply.message);
  }

  // five narrow fields in a row, each message wrapping under its own field
  const count = (name: (typeof COUNTS)[number], label: string, min = 0) => (
    <Form.Item name={name} label={label} style={{ width: 104 }}>
      <InputNumber min={min} max={99} precision={0} style={{ width: "100%" }} />
    </Form.Item>
  );

  return (
    <FormDialog<PaperForm>
      open={open}
      title={t("cmtUi.paper.enter")}
      okText={t("cmtUi.paper.submit")}
      cancelText={t("cmtUi.cancel")}
      name="paper-entry"
      form={form}
      width={640}
      saving={add.isPending}
      onSave={onSave}
      onClose={onClose}
    >
      <Alert type="info" showIcon title={t("cmtUi.paper.rule")} style={{ marginBottom: 16 }} />
      <Form.Item name="declarationId" label={t("cmtUi.paper.declarant")}>
        <Select<string>
          showSearch={{ optionFilterProp: "label" }}
          placeholder={t("cmtUi.paper.declarantPlaceholder")}
          loading={candidates.isFetching}
          notFoundContent={candidates.isFetching ? t("cmtUi.loading") : t("cmtUi.paper.noCandidates")}
          options={(candidates.data ?? []).map(optionOf)}
        />
      </Form.Item>
      <Flex gap={16} wrap>
        <Form.Item name="meetingName" label={t("cmtUi.paper.meetingName")} style={{ flex: 1, minWidth: 260 }}>
          <Input maxLength={100} />
        </Form.Item>
        <Form.Item name="votedOn" label={t("cmtUi.paper.votedOn")}>
          <DatePicker style={{ width: 180 }} disabledDate={(day) => day.isAfter(dayjs(), "day")} />
        </Form.Item>
      </Flex>
      <Flex gap={12}>
        {count("members", t("cmtUi.paper.members"), 1)}
        {count("attending", t("cmtUi.paper.attending"))}
        {count("agree", t("cmtUi.paper.agree"))}
        {count("disagree", t("cmtUi.paper.disagree"))}
        {count("abstain", t("cmtUi.paper.abstain"))}
      </Flex>
      <Form.Item name="sheet" label={t("cmtUi.paper.sheet")} extra={t("cmtUi.paper.sheetHelp")}>
        <SheetUpload label={t("cmtUi.paper.sheetUpload")} />
      </Form.Item>
    </FormDialog>
  );
}
