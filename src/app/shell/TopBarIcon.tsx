import { ActionIcon } from '@mantine/core';
import { Link } from 'react-router-dom';
import { HoverLabel } from './HoverLabel';
import { Icon, type IconName } from './Icon';

interface TopBarIconProps {
  label: string;
  icon: IconName;
  to?: string;
  onClick?: () => void;
}

/** A 44 px icon button of the top bar, named for screen readers and the tests by its aria-label. */
export function TopBarIcon({ label, icon, to, onClick }: TopBarIconProps) {
  const common = { variant: 'subtle', color: 'white', 'aria-label': label, size: 44 } as const;
  return (
    <HoverLabel label={label}>
      {to ? (
        <ActionIcon {...common} component={Link} to={to}>
          <Icon name={icon} size={26} />
        </ActionIcon>
      ) : (
        <ActionIcon {...common} onClick={onClick}>
          <Icon name={icon} size={26} />
        </ActionIcon>
      )}
    </HoverLabel>
  );
}
