import Form, { type FormInstance } from "antd/es/form";
import Modal from "antd/es/modal";
import type { ReactNode } from "react";

interface FormDialogProps<Values> {
  open: boolean;
  title: string;
  okText: string;
  cancelText: string;
  /** the form's name: its fields' ids start with it */
  name: string;
  form: FormInstance<Values>;
  width?: number;
  saving: boolean;
  /**
   * Validates and saves. The dialog closes when it resolves; a rejection (a field left invalid, a refusal the
   * request layer has already shown) keeps it open with what the user typed.
   */
  onSave: () => Promise<unknown>;
  onClose: () => void;
  children: ReactNode;
}

/** A dialog holding one vertical form: OK saves it, Cancel closes it; the form is rebuilt on every opening. */
export function FormDialog<Values>({
  open,
  title,
  okText,
  cancelText,
  name,
  form,
  width,
  saving,
  onSave,
  onClose,
  children,
}: FormDialogProps<Values>) {
  return (
    <Modal
      open={open}
      title={title}
      width={width}
      okText={okText}
      cancelText={cancelText}
      confirmLoading={saving}
      onOk={() => {
        onSave().then(onClose, () => undefined);
      }}
      onCancel={onClose}
      destroyOnHidden
    >
      <Form<Values> name={name} form={form} layout="vertical" preserve={false}>
        {children}
      </Form>
    </Modal>
  );
}
