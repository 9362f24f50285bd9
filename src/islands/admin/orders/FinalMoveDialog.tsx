// Asks before an order move that cannot be undone (cancelled, delivered, refused, returned), for one order or a
// bulk move: which orders, what will happen to them, that it is final. "Go back" and Escape
// change nothing; the caller makes the move on confirm and says when it is under way.
import { type FinalMove, finalMoveText } from "../../../lib/stores/admin/order-confirm";
import ConfirmDialog from "../ConfirmDialog";
import { useText } from "../text";

interface Props {
  status: FinalMove;
  ids: readonly number[];
  busy: boolean;
  onConfirm: () => void;
  onClose: () => void;
}

export default function FinalMoveDialog({ status, ids, busy, onConfirm, onClose }: Props) {
  const { t, locale } = useText();
  const text = finalMoveText(t, locale, status, ids);
  return (
    <ConfirmDialog
      title={text.title}
      size="md"
      busy={busy}
      onClose={onClose}
      onConfirm={onConfirm}
      confirmLabel={text.confirm}
      busyLabel={text.busy}
      dismissLabel={text.back}
      confirmTestId="confirm-final-move"
      danger={status === "cancelled" || status === "refused"}
    >
      <p data-testid="final-move-body">{text.body}</p>
      <p className="mt-2 font-medium">{text.final}</p>
    </ConfirmDialog>
  );
}
