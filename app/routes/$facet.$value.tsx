import type { MetaFunction } from "@remix-run/node";
import { useLoaderData } from "@remix-run/react";
import { BrowseView } from "../components/browse/BrowseView";
import { browsePageLoader } from "../server/browse-loaders.server";
import { pageMeta } from "../lib/core/seo";
import { keepDataOnHashChange } from "../lib/viewer/keep-data-on-hash-change";

/** GET /tags/:value, /cameras/:value, /lenses/:value, /years/:value: the photos under one value; any other first segment is a 404. */
export const loader = browsePageLoader;

export const meta: MetaFunction<typeof loader> = ({ data }) => (data ? pageMeta(data.seo) : []);

export const shouldRevalidate = keepDataOnHashChange;

export default function BrowseValue() {
  const { data, share, seo } = useLoaderData<typeof loader>();
  return <BrowseView data={data} share={share} origin={seo.origin} />;
}
