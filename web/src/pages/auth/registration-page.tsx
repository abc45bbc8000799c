// Being built.
export default function RegistrationPage() {
  return <h1>RegistrationPage</h1>;
}
