import { FileInput } from '@mantine/core';
import { NEW_SPACE_FILE_RULES, checkNewSpaceFile, type NewSpaceFileKind } from '../../../domain/users/newSpaceFiles';

interface Props {
  kind: NewSpaceFileKind;
  /** Shown after the kind's label (the cemetery's rank when there are several). */
  suffix?: string;
  value: File | null;
  error: string | undefined;
  /** The file kept (null when cleared or refused) and the refusal to show under the field. */
  onPick: (file: File | null, error: string | null) => void;
}

/** A file of the wizard (spec 000 §2.12), checked as it is picked (§5 accepted types); a refused file is not kept. */
export function WizardFileInput({ kind, suffix = '', value, error, onPick }: Props) {
  const rule = NEW_SPACE_FILE_RULES[kind];
  return (
    <FileInput
      size="lg"
      label={`${rule.label}${suffix}`}
      accept={rule.accept}
      placeholder="Choisir un fichier"
      clearable
      value={value}
      error={error}
      onChange={(file) => {
        if (!file) return onPick(null, null);
        const refused = checkNewSpaceFile(kind, file);
        onPick(refused ? null : file, refused);
      }}
    />
  );
}
