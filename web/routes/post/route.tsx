/** PLACEHOLDER (issue 4, being built): the page answers not found until it lands. */
export function loader() {
  throw new Response(null, { status: 404 });
}

export default function Placeholder() {
  return null;
}
