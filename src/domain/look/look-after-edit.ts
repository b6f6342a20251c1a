import { validFallingEmoji, validPalette, validRevealStyle, type PageLook } from './page-look.js';

/** The page's look as the owner's edit form sends it: each part by name; absent: unchanged. */
export interface LookChange {
  readonly palette?: string;
  readonly fallingEmoji?: string;
  readonly revealStyle?: string;
}

/** The page's look after an owner's edit: each part sent is checked, each part left out stays as it is. */
export function lookAfterEdit(current: PageLook, change: LookChange): PageLook {
  return {
    palette: change.palette === undefined ? current.palette : validPalette(change.palette),
    fallingEmoji: change.fallingEmoji === undefined ? current.fallingEmoji : validFallingEmoji(change.fallingEmoji),
    revealStyle: change.revealStyle === undefined ? current.revealStyle : validRevealStyle(change.revealStyle),
  };
}
