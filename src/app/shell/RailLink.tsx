import { ActionIcon } from '@mantine/core';
import { Link } from 'react-router-dom';
import { HoverLabel } from './HoverLabel';
import { Icon, type IconName } from './Icon';

interface RailLinkProps {
  label: string;
  icon: IconName;
  to: string;
  active: boolean;
  onClick: () => void;
}

/**
 * One entry of the menu folded to a rail (issue 29): a 48 px icon link named by its aria-label, its name shown
 * beside it while a mouse is over it or the keyboard is on it.
 */
export function RailLink({ label, icon, to, active, onClick }: RailLinkProps) {
  return (
    <HoverLabel label={label} side="right">
      <ActionIcon component={Link} to={to} size={48} variant={active ? 'filled' : 'subtle'} color={active ? undefined : 'dark'} aria-label={label} aria-current={active ? 'page' : undefined} onClick={onClick}>
        <Icon name={icon} />
      </ActionIcon>
    </HoverLabel>
  );
}
