import { Navigate, useParams } from 'react-router-dom';

/**
 * Routes of the spec's table (000 §2.1) that name no screen of their own: the original product served static
 * mock-ups there ('/list', '/emplacement/{slug}', '/function', '/espace', '/post', '/editor-mce'). A user who follows an old
 * link lands on the finished screen that does the job instead of an unfinished one (issue 28: no reachable
 * unfinished screen).
 */
export function PlotSheetRedirect() {
  const { slug = '' } = useParams();
  return <Navigate to={`/fiche-concession/${encodeURIComponent(slug)}`} replace />;
}
