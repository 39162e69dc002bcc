import { TemplateFormPage } from './TemplateFormPage';

/** /ajout-document (spec 002 §2): a new template of the town. */
export function AjoutDocumentPage() {
  return <TemplateFormPage id={null} />;
}
