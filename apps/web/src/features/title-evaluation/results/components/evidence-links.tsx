import PaperClipOutlined from "@ant-design/icons/es/icons/PaperClipOutlined";
import Flex from "antd/es/flex";
import Typography from "antd/es/typography";

/** The evidence files of an objection or an appeal, each downloaded under its own name when clicked. */
export function EvidenceLinks({
  files,
  open,
}: {
  files: readonly { id: string; name: string }[];
  open: (fileId: string) => Promise<unknown>;
}) {
  return (
    <Flex vertical>
      {files.map((file) => (
        <Typography.Link key={file.id} onClick={() => open(file.id).catch(() => undefined)}>
          <PaperClipOutlined /> {file.name}
        </Typography.Link>
      ))}
    </Flex>
  );
}
