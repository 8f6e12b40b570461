/**
 * ProxyInstance `generalSettings.rolePermissions` as LiteLLM's `general_settings.role_permissions`
 * plus `litellm_jwtauth.role_mappings`. Pure: no I/O.
 *
 * LiteLLM 1.95.1 (`litellm/proxy/_types.py`) accepts only its RBAC_ROLES in `role_permissions`
 * (`RoleBasedPermissions.role`, extra fields forbidden) and refuses the whole config for any other
 * role. The Gateway's roles are the IdP's role names, so they are mapped the way LiteLLM's JWT auth
 * resolves roles (`litellm/proxy/auth/handle_jwt.py`, `get_rbac_role`): a caller whose token carries
 * an allowed IdP role is an `internal_user`, and `role_mappings` ({role, internal_role}) on the
 * claim named by `roles_jwt_field` says so explicitly. LiteLLM keeps one permission set per its own
 * role, so every IdP role shares the `internal_user` set: it gets what all of them allow (least
 * privilege; no caller gets more than its role allows) and each role that loses something is reported.
 */
import type { ProxyInstanceSpecGeneralSettingsRolePermissions } from '../../imports/proxy.aigw.dev';

/**
 * The only roles LiteLLM's `role_permissions` accepts (RBAC_ROLES in litellm/proxy/_types.py); any other
 * role makes the proxy refuse the whole config at start.
 */
export const LITELLM_RBAC_ROLES: readonly string[] = ['proxy_admin', 'team', 'internal_user'];
/** LitellmUserRoles (litellm/proxy/_types.py) that are not RBAC roles: LiteLLM's, but not allowed here. */
const OTHER_LITELLM_ROLES: readonly string[] = ['proxy_admin_viewer', 'org_admin', 'internal_user_viewer'];
/** The LiteLLM role an IdP role becomes (what `get_rbac_role` gives a user's token). */
export const IDP_ROLE_TARGET = 'internal_user';

export interface RolePermission {
  readonly role: string;
  readonly models?: string[];
  readonly routes?: string[];
}

export interface RoleMapping {
  readonly role: string;
  readonly internal_role: string;
}

export interface MappedRoles {
  readonly rolePermissions: readonly RolePermission[];
  readonly roleMappings: readonly RoleMapping[];
  readonly unsupported: readonly string[];
}

/** Both lists set: what both allow; one unset (unrestricted): the other. */
function intersect(a: readonly string[] | undefined, b: readonly string[] | undefined): string[] | undefined {
  if (a === undefined) return b === undefined ? undefined : [...b];
  if (b === undefined) return [...a];
  return a.filter((x) => b.includes(x));
}

/** What one role asked for but the shared set does not give, in words; '' when nothing is lost. */
function narrowed(kind: string, wanted: readonly string[] | undefined, granted: readonly string[] | undefined): string {
  if (granted === undefined) return '';
  if (wanted === undefined) return `${kind} limited to ${granted.length ? granted.join(', ') : 'none'}`;
  const lost = wanted.filter((x) => !granted.includes(x));
  return lost.length ? `${kind} ${lost.join(', ')} not granted` : '';
}

/**
 * @param rolesClaim the JWT claim holding the caller's IdP roles (`userRolesJwtField`, else
 * `userRoleJwtField`); without one LiteLLM cannot see an IdP role, so none is mapped.
 */
export function mapRolePermissions(
  entries: readonly ProxyInstanceSpecGeneralSettingsRolePermissions[],
  rolesClaim: string | undefined,
  path: string,
): MappedRoles {
  const unsupported: string[] = [];
  const direct: RolePermission[] = [];
  const idp: { index: number; entry: ProxyInstanceSpecGeneralSettingsRolePermissions }[] = [];
  entries.forEach((r, i) => {
    const at = `${path}[${i}]`;
    if (LITELLM_RBAC_ROLES.includes(r.role) && r.role !== IDP_ROLE_TARGET) {
      direct.push(perm(r.role, r.models, r.routes));
    } else if (r.role === IDP_ROLE_TARGET) {
      idp.push({ index: i, entry: r });
    } else if (OTHER_LITELLM_ROLES.includes(r.role)) {
      unsupported.push(`${at}: role ${r.role} is a LiteLLM role but not one role_permissions accepts (${LITELLM_RBAC_ROLES.join(', ')})`);
    } else if (!rolesClaim) {
      unsupported.push(
        `${at}: role ${r.role} is not a LiteLLM role (${LITELLM_RBAC_ROLES.join(', ')}) and no roles claim (litellmJwtauth.userRolesJwtField) lets LiteLLM map it`,
      );
    } else {
      idp.push({ index: i, entry: r });
    }
  });

  const roleMappings: RoleMapping[] = idp.filter((x) => x.entry.role !== IDP_ROLE_TARGET).map((x) => ({ role: x.entry.role, internal_role: IDP_ROLE_TARGET }));
  if (idp.length) {
    let models = idp[0].entry.models;
    let routes = idp[0].entry.routes;
    for (const { entry } of idp.slice(1)) {
      models = intersect(models, entry.models);
      routes = intersect(routes, entry.routes);
    }
    direct.push(perm(IDP_ROLE_TARGET, models, routes));
    for (const { index, entry } of idp) {
      const what = [narrowed('models', entry.models, models), narrowed('routes', entry.routes, routes)].filter(Boolean).join('; ');
      if (!what) continue;
      unsupported.push(
        `${path}[${index}]: role ${entry.role} shares LiteLLM role ${IDP_ROLE_TARGET} with ${idp.length - 1} other role(s) and LiteLLM keeps one permission set per role: ${what}`,
      );
    }
  }
  return { rolePermissions: direct, roleMappings, unsupported };
}

function perm(role: string, models: readonly string[] | undefined, routes: readonly string[] | undefined): RolePermission {
  return { role, ...(models !== undefined ? { models: [...models] } : {}), ...(routes !== undefined ? { routes: [...routes] } : {}) };
}
