import type { TeamMember } from '@quartile/api';
import { validateRequired } from '@quartile/domain';
import { useState } from 'react';
import { Form } from 'react-aria-components';
import { Badge } from '../../components/Badge/Badge.tsx';
import { Button } from '../../components/Button/Button.tsx';
import { Card } from '../../components/Card/Card.tsx';
import { AlertDialog, Dialog, DialogTrigger } from '../../components/Dialog/Dialog.tsx';
import { ErrorState } from '../../components/ErrorState/ErrorState.tsx';
import { Menu, MenuItem, MenuSeparator, MenuTrigger } from '../../components/Menu/Menu.tsx';
import { Select, SelectItem } from '../../components/Select/Select.tsx';
import { Skeleton, SkeletonGroup } from '../../components/Skeleton/Skeleton.tsx';
import { Cell, Column, Row, Table, TableBody, TableHeader } from '../../components/Table/Table.tsx';
import { TextField } from '../../components/TextField/TextField.tsx';
import { MoreIcon, PlusCircleIcon } from '../../icons/icons.tsx';
import { compact, validateEmail, type FieldErrors } from '../../forms/authValidation.ts';
import { useAuthForm } from '../../forms/useAuthForm.ts';
import type { Loadable } from '../../types/loadState.ts';
import * as styles from './Settings.css.ts';
import { visuallyHidden } from '../../styles/utilities.css.ts';

export type InviteField = 'email' | 'first_name' | 'last_name';

export interface InviteValues {
  email: string;
  first_name: string;
  last_name: string;
  is_employee: boolean;
  role: 'admin' | 'member';
}

export type MemberChange = { role: 'admin' | 'member' } | { is_employee: boolean };

export interface TeamSectionProps {
  members: Loadable<readonly TeamMember[]>;
  /** The signed-in user (cannot remove themselves). */
  currentUserId: string;
  onRetry?: () => void;
  /** Resolve true when the invitation was sent (the dialog then closes). */
  onInvite: (values: InviteValues) => Promise<boolean> | boolean;
  isInviting?: boolean;
  inviteErrors?: FieldErrors<InviteField>;
  onChangeMember: (member: TeamMember, change: MemberChange) => void;
  onRemoveMember: (member: TeamMember) => void;
  /** A member whose change or removal is being saved. */
  pendingMemberId?: string | null;
}

const ROLE_LABEL = { owner: 'Owner', admin: 'Administrator', member: 'Member' } as const;
const fullName = (m: Pick<TeamMember, 'first_name' | 'last_name'>) => `${m.first_name} ${m.last_name}`.trim();

function InviteForm({ onInvite, isInviting = false, errors, close }: { onInvite: TeamSectionProps['onInvite']; isInviting?: boolean; errors?: FieldErrors<InviteField>; close: () => void }) {
  const [access, setAccess] = useState<'employee' | 'non-employee'>('employee');
  const [role, setRole] = useState<'admin' | 'member'>('member');
  const form = useAuthForm<InviteField>(
    { email: '', first_name: '', last_name: '' },
    (v) => compact({ email: validateEmail(v.email), first_name: validateRequired(v.first_name), last_name: validateRequired(v.last_name) }),
    (v) => {
      void Promise.resolve(
        onInvite({ email: v.email.trim(), first_name: v.first_name.trim(), last_name: v.last_name.trim(), is_employee: access === 'employee', role }),
      ).then((sent) => {
        if (sent) close();
      });
    },
    errors,
  );
  return (
    <Form className={styles.form} onSubmit={form.onSubmit} validationBehavior="aria" aria-busy={isInviting}>
      <TextField label="Work e-mail" name="email" type="email" autoComplete="off" isRequired isDisabled={isInviting} {...form.field('email')} />
      <div className={styles.row}>
        <TextField label="First name" name="first_name" autoComplete="off" isRequired isDisabled={isInviting} {...form.field('first_name')} />
        <TextField label="Last name" name="last_name" autoComplete="off" isRequired isDisabled={isInviting} {...form.field('last_name')} />
      </div>
      <div className={styles.row}>
        <Select
          label="Access"
          selectedKey={access}
          onSelectionChange={(key) => setAccess(key === 'non-employee' ? 'non-employee' : 'employee')}
          isDisabled={isInviting}
          description={access === 'employee' ? 'Works in the Vault, Benchmarks and Usage.' : 'A client contact: sees the Dashboard and Help & Support.'}
        >
          <SelectItem id="employee">Employee</SelectItem>
          <SelectItem id="non-employee">Non-employee</SelectItem>
        </Select>
        <Select label="Role" selectedKey={role} onSelectionChange={(key) => setRole(key === 'admin' ? 'admin' : 'member')} isDisabled={isInviting} description="Administrators manage the team.">
          <SelectItem id="member">Member</SelectItem>
          <SelectItem id="admin">Administrator</SelectItem>
        </Select>
      </div>
      <div className={styles.actions}>
        <Button onPress={close} isDisabled={isInviting}>
          Cancel
        </Button>
        <Button type="submit" variant="primary" isPending={isInviting}>
          Send invitation
        </Button>
      </div>
    </Form>
  );
}

function MemberActions({ member, isSelf, isPending, onChange, onRemove }: { member: TeamMember; isSelf: boolean; isPending: boolean; onChange: TeamSectionProps['onChangeMember']; onRemove: (m: TeamMember) => void }) {
  if (member.role === 'owner') return null;
  return (
    <MenuTrigger>
      <Button variant="ghost" size="sm" iconOnly aria-label={`Actions for ${fullName(member)}`} isPending={isPending}>
        <MoreIcon />
      </Button>
      <Menu
        placement="bottom end"
        onAction={(key) => {
          if (key === 'make-admin') onChange(member, { role: 'admin' });
          else if (key === 'make-member') onChange(member, { role: 'member' });
          else if (key === 'make-employee') onChange(member, { is_employee: true });
          else if (key === 'make-non-employee') onChange(member, { is_employee: false });
          else if (key === 'remove') onRemove(member);
        }}
      >
        {member.role === 'admin' ? <MenuItem id="make-member">Make member</MenuItem> : <MenuItem id="make-admin">Make administrator</MenuItem>}
        {member.is_employee ? <MenuItem id="make-non-employee">Mark as non-employee</MenuItem> : <MenuItem id="make-employee">Mark as employee</MenuItem>}
        {isSelf ? null : <MenuSeparator />}
        {isSelf ? null : (
          <MenuItem id="remove" tone="critical">
            {member.status === 'invited' ? 'Cancel invitation' : 'Remove from team'}
          </MenuItem>
        )}
      </Menu>
    </MenuTrigger>
  );
}

/** The firm's members and pending invitations; owners and administrators invite, change and remove. */
export function TeamSection({ members, currentUserId, onRetry, onInvite, isInviting, inviteErrors, onChangeMember, onRemoveMember, pendingMemberId }: TeamSectionProps) {
  const [removing, setRemoving] = useState<TeamMember | null>(null);
  const [inviteOpen, setInviteOpen] = useState(false);

  const inviteButton = (
    <DialogTrigger isOpen={inviteOpen} onOpenChange={setInviteOpen}>
      <Button variant="primary">
        <PlusCircleIcon />
        Invite member
      </Button>
      <Dialog title="Invite a team member">
        <InviteForm onInvite={onInvite} isInviting={isInviting} errors={inviteErrors} close={() => setInviteOpen(false)} />
      </Dialog>
    </DialogTrigger>
  );

  let body;
  if (members.status === 'loading') {
    body = (
      <SkeletonGroup label="Loading team">
        {[0, 1, 2].map((i) => (
          <Skeleton key={i} height={36} />
        ))}
      </SkeletonGroup>
    );
  } else if (members.status === 'error') {
    body = <ErrorState headingLevel={3} title="Failed to fetch data" description={members.message ?? 'The team could not be loaded.'} onRetry={onRetry} />;
  } else {
    body = (
      <Table aria-label="Team members">
        <TableHeader>
          <Column isRowHeader>Name</Column>
          <Column>Access</Column>
          <Column>Role</Column>
          <Column>Status</Column>
          <Column>
            <span className={visuallyHidden}>Actions</span>
          </Column>
        </TableHeader>
        <TableBody items={members.data}>
          {(m) => (
            <Row id={m.id}>
              <Cell>
                <span className={styles.memberName}>
                  <span className={styles.memberPrimary}>
                    {fullName(m)} {m.id === currentUserId ? <span className={styles.you}>(you)</span> : null}
                  </span>
                  <span className={styles.memberEmail}>{m.email}</span>
                </span>
              </Cell>
              <Cell>{m.is_employee ? 'Employee' : 'Non-employee'}</Cell>
              <Cell>{ROLE_LABEL[m.role]}</Cell>
              <Cell>{m.status === 'active' ? <Badge tone="positive">Active</Badge> : <Badge tone="caution">Invited</Badge>}</Cell>
              <Cell>
                <MemberActions member={m} isSelf={m.id === currentUserId} isPending={pendingMemberId === m.id} onChange={onChangeMember} onRemove={setRemoving} />
              </Cell>
            </Row>
          )}
        </TableBody>
      </Table>
    );
  }

  return (
    <Card id="settings-team" title="Team" subtitle="Colleagues and client contacts of your firm, and invitations not yet accepted." actions={inviteButton}>
      {body}
      <AlertDialog
        title={removing?.status === 'invited' ? `Cancel the invitation of ${removing ? fullName(removing) : ''}?` : `Remove ${removing ? fullName(removing) : ''}?`}
        confirmLabel={removing?.status === 'invited' ? 'Cancel invitation' : 'Remove'}
        cancelLabel="Keep"
        variant="danger"
        onConfirm={() => {
          if (removing) onRemoveMember(removing);
        }}
        modalProps={{ isOpen: removing !== null, onOpenChange: (open) => (open ? undefined : setRemoving(null)) }}
      >
        {removing?.status === 'invited'
          ? 'The invitation link stops working. You can invite them again later.'
          : 'They lose access to the firm at once and are signed out everywhere. Their past work and decisions stay in the audit trail.'}
      </AlertDialog>
    </Card>
  );
}
