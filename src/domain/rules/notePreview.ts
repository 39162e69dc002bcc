/** Length of a note's preview in the list (spec 002 §2 Notes, §9): 160 characters, 159 and an ellipsis. */
export const NOTE_PREVIEW_LENGTH = 160;

/** The note's text as its row shows it: whole when it fits, else its first 159 characters and '…'. */
export function notePreview(text: string | null): string {
  const chars = Array.from(text ?? '');
  return chars.length <= NOTE_PREVIEW_LENGTH ? chars.join('') : `${chars.slice(0, NOTE_PREVIEW_LENGTH - 1).join('')}…`;
}
