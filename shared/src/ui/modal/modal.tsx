import { DialogFrame, type DialogFrameProps } from './dialog-frame';

export interface ModalProps extends DialogFrameProps {
  size?: 'sm' | 'md' | 'lg';
}

/** A centred modal dialog: labelled by its title, focus kept inside, Escape and the close button close it. */
export function Modal(props: ModalProps) {
  return <DialogFrame {...props} placement="center" />;
}
