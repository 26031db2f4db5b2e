// The card is already on the page (the layout's); the boundary only carries the 404 status.
export default function MissingStatus() {
  return null;
}
