import type { LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { useLoaderData } from "@remix-run/react";
import { BrowseView } from "../components/browse/BrowseView";
import { browsePageLoader } from "../server/browse-loaders.server";
import { pageMeta } from "../lib/core/seo";
import { keepDataOnHashChange } from "../lib/viewer/keep-data-on-hash-change";
import type { StringNeed } from "../lib/i18n/page-strings";

export const handle = { strings: ["album", "grid", "details", "viewer"] satisfies StringNeed[] };

/**
 * GET /tags/:value, /people/:value, /cameras/:value, /lenses/:value, /years/:value, and a keyword
 * hierarchy's levels (/tags/places/europe/zurich): the photos under one value; any other is a 404.
 */
export const loader = (args: LoaderFunctionArgs) => browsePageLoader(args, handle.strings);

export const meta: MetaFunction<typeof loader> = ({ data }) => (data ? pageMeta(data.seo) : []);

export const shouldRevalidate = keepDataOnHashChange;

export default function BrowseValue() {
  const { data, share, seo } = useLoaderData<typeof loader>();
  return <BrowseView data={data} share={share} origin={seo.origin} />;
}
