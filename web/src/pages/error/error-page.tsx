// Being built.
export default function ErrorPage() {
  return <h1>ErrorPage</h1>;
}
