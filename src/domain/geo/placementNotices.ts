import type { DrawnPlot, Placement } from './gisPlacement';

/**
 * What the dry run of a GIS layer says about the plan before anything is written (issue 26: 'the dry run says
 * plainly what will move'): whether the plan is drawn, kept, extended or replaced, which plots already drawn keep
 * their place on the ground, and which lose their outline, by name, with what the user can do instead.
 */
export type LayerContent = 'emplacements' | 'carres';

const LISTED = 20;

/** 'Carré A · N° 1, Carré A · N° 2 et 3 autre(s)': plots by their labels in their natural order, the first twenty. */
export function listPlots(plots: readonly Pick<DrawnPlot, 'label'>[]): string {
  const sorted = plots.map((p) => p.label || 'sans numéro').sort((a, b) => a.localeCompare(b, 'fr', { numeric: true }));
  const names = sorted.slice(0, LISTED);
  const rest = plots.length - names.length;
  return rest > 0 ? `${names.join(', ')} et ${rest} autre(s)` : names.join(', ');
}

const metres = (v: number) => `${(Math.round(v * 10) / 10).toString().replace('.', ',')} m`;

/**
 * @param redrawn ids of the plots already drawn that the layer itself draws again (their outline comes from the
 *   file, its lines say so): they neither 'keep their place' nor 'lose their outline'.
 */
export function placementNotices(placement: Placement, redrawn: ReadonlySet<string>, content: LayerContent): string[] {
  const kept = [...placement.moved.keys()].filter((id) => !redrawn.has(id)).length;
  const lost = placement.cleared.filter((p) => !redrawn.has(p.id));
  switch (placement.mode) {
    case 'nouveau':
      return ['Le plan du cimetière sera dessiné d’après les polygones du fichier et calé sur le terrain : « Me localiser » fonctionnera aussitôt.'];
    case 'cadre conservé':
      return ['Les polygones du fichier tombent sur le plan actuel, dessiné par un import SIG : il garde son cadre et son calage, et les emplacements déjà dessinés ne bougent pas.'];
    case 'dessin conservé':
      return [
        `Le plan dessiné par la commune est conservé : les polygones du fichier y sont placés d’après son calage sur le terrain (écart moyen des points de calage : ${metres(placement.georeference?.rmsMetres ?? 0)}). Les emplacements déjà dessinés ne bougent pas.` +
          (content === 'carres' ? ' Les contours des carrés ne sont pas ajoutés à ce dessin.' : ''),
      ];
    case 'étendu': {
      const keep = kept > 0 ? ` Les ${kept} emplacement(s) déjà dessiné(s) gardent leur place sur le terrain : leur contour est recalculé dans le nouveau plan, et « Me localiser » les trouve au même endroit.` : '';
      if (placement.offDrawing > 0) {
        return [
          `${placement.offDrawing} polygone(s) du fichier sortent du plan dessiné par la commune : ce dessin sera remplacé par un plan dessiné d’après les contours des emplacements, calé sur le terrain.${keep} Les autres éléments du dessin actuel (allées, bâtiments, textes) ne seront plus affichés ; pour les garder, importez seulement des polygones qui tombent sur le dessin.`,
        ];
      }
      return [`Le plan sera agrandi pour accueillir les polygones du fichier : il est redessiné et calé de nouveau sur le terrain.${keep}`];
    }
    case 'remplacé': {
      if (lost.length > 0) {
        return [
          `Le plan actuel sera remplacé : ${lost.length} emplacement(s) dessiné(s) sur l’ancien plan perdront leur position, car ce plan n’est pas calé sur le terrain (leur contour sera effacé ; ils restent dans le registre) : ${listPlots(lost)}.`,
          'Pour les garder à leur place, n’importez pas maintenant : calez d’abord le plan actuel sur le terrain (au moins trois points, dans l’éditeur du plan), puis importez de nouveau cette couche : elle s’ajoutera au plan.',
        ];
      }
      return ['Le plan actuel, qui n’est pas calé sur le terrain, sera remplacé par celui dessiné d’après les polygones du fichier.'];
    }
  }
}
