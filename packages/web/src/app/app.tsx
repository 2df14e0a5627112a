/** The screens arrive with the student-side and admin-side issues; this shell proves the build and serving. */
export function App() {
  return (
    <main>
      <h1>Campus</h1>
      <p>
        The API is documented at <a href="/api/docs">/api/docs</a>.
      </p>
    </main>
  );
}
