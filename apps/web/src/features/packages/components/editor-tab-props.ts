import type { PackageArea } from '../utils/area';

/** What the package editor hands each of its tabs (package-editor.tsx). */
export type EditorTabProps = {
  id: string;
  area: PackageArea;
  onSaved: () => void;
  /** The tab's form reports whether it holds unsaved changes (warn before leaving). */
  onDirtyChange: (isDirty: boolean) => void;
};
