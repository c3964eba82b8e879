// The firm's team: members and pending invitations; administrators invite, change roles, remove.
// Every query runs firm-scoped (withFirm), so row-level security backs the explicit filters.
import { requireAdmin, requireAuth } from '../../auth/guard.ts';
import { hashOpaqueToken, newOpaqueToken } from '../../auth/opaqueToken.ts';
import { withFirm } from '../../db/firmScope.ts';
import { HttpError, type OperationHandlers } from '../context.ts';

export const INVITE_TTL_SECONDS = 7 * 24 * 60 * 60;

interface MemberRow {
  id: string;
  email: string;
  first_name: string;
  last_name: string;
  is_employee: boolean;
  role: string;
  status: 'active' | 'invited';
  joined_at: string | null;
}

const MEMBERS = `
  select id, email, first_name, last_name, is_employee, role, 'active' as status, to_char(created_at at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS"Z"') as joined_at
  from users where firm_id = $1
  union all
  select id, email, first_name, last_name, is_employee, role, 'invited' as status, null as joined_at
  from invites where firm_id = $1 and accepted_at is null and expires_at > now()`;

export const teamHandlers: OperationHandlers = {
  async listTeamMembers(request, _reply, ctx) {
    const auth = requireAuth(request);
    return withFirm(ctx.database, auth.firmId, (sql) => sql.query<MemberRow>(`${MEMBERS} order by status, last_name, first_name`, [auth.firmId]));
  },

  async inviteTeamMember(request, reply, ctx) {
    const auth = requireAdmin(request);
    const input = request.body as { email: string; first_name: string; last_name: string; is_employee: boolean; role?: 'admin' | 'member' };
    const token = newOpaqueToken();
    const member = await ctx.database.transaction(async (sql) => {
      const [existing] = await sql.query('select 1 from users where lower(email) = lower($1)', [input.email]);
      if (existing) throw new HttpError(409, 'This person already has a Quartile account.', { email: ['This person already has a Quartile account.'] });
      await sql.query('delete from invites where firm_id = $1 and lower(email) = lower($2) and accepted_at is null', [auth.firmId, input.email]);
      const [row] = await sql.query<MemberRow>(
        `insert into invites (firm_id, email, first_name, last_name, is_employee, role, token_hash, invited_by, expires_at)
         values ($1, $2, $3, $4, $5, $6, $7, $8, now() + make_interval(secs => $9))
         returning id, email, first_name, last_name, is_employee, role, 'invited' as status, null as joined_at`,
        [auth.firmId, input.email.trim(), input.first_name.trim(), input.last_name.trim(), input.is_employee, input.role ?? 'member', hashOpaqueToken(token), auth.userId, INVITE_TTL_SECONDS],
      );
      const [firm] = await sql.query<{ name: string; inviter: string }>(
        `select f.name, u.first_name || ' ' || u.last_name as inviter from firms f join users u on u.firm_id = f.id where f.id = $1 and u.id = $2`,
        [auth.firmId, auth.userId],
      );
      return { row: row!, firm: firm! };
    });
    await ctx.mailer.send({
      to: input.email,
      subject: `${member.firm.inviter} invited you to ${member.firm.name} on Quartile`,
      text: `Hello ${input.first_name},\n\n${member.firm.inviter} invited you to join ${member.firm.name} on Quartile.\nOpen this link within 7 days to choose your password:\n\n${ctx.config.publicUrl}/accept-invite/${token}\n`,
    });
    reply.code(201);
    return member.row;
  },

  async changeTeamMemberRole(request, _reply, ctx) {
    const auth = requireAdmin(request);
    const { user_id: id } = request.params as { user_id: string };
    const input = request.body as { role?: 'admin' | 'member'; is_employee?: boolean };
    return withFirm(ctx.database, auth.firmId, async (sql) => {
      const [user] = await sql.query<{ role: string }>('select role from users where id = $1 and firm_id = $2', [id, auth.firmId]);
      if (user?.role === 'owner') throw new HttpError(409, "The firm owner's role cannot be changed.");
      const table = user ? 'users' : 'invites';
      const [row] = await sql.query<MemberRow>(
        `update ${table} set role = coalesce($3, role), is_employee = coalesce($4, is_employee) where id = $1 and firm_id = $2 returning id`,
        [id, auth.firmId, input.role ?? null, input.is_employee ?? null],
      );
      if (!row) throw new HttpError(404, 'Team member not found.');
      const [member] = await sql.query<MemberRow>(`select * from (${MEMBERS}) m where id = $2`, [auth.firmId, id]);
      return member;
    });
  },

  async removeTeamMember(request, reply, ctx) {
    const auth = requireAdmin(request);
    const { user_id: id } = request.params as { user_id: string };
    await withFirm(ctx.database, auth.firmId, async (sql) => {
      if (id === auth.userId) throw new HttpError(409, 'You cannot remove yourself.');
      const [user] = await sql.query<{ role: string }>('select role from users where id = $1 and firm_id = $2', [id, auth.firmId]);
      if (user?.role === 'owner') throw new HttpError(409, 'The firm owner cannot be removed.');
      const removed = user
        ? await sql.query('delete from users where id = $1 and firm_id = $2 returning id', [id, auth.firmId])
        : await sql.query('delete from invites where id = $1 and firm_id = $2 and accepted_at is null returning id', [id, auth.firmId]);
      if (removed.length === 0) throw new HttpError(404, 'Team member not found.');
    });
    reply.code(204);
    return null;
  },
};
