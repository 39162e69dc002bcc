/** The sheet's variants by concession type: the rule lives in src/domain (the survey round uses it too). */
export { ficheVariant, type FicheVariant } from '../../domain/rules/ficheVariant';
