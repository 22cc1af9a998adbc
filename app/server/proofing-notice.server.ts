import { problemOf, type ProofingProblem } from "../lib/proofing/proofing-client";

/** The refusal a proofing form without JavaScript came back with (`?proofing=<code>`), for the page to say; nothing for anything else. */
export function proofingNoticeOf(request: Request): ProofingProblem | undefined {
  const code = new URL(request.url).searchParams.get("proofing");
  return code && /^PROOFING_[A-Z_]{1,40}$/.test(code) ? problemOf(code) : undefined;
}
