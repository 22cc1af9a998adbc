import type { MetaFunction } from "@remix-run/node";
import { useLoaderData } from "@remix-run/react";
import { AlbumCard } from "../components/AlbumCard";
import { albumTree } from "../lib/content/manifest";
import { getSite } from "../lib/runtime.server";

export async function loader() {
  const site = await getSite();
  return { title: site.config.title, description: site.config.description, albums: albumTree(site) };
}

export const meta: MetaFunction<typeof loader> = ({ data }) => [
  { title: data?.title ?? "Vitrine" },
  { name: "description", content: data?.description ?? "" },
];

export default function Home() {
  const { title, description, albums } = useLoaderData<typeof loader>();
  return (
    <>
      <section className="intro">
        <h1>{title}</h1>
        {description ? <p>{description}</p> : null}
      </section>
      <div className="album-grid">
        {albums.map((album, i) => (
          <AlbumCard key={album.slug} album={album} eager={i < 3} />
        ))}
      </div>
    </>
  );
}
