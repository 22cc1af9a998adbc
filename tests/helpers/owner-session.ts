import { loginForm, setCookie } from "./login-form";

/** Logs in to a running server as the owner with plain HTTP (CSRF token and all); returns the Cookie header. */
export async function ownerCookie(baseUrl: string, password: string): Promise<string> {
  const form = await loginForm(baseUrl);
  const login = await form.post(password);
  const session = setCookie(login, "vitrine_session");
  if (login.status !== 302 || !session) throw new Error(`login failed with ${login.status}`);
  return `${form.csrfCookie}; ${session.split(";")[0]}`;
}
