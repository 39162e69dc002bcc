/** Spec 002 §9: the help panel is 350 px wide (kept apart so the frame knows it before the panel loads). */
export const HELP_PANEL_WIDTH = 350;
