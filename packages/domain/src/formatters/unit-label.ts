/**
 * How every list, statement and option names a unit: "Torre A · 302", or the number alone in a complejo without
 * towers. A unit's number alone is ambiguous where two towers both have a 302.
 */
export const unitLabel = ({ tower, number }: { tower: string | null; number: string }): string =>
  tower ? `${tower} · ${number}` : number;
