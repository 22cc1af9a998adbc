import type { LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { Link, useLoaderData } from "@remix-run/react";
import { AlbumCard } from "../components/AlbumCard";
import { Picture } from "../components/Picture";
import { albumManifest } from "../lib/content/manifest";
import { getSite } from "../lib/runtime.server";

export async function loader({ params }: LoaderFunctionArgs) {
  const site = await getSite();
  const album = site.albumsBySlug.get(params.slug ?? "");
  if (!album) throw new Response("Album not found", { status: 404 });
  return { siteTitle: site.config.title, album: albumManifest(site, album) };
}

export const meta: MetaFunction<typeof loader> = ({ data }) =>
  data ? [{ title: `${data.album.title} · ${data.siteTitle}` }, { name: "description", content: data.album.description }] : [];

export default function AlbumPage() {
  const { album } = useLoaderData<typeof loader>();
  return (
    <>
      <nav aria-label="Breadcrumb" className="breadcrumbs">
        <Link to="/">Home</Link>
        {album.breadcrumbs.map((crumb) => (
          <span key={crumb.slug}>
            {" / "}
            <Link to={crumb.path}>{crumb.title}</Link>
          </span>
        ))}
      </nav>
      <section className="intro">
        <h1>{album.title}</h1>
        {album.description ? <p>{album.description}</p> : null}
      </section>
      {album.children.length > 0 ? (
        <div className="album-grid">
          {album.children.map((child) => (
            <AlbumCard key={child.slug} album={child} />
          ))}
        </div>
      ) : null}
      <ul className="item-grid">
        {album.items.map((item) => {
          const picture = item.type === "image" ? item : "poster" in item ? item.poster : undefined;
          return (
            <li key={item.id} className={`item item--${item.type}`} id={`${album.slug}-${item.index}`}>
              <figure>
                {picture ? (
                  <Picture picture={picture} alt={item.type === "image" ? item.alt : item.title} sizes="(min-width: 992px) 33vw, (min-width: 600px) 50vw, 100vw" eager={item.index <= 3} />
                ) : (
                  <div className="item__placeholder" style={{ aspectRatio: `${item.width} / ${item.height}` }}>
                    <span>{item.type === "error" ? item.message : item.title}</span>
                  </div>
                )}
                <figcaption>
                  <strong>{item.title}</strong>
                  {item.caption ? <span>{item.caption}</span> : null}
                </figcaption>
              </figure>
            </li>
          );
        })}
      </ul>
    </>
  );
}
