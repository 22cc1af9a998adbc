import { Form } from "@remix-run/react";
import type { ReactNode } from "react";

/** A dashboard page's heading, and the owner's way out (a POST with the CSRF token). */
export function DashboardHeader({ csrf, children }: { csrf: string; children: ReactNode }) {
  return (
    <header className="dashboard__head">
      <h1>{children}</h1>
      <Form method="post" action="/admin/logout">
        <input type="hidden" name="csrf" value={csrf} />
        <button type="submit" className="link-button">
          Log out
        </button>
      </Form>
    </header>
  );
}
