import type { ActionFunctionArgs } from "@remix-run/node";
import { proofingAction } from "../server/proofing-action.server";

/** POST /proofing: a share link holder's change to their selection (docs/proofing.md). */
export const action = ({ request, context }: ActionFunctionArgs) => proofingAction(request, context);
