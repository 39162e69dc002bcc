/**
 * Limits of an SVG plan import (issue 13) and the French answers to a plan past them. Each is far above what a
 * real cemetery plan reaches (a town's plan has a few thousand plots, a city's a few tens of thousands, each a
 * shape with maybe a label and a group), and low enough that a hostile file costs the server a bounded effort.
 */

/** A plan bigger than this is refused before parsing; real cemetery plans weigh a few megabytes. */
export const MAX_SVG_BYTES = 20 * 1024 * 1024;
/** Elements of any kind (shapes, groups, texts, dropped ones too). */
export const MAX_SVG_ELEMENTS = 200_000;
/** Nesting of elements, the root being level 1. CAD plans nest a handful of layers. */
export const MAX_SVG_DEPTH = 256;
/** Time the reading of a plan may take off the main thread before its worker is stopped. */
export const PLAN_READ_TIME_LIMIT_MS = 20_000;
/** Heap of the worker that reads a plan: a 20 MB plan of 200,000 shapes needs well under half of it. */
export const PLAN_READ_HEAP_MB = 384;

const thousands = (n: number) => n.toLocaleString('fr-FR').replace(/\s/g, ' ');

/** Status and French message of each refusal: 413 too large or too much, 400 malformed or too deep. */
export const PLAN_REFUSALS = {
  tooLarge: { status: 413, message: 'Le plan SVG est trop volumineux (20 Mo au maximum).' },
  tooManyElements: { status: 413, message: `Le plan SVG contient trop d’éléments (${thousands(MAX_SVG_ELEMENTS)} au maximum). Simplifiez-le ou découpez-le.` },
  tooSlow: {
    status: 413,
    message: `Le plan SVG est trop complexe : sa lecture dépasse ${PLAN_READ_TIME_LIMIT_MS / 1000} secondes. Simplifiez-le ou découpez-le.`,
  },
  tooHeavy: { status: 413, message: 'Le plan SVG est trop complexe pour être lu par le serveur. Simplifiez-le ou découpez-le.' },
  tooDeep: { status: 400, message: `Le plan SVG est trop imbriqué (${MAX_SVG_DEPTH} niveaux de groupes au maximum).` },
  notText: { status: 400, message: "Le fichier n'est pas un SVG lisible (texte UTF-8 attendu)." },
  doctype: { status: 400, message: 'Le fichier SVG contient une déclaration DOCTYPE ou ENTITY, refusée par sécurité.' },
  notSvg: { status: 400, message: "Le fichier n'est pas un plan SVG." },
  malformed: { status: 400, message: 'Le fichier SVG est mal formé.' },
  noSize: { status: 400, message: 'Le plan SVG doit avoir un viewBox ou une largeur et une hauteur.' },
} as const satisfies Record<string, { status: 400 | 413; message: string }>;

export type PlanRefusal = { ok: false; status: 400 | 413; message: string };

export const refusal = (kind: keyof typeof PLAN_REFUSALS): PlanRefusal => ({ ok: false, ...PLAN_REFUSALS[kind] });
