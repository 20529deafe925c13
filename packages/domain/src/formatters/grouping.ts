/**
 * Inserts a separator every three digits from the right ("1234567" → "1.234.567").
 * Built by hand so the output never depends on the ICU data bundled with the runtime.
 */
export const groupThousands = (digits: string, separator = '.'): string => {
  let grouped = '';
  for (let end = digits.length; end > 0; end -= 3) {
    const chunk = digits.slice(Math.max(0, end - 3), end);
    grouped = grouped === '' ? chunk : `${chunk}${separator}${grouped}`;
  }
  return grouped;
};
