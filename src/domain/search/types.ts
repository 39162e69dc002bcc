/** The six kinds of result of the global search (spec 000 §2.5, 001 §2), in the modal's order, and the notes linked to a plot (issue 18). */
export const SEARCH_KINDS = ['emplacement', 'concession', 'defunt', 'concessionnaire', 'procedure', 'travaux', 'note'] as const;
export type SearchKind = (typeof SEARCH_KINDS)[number];

export const SEARCH_KIND_LABELS: Record<SearchKind, string> = {
  emplacement: 'Emplacements',
  concession: 'Concessions',
  defunt: 'Défunts',
  concessionnaire: 'Concessionnaires',
  procedure: 'Procédures',
  travaux: 'Travaux',
  note: 'Notes',
};

/** One searchable thing; every result leads to the sheet of `emplacementId`. */
export interface SearchDoc {
  /** Unique across kinds: `${kind}:${rowId}`. */
  key: string;
  kind: SearchKind;
  rowId: string;
  emplacementId: string;
  /** Family or person name: weighed most. */
  nom: string;
  prenom: string;
  nomJeuneFille: string;
  /** Carré / allée / numéro label and concession number. */
  label: string;
  /** Anything else worth finding (type of works, procedure kind, company). */
  extra: string;
  /** What the result line shows. */
  title: string;
  subtitle: string;
}

export interface SearchHit {
  doc: SearchDoc;
  score: number;
}

/** A search's answer: the best hits of each kind, and how many documents of each kind matched in all. */
export interface SearchAnswer {
  hits: Record<SearchKind, SearchHit[]>;
  totals: Record<SearchKind, number>;
}
