/** A validator's verdict: the Spanish message to show the person, or null when the value is acceptable. */
export type ValidationMessage = string | null;

export type Validator = (value: string) => ValidationMessage;
