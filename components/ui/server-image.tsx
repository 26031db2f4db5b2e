import { getImageProps, type ImageProps } from "next/image";
import { preload as preloadResource } from "react-dom";

/**
 * Whether the image optimizer may take this address: a path on this site without a query (an
 * outside address or a query would need `images.remotePatterns`/`localPatterns`). Other images
 * are shown as they are.
 */
export const isOptimizable = (src: string) => src.startsWith("/") && !src.startsWith("//") && !src.includes("?");

/**
 * next/image's markup made on the server: the same <img> (and, with `preload`, the same preload
 * link in <head>), without shipping the image component to a page that only shows a picture
 * (docs/decisions/017). For images that need no client behaviour.
 */
export function ServerImage(props: Omit<ImageProps, "onLoad" | "onError" | "placeholder" | "blurDataURL">) {
  const { props: img } = getImageProps(props);
  if (props.preload && img.src) {
    preloadResource(img.src, {
      as: "image",
      imageSrcSet: img.srcSet,
      imageSizes: img.sizes,
      crossOrigin: img.crossOrigin,
      referrerPolicy: img.referrerPolicy,
      fetchPriority: img.fetchPriority,
    });
  }
  // eslint-disable-next-line @next/next/no-img-element, jsx-a11y/alt-text -- getImageProps passes the caller's alt through
  return <img {...img} />;
}
