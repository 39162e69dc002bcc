/** The seven opening-hour texts, Monday to Sunday (spec 000 §2.8, §3 horaires). */
export const WEEKDAYS = ['Lundi', 'Mardi', 'Mercredi', 'Jeudi', 'Vendredi', 'Samedi', 'Dimanche'] as const;
