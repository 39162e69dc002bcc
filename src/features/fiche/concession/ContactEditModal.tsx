import { Button, Group, Modal, Select, SimpleGrid, Stack, Switch, TextInput } from '@mantine/core';
import { useState } from 'react';
import { CONTACT_TYPES } from '../../../domain/constants/contacts';
import type { Contact } from '../../../domain/entities/contact';
import { personName } from '../../../domain/rules/labels';
import { MSG_CHAMP_REQUIS } from '../../../domain/wizards/validation';
import { uuidv7 } from '../../../replica/uuidv7';
import { useRunMutation } from '../useFicheActions';
import { BLANK_CONTACT, changedContactFields, contactFieldErrors, contactFormValues, type ContactFormValues } from './contactForm';
import { CiviliteChoice } from '../../shared/CiviliteChoice';
import { DateField } from '../../shared/DateField';

/**
 * 'Modifier le contact' from the sheet's carousel: every field of a contact (spec 001 §3 Contact) through
 * contact.update, offline like the rest. Only the changed fields travel, so two tablets editing different
 * fields of one contact do not conflict. Without a contact, the same form adds one to the concession.
 */
export function ContactEditModal({ contact, locationId, onClose }: { contact: Contact | null; locationId: string; onClose: () => void }) {
  const run = useRunMutation();
  const base: Contact = contact ?? BLANK_CONTACT;
  const [v, setV] = useState<ContactFormValues>(() => contactFormValues(base));
  const [errors, setErrors] = useState<Partial<Record<keyof ContactFormValues, string>>>({});
  // A corrected field loses its mark at once; the others keep theirs until the next Enregistrer.
  const change = (k: keyof ContactFormValues, value: string) => {
    setV({ ...v, [k]: value });
    if (errors[k]) setErrors({ ...errors, [k]: undefined });
  };
  const text = (k: keyof ContactFormValues, label: string, extra: Partial<React.ComponentProps<typeof TextInput>> = {}) => (
    <TextInput size="lg" label={label} value={String(v[k])} error={errors[k]} onChange={(e) => change(k, e.currentTarget.value)} {...extra} />
  );

  const save = async () => {
    const changed = changedContactFields(base, v);
    const found = contactFieldErrors(changed);
    // A new contact needs at least a name, a person's or a company's.
    if (!contact && !changed.nom && !changed.nomSociete) found.nom = MSG_CHAMP_REQUIS;
    setErrors(found);
    if (Object.keys(found).length > 0) return;
    if (!contact) {
      if (await run('contact.create', { id: uuidv7(), locationId, ...changed }, 'Contact ajouté.')) onClose();
      return;
    }
    if (Object.keys(changed).length === 0 || (await run('contact.update', { id: contact.id, ...changed }, 'Contact modifié.'))) onClose();
  };
  const title = contact ? `Modifier le contact ${contact.nomSociete ?? personName(contact)}` : 'Ajouter un contact';

  return (
    <Modal opened onClose={onClose} title={title} size="xl" centered closeOnClickOutside={false}>
      <form
        noValidate
        onSubmit={(e) => {
          e.preventDefault();
          void save();
        }}
      >
        <Stack>
          <CiviliteChoice label="Civilité" value={v.civilite} onChange={(civilite) => setV({ ...v, civilite })} />
          <SimpleGrid cols={{ base: 1, sm: 2 }}>
            {text('nom', 'Nom', { withAsterisk: !contact })}
            {text('prenom', 'Prénom')}
            {text('nomJeuneFille', 'Nom de jeune fille')}
            <DateField label="Date de naissance" value={v.dateDeNaissance} error={errors.dateDeNaissance} onChange={(d) => change('dateDeNaissance', d)} />
          </SimpleGrid>
          {text('adresse', 'Adresse')}
          <SimpleGrid cols={{ base: 1, sm: 2 }}>
            {text('codePostal', 'Code postal', { inputMode: 'numeric' })}
            {text('commune', 'Commune')}
            {text('telephone', 'Téléphone', { type: 'tel', inputMode: 'numeric' })}
            {text('telephoneMobile', 'Téléphone mobile', { type: 'tel', inputMode: 'numeric' })}
          </SimpleGrid>
          {text('email', 'E-mail', { type: 'email' })}
          {(contact === null || contact.nomSociete !== null) && text('nomSociete', 'Société')}
          <Select
            size="lg"
            label="Type de contact"
            data={[...CONTACT_TYPES]}
            value={v.typeDeContact || null}
            onChange={(t) => setV({ ...v, typeDeContact: t ?? '' })}
            clearable
            error={errors.typeDeContact}
          />
          <Switch size="lg" label="Décédé" checked={v.decede} onChange={(e) => setV({ ...v, decede: e.currentTarget.checked })} />
          <Group justify="flex-end">
            <Button size="lg" variant="default" onClick={onClose}>
              Annuler
            </Button>
            <Button size="lg" type="submit">
              Enregistrer
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}
