import { redirect, type ActionFunctionArgs } from "@remix-run/node";
import { LOGIN_PATH } from "../lib/auth/owner-auth.server";
import { getAnalytics } from "../server/runtime.server";

/** POST only (with the CSRF token), so a link on another site cannot log the owner out. */
export async function action({ request, context }: ActionFunctionArgs) {
  const { auth } = await getAnalytics();
  await auth.validateForm(request);
  throw redirect(LOGIN_PATH, { headers: await auth.logout(request, context) });
}

export function loader() {
  throw redirect(LOGIN_PATH);
}
