import type { ChangeEvent, InputHTMLAttributes } from 'react';

type ImageFileInputProps = Omit<InputHTMLAttributes<HTMLInputElement>, 'type' | 'accept' | 'onChange'> & {
  /**
   * Every file picked, in order, images or not: the caller checks them (see `checkPhotoFile`) and says why one is
   * refused, rather than leaving it out in silence. Not called when nothing was picked.
   */
  readonly onFiles: (files: File[]) => void;
};

/** A file input for photos: offers images, and is cleared after each pick so that picking the same file again counts. */
export function ImageFileInput({ onFiles, ...props }: ImageFileInputProps) {
  const picked = (event: ChangeEvent<HTMLInputElement>) => {
    const files = Array.from(event.target.files ?? []);
    event.target.value = '';
    if (files.length > 0) onFiles(files);
  };
  return <input {...props} type="file" accept="image/*" onChange={picked} />;
}
