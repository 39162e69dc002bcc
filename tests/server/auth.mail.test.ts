import { mkdtempSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { resetLink } from '../../server/auth/passwordReset.service';
import { createMailer, FileMailer, MemoryMailer, SmtpMailer } from '../../server/mail/mailer';
import { resetPasswordMail } from '../../server/mail/templates';

describe('mailer', () => {
  it('is SMTP with SMTP_URL, memory for an in-memory data dir, files otherwise', () => {
    const base = { publicUrl: 'https://cimetiere.example.fr' };
    expect(createMailer({ ...base, smtpUrl: 'smtp://localhost:2525', dataDir: '/tmp/x' })).toBeInstanceOf(SmtpMailer);
    expect(createMailer({ ...base, smtpUrl: undefined, dataDir: 'memory://' })).toBeInstanceOf(MemoryMailer);
    expect(createMailer({ ...base, smtpUrl: undefined, dataDir: '/tmp/x' })).toBeInstanceOf(FileMailer);
  });

  it('writes a readable .eml file with the link in clear under DATA_DIR/mail', async () => {
    const dir = join(mkdtempSync(join(tmpdir(), 'cimetiere-mail-')), 'mail');
    const link = resetLink('https://cimetiere.example.fr/', 'AbC_123-xyz');
    expect(link).toBe('https://cimetiere.example.fr/reset-password?token=AbC_123-xyz');
    await new FileMailer(dir, 'Gestion des cimetières <no-reply@cimetiere.example.fr>').send(
      resetPasswordMail({ to: 'agent@mairie.fr', username: 'agent', link }),
    );
    const [file] = readdirSync(dir);
    expect(file).toMatch(/\.eml$/);
    const text = readFileSync(join(dir, file ?? ''), 'utf8');
    expect(text).toContain('To: agent@mairie.fr');
    expect(text).toContain('Subject: Réinitialisation de votre mot de passe');
    expect(text).toContain(link);
    expect(statSync(join(dir, file ?? '')).mode & 0o777).toBe(0o600);
  });
});
