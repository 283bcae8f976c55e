// Placeholder until this screen is built.
export default function Screen() {
  return (
    <div className="page">
      <h1>instagram</h1>
    </div>
  );
}
