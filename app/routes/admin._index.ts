import { redirect } from "@remix-run/node";
import { DASHBOARD_PATH } from "../lib/auth/owner-auth.server";

export function loader() {
  throw redirect(DASHBOARD_PATH);
}
