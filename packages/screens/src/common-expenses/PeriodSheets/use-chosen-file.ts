import { useRef, useState } from 'react';

/**
 * The file a section will upload, checked where it is chosen and again when sent: its problem shows at the field,
 * and a send without a good file takes the focus back there. Choosing another forgets the last answer.
 */
export const useChosenFile = (problemOf: (file: File | null) => string | null, onChosen: () => void) => {
  const [file, setFile] = useState<File | null>(null);
  const [error, setError] = useState<string | null>(null);
  const inputRef = useRef<HTMLInputElement>(null);
  return {
    /** The file when it may go up; otherwise null, with its problem said at the field. */
    checked: (): File | null => {
      const problem = problemOf(file);
      setError(problem);
      if (problem || !file) {
        inputRef.current?.focus();
        return null;
      }
      return file;
    },
    /** After a send that went in: the same file again would only repeat it. */
    clear: () => setFile(null),
    /** What FileField takes. */
    field: {
      file,
      error: error ?? undefined,
      inputRef,
      onChange: (chosen: File | null) => {
        setFile(chosen);
        setError(chosen ? problemOf(chosen) : null);
        onChosen();
      },
    },
  };
};
