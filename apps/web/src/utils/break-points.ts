/**
 * An e-mail address (or a user name) cut into the pieces a line may break between: after each
 * ".", "_", "-" and "+", and before the "@". A piece is never broken inside, so a long address
 * wraps as "parvathy.ananthan-" / "@example.com", not one letter per line.
 */
export function breakPieces(text: string): string[] {
  return text.split(/(?<=[._+-])|(?=@)/).filter(Boolean);
}
