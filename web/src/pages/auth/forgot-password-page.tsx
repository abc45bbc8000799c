// Being built.
export default function ForgotPasswordPage() {
  return <h1>ForgotPasswordPage</h1>;
}
