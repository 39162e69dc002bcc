import { Group, Input, Paper, Button } from '@mantine/core';
import { EditorContent, useEditor, useEditorState } from '@tiptap/react';
import StarterKit from '@tiptap/starter-kit';
import './mail.css';

/**
 * The body of an e-mail in a maintained rich-text editor (tiptap): paragraphs, bold, italic, lists. What it
 * produces is purified before it is queued (src/features/mail/sendMail.ts).
 */
export function MailBodyEditor({ initialHtml, onChange, error }: { initialHtml: string; onChange: (html: string, empty: boolean) => void; error?: string | null }) {
  const editor = useEditor({
    extensions: [StarterKit.configure({ heading: false, codeBlock: false, code: false, horizontalRule: false, blockquote: false })],
    content: initialHtml,
    editorProps: { attributes: { 'aria-label': 'Message', class: 'mail-body-editor', 'data-testid': 'mail-body' } },
    onUpdate: ({ editor: e }) => onChange(e.getHTML(), e.isEmpty),
    immediatelyRender: true,
  });
  const marks = useEditorState({
    editor,
    selector: ({ editor: e }) => ({ bold: e?.isActive('bold') ?? false, italic: e?.isActive('italic') ?? false, list: e?.isActive('bulletList') ?? false }),
  });
  return (
    <Input.Wrapper label="Message" withAsterisk error={error} size="lg">
      <Paper withBorder p="xs" mt={4}>
        <Group gap={4} mb="xs">
          <Button size="compact-md" variant={marks?.bold ? 'filled' : 'default'} aria-pressed={marks?.bold ?? false} onClick={() => editor?.chain().focus().toggleBold().run()}>
            Gras
          </Button>
          <Button size="compact-md" variant={marks?.italic ? 'filled' : 'default'} aria-pressed={marks?.italic ?? false} onClick={() => editor?.chain().focus().toggleItalic().run()}>
            Italique
          </Button>
          <Button size="compact-md" variant={marks?.list ? 'filled' : 'default'} aria-pressed={marks?.list ?? false} onClick={() => editor?.chain().focus().toggleBulletList().run()}>
            Liste
          </Button>
        </Group>
        <EditorContent editor={editor} style={{ minHeight: '10rem' }} />
      </Paper>
    </Input.Wrapper>
  );
}
