import { data, redirect, type ActionFunctionArgs, type LinksFunction, type LoaderFunctionArgs, type MetaFunction } from "@remix-run/node";
import { Form, useActionData, useLoaderData } from "@remix-run/react";
import { DASHBOARD_PATH } from "../lib/auth/owner-auth.server";
import { errorCodes, errorStatus } from "../lib/core/errors";
import { routeOwnHeaders } from "../lib/http/route-headers";
import { isSameOriginPath } from "../lib/http/same-origin-path";
import { getAnalytics } from "../server/runtime.server";
import adminStyles from "../styles/admin.css?url";

export const handle = { admin: true };
export const links: LinksFunction = () => [{ rel: "stylesheet", href: adminStyles }];
export const meta: MetaFunction = () => [{ title: "Log in · Vitrine" }, { name: "robots", content: "noindex" }];

export const headers = routeOwnHeaders;

export async function loader({ request, context }: LoaderFunctionArgs) {
  const { auth } = await getAnalytics();
  if (context.visit.sight?.owner) throw redirect(DASHBOARD_PATH);
  const { token, headers } = await auth.csrfToken(request, context);
  // Only a path on this site is carried into the form; the action checks it again.
  const requested = new URL(request.url).searchParams.get("next") ?? "";
  const next = isSameOriginPath(requested) ? requested : "";
  return data({ csrf: token, configured: auth.configured, next }, { headers });
}

export async function action({ request, context }: ActionFunctionArgs) {
  const { auth } = await getAnalytics();
  const form = await auth.validateForm(request);
  const result = await auth.login(form, context);
  if (result.ok) throw redirect(result.to, { headers: result.headers });
  const headers = "retryAfterSeconds" in result ? { "Retry-After": String(result.retryAfterSeconds) } : undefined;
  return data({ code: result.code, message: errorCodes[result.code].message }, { status: errorStatus(result.code), headers });
}

export default function Login() {
  const { csrf, configured, next } = useLoaderData<typeof loader>();
  const failure = useActionData<typeof action>();
  return (
    <section className="admin-login" aria-labelledby="login-title">
      <h1 id="login-title">Owner login</h1>
      {configured ? (
        <Form method="post" className="admin-form">
          <input type="hidden" name="csrf" value={csrf} />
          <input type="hidden" name="next" value={next} />
          <label htmlFor="password">Owner password</label>
          <input id="password" name="password" type="password" autoComplete="current-password" required autoFocus maxLength={1024} />
          {failure && (
            <p className="admin-error" role="alert" data-code={failure.code}>
              {failure.message}
            </p>
          )}
          <button type="submit">Log in</button>
        </Form>
      ) : (
        <p className="admin-note">
          No owner password is set, so the dashboard is locked. Start Vitrine with <code>VITRINE_ADMIN_PASSWORD</code> set, or put the hash printed by{" "}
          <code>npm run hash-password</code> in <code>analytics.adminPasswordHash</code> of vitrine.config.yml.
        </p>
      )}
    </section>
  );
}
