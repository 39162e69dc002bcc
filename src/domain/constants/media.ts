/** 'signature': a signature drawn on the tablet under a PV de constat d'abandon (issue 12, R2223-14), a PNG. */
export const MEDIA_KINDS = ['photo', 'document', 'plan', 'signature'] as const;
export type MediaKind = (typeof MEDIA_KINDS)[number];

/** Photos accepted on the sheet: .jpg, .jpeg, .png (spec 001 §2). */
export const PHOTO_MIME_TYPES = ['image/jpeg', 'image/png'] as const;

/** Upload limits (spec 000 §9, 001 §9): 1e8 bytes of content. */
export const UPLOAD_MAX_BYTES = 100_000_000;
