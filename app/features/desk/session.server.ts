// STAND-IN until the desk's sign-in is merged (issue 24, items 1 and 2, another branch): the
// real module signs members in by a mailed code. This one knows one member, named by
// DESK_STAND_IN_MEMBER ("email name…"), for the tests of publishing without GitHub; the
// browser shows it is that member with a cookie `desk_stand_in=email`. Without the setting no
// one is signed in. Replace this file whole at merge; the signature is the contract.

export interface DeskMember {
  email: string;
  name: string;
  role: string;
}

const COOKIE = "desk_stand_in";

/** The signed-in member, or throws a 401 Response. */
export async function requireMember(request: Request): Promise<DeskMember> {
  const setting = process.env["DESK_STAND_IN_MEMBER"]?.trim();
  const cookie = (request.headers.get("cookie") ?? "")
    .split(";")
    .map((part) => part.trim().split("="))
    .find(([name]) => name === COOKIE)?.[1];
  if (setting && cookie) {
    const [email = "", ...name] = setting.split(/\s+/);
    if (decodeURIComponent(cookie) === email) {
      return { email, name: name.join(" ") || email, role: "member" };
    }
  }
  throw new Response("Sign in at the desk first.", {
    status: 401,
    headers: { "Content-Type": "text/plain; charset=utf-8", "Cache-Control": "no-store" },
  });
}
