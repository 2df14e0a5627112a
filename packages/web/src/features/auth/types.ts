/** What both sign-in forms send; a student's password is their date of birth (YYYY-MM-DD). */
export interface Credentials {
  email: string;
  password: string;
}

/** A sign-in answer; the token is checked rather than trusted to be there (spec §8: "Login token missing"). */
export interface LoginResponse {
  token?: string;
  /** A staff member signed in with the password an admin gave them: the admin area asks for their own first. */
  mustChangePassword?: boolean;
}
