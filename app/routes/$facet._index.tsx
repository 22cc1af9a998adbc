import type { LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { useLoaderData } from "@remix-run/react";
import { BrowseListingView } from "../components/browse/BrowseListingView";
import { browseListingLoader } from "../server/browse-loaders.server";
import { pageMeta } from "../lib/core/seo";
import type { StringNeed } from "../lib/i18n/page-strings";

export const handle = { strings: ["album"] satisfies StringNeed[] };

/** GET /tags, /people (with people.enabled), /cameras, /lenses, /years: every value with its count and a cover; any other path is a 404. */
export const loader = (args: LoaderFunctionArgs) => browseListingLoader(args, handle.strings);

export const meta: MetaFunction<typeof loader> = ({ data }) => (data ? pageMeta(data.seo) : []);

export default function BrowseListing() {
  const { data } = useLoaderData<typeof loader>();
  return <BrowseListingView data={data} />;
}
