import { UploadOutlined, UserOutlined } from "@ant-design/icons";
import { QueryClientProvider } from "@tanstack/react-query";
import { Avatar, Button, Flex, Modal, Typography, Upload } from "antd";
import { useEffect, useState } from "react";
import { useTranslation } from "react-i18next";
import { queryClient } from "../../../lib/query-client";
import { useAntdApp } from "../../../lib/use-antd-app";
import { useSession } from "../../../stores/session";
import { AVATAR_MAX_BYTES, AVATAR_TYPES, useChangeAvatar } from "./api/change-avatar";

interface Props {
  open: boolean;
  onClose: () => void;
}

const AVATAR_SIZE = 128;

/** The change-avatar dialog of the account menu: pick, preview, upload, then the top bar shows the new image. */
function AvatarDialogContent({ open, onClose }: Props) {
  const { t } = useTranslation();
  const { message } = useAntdApp();
  const current = useSession((s) => s.avatar);
  const setAvatar = useSession((s) => s.setAvatar);
  const loadUser = useSession((s) => s.loadUser);
  const upload = useChangeAvatar();
  const [file, setFile] = useState<File | null>(null);
  const [preview, setPreview] = useState<string | null>(null);

  // The preview is an object URL: release it when replaced or when the dialog goes away.
  useEffect(() => {
    if (!file) {
      setPreview(null);
      return;
    }
    const url = URL.createObjectURL(file);
    setPreview(url);
    return () => URL.revokeObjectURL(url);
  }, [file]);

  function close() {
    setFile(null);
    onClose();
  }

  function pick(candidate: File): string {
    if (!(AVATAR_TYPES as readonly string[]).includes(candidate.type)) {
      message.warning(t("avatar.badType"));
    } else if (candidate.size > AVATAR_MAX_BYTES) {
      message.warning(t("avatar.tooLarge"));
    } else {
      setFile(candidate);
    }
    // the upload happens on OK, not on pick, and the Upload keeps no list of its own
    return Upload.LIST_IGNORE;
  }

  async function save() {
    if (!file) {
      message.warning(t("avatar.missing"));
      return;
    }
    const reply = await upload.mutateAsync(file);
    // show the new image at once; the reload brings the rest of the session in line
    setAvatar(reply.data.avatar);
    await loadUser();
    message.success(reply.message || t("account.avatar.changed"));
    close();
  }

  return (
    <Modal
      open={open}
      title={t("account.avatar.title")}
      width="50%"
      okText={t("account.avatar.upload")}
      cancelText={t("account.cancel")}
      okButtonProps={{ disabled: !file }}
      confirmLoading={upload.isPending}
      onOk={() => {
        save().catch(() => undefined);
      }}
      onCancel={close}
      destroyOnHidden
    >
      <Flex gap={48} justify="center" align="center" wrap style={{ padding: "24px 0" }}>
        <Flex vertical align="center" gap={8}>
          <Avatar size={AVATAR_SIZE} src={current} icon={<UserOutlined />} alt={t("account.avatar.current")} />
          <Typography.Text type="secondary">{t("account.avatar.current")}</Typography.Text>
        </Flex>
        <Flex vertical align="center" gap={8}>
          <Avatar
            size={AVATAR_SIZE}
            src={preview ?? undefined}
            icon={<UserOutlined />}
            alt={t("account.avatar.preview")}
            data-testid="avatar-preview"
          />
          <Typography.Text type="secondary">{t("account.avatar.preview")}</Typography.Text>
        </Flex>
      </Flex>
      <Flex vertical align="center" gap={8}>
        <Upload accept={AVATAR_TYPES.join(",")} showUploadList={false} beforeUpload={pick} maxCount={1}>
          <Button icon={<UploadOutlined />}>{t("account.avatar.choose")}</Button>
        </Upload>
        <Typography.Text type="secondary">{file ? file.name : t("account.avatar.hint")}</Typography.Text>
      </Flex>
    </Modal>
  );
}

/**
 * The top bar mounts this dialog outside the pages' query provider, so it
 * brings the shared cache along itself.
 */
export function AvatarDialog(props: Props) {
  return (
    <QueryClientProvider client={queryClient}>
      <AvatarDialogContent {...props} />
    </QueryClientProvider>
  );
}
