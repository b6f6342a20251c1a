import type { ChangeEvent, InputHTMLAttributes } from 'react';

type ImageFileInputProps = Omit<InputHTMLAttributes<HTMLInputElement>, 'type' | 'accept' | 'onChange'> & {
  /** The image files picked, in order; anything else is silently left out. Not called when none is left. */
  readonly onImages: (files: File[]) => void;
};

const isImage = (file: File) => file.type === '' || file.type.startsWith('image/');

/** A file input for photos: images only, and cleared after each pick so that picking the same file again counts. */
export function ImageFileInput({ onImages, ...props }: ImageFileInputProps) {
  const picked = (event: ChangeEvent<HTMLInputElement>) => {
    const images = Array.from(event.target.files ?? []).filter(isImage);
    event.target.value = '';
    if (images.length > 0) onImages(images);
  };
  return <input {...props} type="file" accept="image/*" onChange={picked} />;
}
