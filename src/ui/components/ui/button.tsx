import type { AnchorHTMLAttributes, ButtonHTMLAttributes } from 'react';
import styles from './button.module.css';

type Variant = 'primary' | 'secondary' | 'ghost';

interface Look {
  readonly variant?: Variant;
  readonly block?: boolean;
}

const classes = ({ variant = 'primary', block }: Look, extra?: string) =>
  [styles.button, styles[variant], block ? styles.block : '', extra ?? ''].filter(Boolean).join(' ');

export function Button({ variant, block, className, type = 'button', ...props }: ButtonHTMLAttributes<HTMLButtonElement> & Look) {
  return <button type={type} className={classes({ variant, block }, className)} {...props} />;
}

/** A link that looks like a button (for navigation, keep it a link). */
export function ButtonLink({ variant, block, className, ...props }: AnchorHTMLAttributes<HTMLAnchorElement> & Look) {
  return <a className={classes({ variant, block }, className)} {...props} />;
}

export const buttonClassName = classes;
