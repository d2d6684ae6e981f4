// spec 000 §4, §9: the enquiry dialog opens by itself 12000 ms after page load unless the
// stored sent flag is true or the form-mode variant is used.
export const ENQUIRY_AUTO_OPEN_MS = 12_000;

export function shouldAutoOpenEnquiry(sentFlag: unknown, isFormMode: boolean): boolean {
  return !isFormMode && sentFlag !== true && sentFlag !== 'true';
}
