// The roles a member of the desk may have (decision 021). Pure.
//   member: marks works sold, reserved or available, and answers questions about works.
//   desk-admin: all of that, and reads the audit log at the desk (who changed what, when),
//   so that the gallery's coordinator can check a disputed red dot without the server's shell.
// Adding, removing and revoking members stays with the operator's command line.
export const ROLES = ["member", "desk-admin"] as const;
export type Role = (typeof ROLES)[number];

export function isRole(value: string): value is Role {
  return (ROLES as readonly string[]).includes(value);
}

export function mayReadAudit(role: string): boolean {
  return role === "desk-admin";
}

/** Only a desk-admin writes to the mailing list (issue 32): one press reaches every subscriber. */
export function mayAnnounce(role: string): boolean {
  return role === "desk-admin";
}

/** A desk-admin turns the rota on and off, and assigns or clears anyone's slot (issue 33). */
export function mayManageRota(role: string): boolean {
  return role === "desk-admin";
}
