import { Text } from '@mantine/core';
import { useParams } from 'react-router-dom';
import { ScreenStub } from '../shared/ScreenStub';

/** /aide and /aide/{mot}: the word, when given, will select its letter in the glossary (spec 002 §2). */
export function AidePage() {
  const { mot } = useParams();
  return (
    <ScreenStub title="CENTRE D'AIDE">
      <Text>Lexique, tutoriels, questions fréquentes et contact d'un conseiller.</Text>
      {mot ? <Text fw={700}>Mot recherché : {mot}</Text> : null}
    </ScreenStub>
  );
}
