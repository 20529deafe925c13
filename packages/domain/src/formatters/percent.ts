/** A coefficient (percent of the complejo's value) with its four decimals: «85,9136 %». */
export const formatCoefficient = (value: number) =>
  `${value.toLocaleString('es-UY', { minimumFractionDigits: 4, maximumFractionDigits: 4 })} %`;

/** A part of a whole as a percentage with one decimal: 41 of 48 is «85,4 %»; of nothing, «0,0 %». */
export const formatShare = (part: number, whole: number) =>
  `${(whole === 0 ? 0 : (part / whole) * 100).toLocaleString('es-UY', { minimumFractionDigits: 1, maximumFractionDigits: 1 })} %`;
