import { Group, Paper, Stack, Table, Text, Title } from '@mantine/core';
import type { DocumentContent } from '../../../domain/documents/content';

/**
 * A generated document drawn as a page of the screen, from the same content as its PDF: tablet browsers
 * (Chrome on Android) do not show a PDF inside a page, so the preview is this and the PDF is a button away.
 */
export function DocumentPaper({ content }: { content: DocumentContent }) {
  return (
    <Paper withBorder shadow="xs" p="lg" bg="white" c="dark" data-testid="apercu-document">
      <Stack gap="sm">
        <div>
          {content.images?.logo && <img src={content.images.logo} alt="Blason de la commune" style={{ float: 'right', maxHeight: 64 }} />}
          {content.header.map((line) => (
            <Text key={line} size="sm">
              {line}
            </Text>
          ))}
        </div>
        {content.recipient && (
          <Stack gap={0} ml="50%" my="md" data-testid="apercu-destinataire">
            {content.recipient.map((line) => (
              <Text key={line}>{line}</Text>
            ))}
          </Stack>
        )}
        <Title order={3} ta="center">
          {content.title}
        </Title>
        {content.blocks.map((block, i) => (
          <div key={i}>
            {block.heading && <Text fw={700}>{block.heading}</Text>}
            {block.kind === 'text' ? (
              block.lines.map((line, j) => <Text key={j}>{line}</Text>)
            ) : block.kind === 'images' ? (
              block.images.map((image, j) => <Text key={j}>{image.caption.join(' — ')}</Text>)
            ) : (
              <Table withTableBorder>
                <Table.Thead>
                  <Table.Tr>
                    {block.columns.map((c) => (
                      <Table.Th key={c}>{c}</Table.Th>
                    ))}
                  </Table.Tr>
                </Table.Thead>
                <Table.Tbody>
                  {block.rows.map((r, j) => (
                    <Table.Tr key={j}>
                      {r.map((cell, k) => (
                        <Table.Td key={k}>{cell}</Table.Td>
                      ))}
                    </Table.Tr>
                  ))}
                </Table.Tbody>
              </Table>
            )}
          </div>
        ))}
        {content.signatures.length > 0 && (
          <Group justify="space-around" mt="lg">
            {content.signatures.map((s, i) => (
              <Stack key={s} gap={4}>
                <Text fw={700}>{s}</Text>
                {i === 0 && content.images?.signature && <img src={content.images.signature} alt="Signature du maire" style={{ maxHeight: 80, maxWidth: 200 }} />}
              </Stack>
            ))}
          </Group>
        )}
      </Stack>
    </Paper>
  );
}
