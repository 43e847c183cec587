import { DialogFrame, type DialogFrameProps } from '../modal/dialog-frame';

export type SheetProps = DialogFrameProps;

/** A mobile bottom sheet: a modal dialog that rises from the bottom edge. */
export function Sheet(props: SheetProps) {
  return <DialogFrame {...props} placement="bottom" />;
}
