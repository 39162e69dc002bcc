/** Shown in the sheet's map modal for a plot with no shape (the spec has no text for this case). */
export const NO_SHAPE = "Cet emplacement n'est pas dessiné sur le plan du cimetière. Un administrateur peut dessiner sa forme dans l'éditeur du plan.";
