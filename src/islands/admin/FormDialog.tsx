// A dashboard form in a dialog: the <form> (the browser's own checks off; the store checks), and
// FormFooter below it. The dialog cannot be closed while the form is saving.
import type { ComponentProps, ReactNode } from "react";
import Dialog from "../ui/Dialog";
import FormFooter, { type FormFooterProps } from "./FormFooter";
import { useText } from "./text";

type Props = Omit<FormFooterProps, "onCancel"> & {
  title: string;
  size: ComponentProps<typeof Dialog>["size"];
  onClose: () => void;
  onSubmit: () => void;
  formClassName: string;
  formTestId?: string;
  children: ReactNode;
};

export default function FormDialog({ title, size, onClose, onSubmit, formClassName, formTestId, children, ...footer }: Props) {
  const { t } = useText();
  return (
    <Dialog
      open
      size={size}
      title={title}
      closeLabel={t["admin.close"]}
      onClose={() => !footer.saving && onClose()}
      footer={<FormFooter {...footer} onCancel={onClose} />}
    >
      <form
        id={footer.formId}
        noValidate
        className={formClassName}
        onSubmit={(e) => {
          e.preventDefault();
          onSubmit();
        }}
        data-testid={formTestId}
      >
        {children}
      </form>
    </Dialog>
  );
}
