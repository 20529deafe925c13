/** SPEC §4 and §9: how long a toast stays on screen. */
export const TOAST_LIFE_MS = 5000;

/** The three ways a form screen opens. */
export const SCREEN_MODES = ['CREATE', 'MODIFY', 'DETAIL'] as const;

export type ScreenMode = (typeof SCREEN_MODES)[number];

export const isScreenMode = (value: string): value is ScreenMode => (SCREEN_MODES as readonly string[]).includes(value);
