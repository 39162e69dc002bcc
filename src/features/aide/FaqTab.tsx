import { Accordion, SegmentedControl, Stack, Text } from '@mantine/core';
import { useState } from 'react';
import { FAQ_TYPES, FAQ_TYPE_LABELS, faqForType, type FaqEntry, type FaqType } from '../../domain/aide/faq';

/**
 * FAQ (spec 002 §2, §3 typeEspace): the general questions and those of the chosen type of cemetery, the
 * cemetery's own type first (Alsace-Moselle by its department).
 */
export function FaqTab({ entries, defaultType }: { entries: FaqEntry[]; defaultType: FaqType }) {
  const [type, setType] = useState<FaqType>(defaultType);
  const shown = faqForType(entries, type);
  return (
    <Stack gap="md">
      <SegmentedControl
        size="md"
        aria-label="Type de cimetière"
        value={type}
        onChange={(v) => setType(v as FaqType)}
        data={FAQ_TYPES.map((t) => ({ value: t, label: FAQ_TYPE_LABELS[t] }))}
        styles={{ root: { flexWrap: 'wrap' } }}
      />
      <Text c="dimmed">{shown.length} questions</Text>
      <Accordion variant="separated" multiple>
        {shown.map((f) => (
          <Accordion.Item key={f.question} value={f.question}>
            <Accordion.Control fz="lg">{f.question}</Accordion.Control>
            <Accordion.Panel>
              <Text>{f.reponse}</Text>
            </Accordion.Panel>
          </Accordion.Item>
        ))}
      </Accordion>
    </Stack>
  );
}
