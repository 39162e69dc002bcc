import { Button, Group, Paper, ScrollArea, Select, SimpleGrid, Stack, Text, TextInput, Title } from '@mantine/core';
import { EditorContent, useEditor, useEditorState, type Editor } from '@tiptap/react';
import StarterKit from '@tiptap/starter-kit';
import { useMemo, useState } from 'react';
import { CONDITION_OPERATORS, conditionMark, END_MARK, OPERATOR_LABELS, placeholderMark, type ConditionOperator } from '../../domain/templates/language';
import { placeholderGroupsFor, type TemplateEntity } from '../../domain/templates/placeholders';
import { escapeHtml } from '../../domain/templates/render';

interface TemplateEditorProps {
  /** The initial HTML; the parent remounts the editor (key) to load another template. */
  initial: string;
  onChange(html: string): void;
  entity: TemplateEntity;
  label: string;
  readOnly?: boolean;
}

function Toolbar({ editor, disabled }: { editor: Editor; disabled: boolean }) {
  const state = useEditorState({
    editor,
    selector: ({ editor: e }) => ({ bold: e.isActive('bold'), italic: e.isActive('italic'), heading: e.isActive('heading', { level: 3 }), list: e.isActive('bulletList') }),
  });
  const button = (label: string, active: boolean, run: () => void) => (
    <Button size="sm" variant={active ? 'filled' : 'default'} aria-pressed={active} disabled={disabled} onClick={run}>
      {label}
    </Button>
  );
  return (
    <Group gap="xs" role="toolbar" aria-label="Mise en forme">
      {button('Gras', state.bold, () => editor.chain().focus().toggleBold().run())}
      {button('Italique', state.italic, () => editor.chain().focus().toggleItalic().run())}
      {button('Titre', state.heading, () => editor.chain().focus().toggleHeading({ level: 3 }).run())}
      {button('Liste', state.list, () => editor.chain().focus().toggleBulletList().run())}
    </Group>
  );
}

/** 'Bloc conditionnel' (spec 002 §3): property, operator, value; inserted around an empty line to fill. */
function ConditionForm({ editor, entity, disabled }: { editor: Editor; entity: TemplateEntity; disabled: boolean }) {
  const properties = useMemo(() => placeholderGroupsFor(entity).flatMap((g) => g.items.map((i) => ({ value: i.property, label: `${g.label} : ${i.label}` }))), [entity]);
  const [property, setProperty] = useState<string | null>(null);
  const [operator, setOperator] = useState<ConditionOperator>('exist');
  const [value, setValue] = useState('');
  const needsValue = operator === 'equal' || operator === 'not_equal';
  const insert = () => {
    if (!property) return;
    const mark = escapeHtml(conditionMark({ property, operator, value: needsValue ? value : null }));
    editor.chain().focus().insertContent(`<p>${mark}</p><p>Texte affiché sous condition</p><p>${END_MARK}</p>`).run();
  };
  return (
    <Stack gap="xs">
      <Title order={4}>Bloc conditionnel</Title>
      <Select label="Propriété" data={properties} value={property} onChange={setProperty} searchable disabled={disabled} />
      <Select label="Condition" data={CONDITION_OPERATORS.map((o) => ({ value: o, label: OPERATOR_LABELS[o] }))} value={operator} onChange={(v) => setOperator((v as ConditionOperator | null) ?? 'exist')} allowDeselect={false} disabled={disabled} />
      {needsValue && <TextInput label="Valeur" value={value} onChange={(e) => setValue(e.currentTarget.value)} disabled={disabled} />}
      <Button variant="light" onClick={insert} disabled={disabled || !property}>
        Insérer le bloc
      </Button>
      <Text size="xs" c="dimmed">
        Les blocs peuvent s’imbriquer ; chaque bloc se termine par {END_MARK}.
      </Text>
    </Stack>
  );
}

/**
 * The template's rich-text editor (tiptap, issue 17) with, beside it, the placeholders of the template's entity
 * (a click inserts one where the cursor is) and the conditional block form.
 */
export function TemplateEditor({ initial, onChange, entity, label, readOnly = false }: TemplateEditorProps) {
  const editor = useEditor({
    extensions: [StarterKit],
    content: initial,
    editable: !readOnly,
    immediatelyRender: true,
    editorProps: { attributes: { 'aria-label': label, class: 'template-editor', role: 'textbox', 'aria-multiline': 'true' } },
    onUpdate: ({ editor: e }) => onChange(e.getHTML()),
  });
  const groups = placeholderGroupsFor(entity);
  return (
    <SimpleGrid cols={{ base: 1, md: 3 }} spacing="md">
      <Stack gap="xs" style={{ gridColumn: 'span 2' }}>
        <Toolbar editor={editor} disabled={readOnly} />
        <Paper withBorder p="sm" bg="white" c="dark" mih={320} style={{ overflow: 'auto' }}>
          <EditorContent editor={editor} />
        </Paper>
      </Stack>
      <Stack gap="sm">
        <Title order={4}>Champs à insérer</Title>
        <ScrollArea h={260} type="auto" aria-label="Champs à insérer">
          <Stack gap={4}>
            {groups.map((g) => (
              <Stack key={g.label} gap={2}>
                <Text fw={700} size="sm">
                  {g.label}
                </Text>
                {g.items.map((i) => (
                  <Button
                    key={i.property}
                    size="compact-sm"
                    variant="subtle"
                    justify="flex-start"
                    disabled={readOnly}
                    onClick={() => editor.chain().focus().insertContent(placeholderMark(i.property)).run()}
                    title={placeholderMark(i.property)}
                  >
                    {i.label}
                  </Button>
                ))}
              </Stack>
            ))}
          </Stack>
        </ScrollArea>
        <ConditionForm editor={editor} entity={entity} disabled={readOnly} />
      </Stack>
    </SimpleGrid>
  );
}
