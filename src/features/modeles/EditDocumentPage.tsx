import { useParams } from 'react-router-dom';
import { TemplateFormPage } from './TemplateFormPage';

/** /edit/document/{id} (spec 002 §2): a template, a default (personalised on demand) or the town's own. */
export function EditDocumentPage() {
  const { id = '' } = useParams();
  return <TemplateFormPage key={id} id={id} />;
}
