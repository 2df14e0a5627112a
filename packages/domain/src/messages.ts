import { STAFF_ROLES } from './roles.js';

const minutesText = (minutes: number) => (minutes === 1 ? '1 minute' : `${minutes} minutes`);

/** Every user-visible text of the product, written once. Spec texts are kept word for word. */
export const messages = {
  upload: {
    invalidType: 'Please select a valid image file (JPEG, PNG, GIF, or WebP)',
    tooLarge: 'File size must be less than 5MB',
    noFile: 'Please select a file first',
    failed: 'Failed to upload image',
    oneFileOnly: 'Please select only one image file',
    tooManyPixels: (megapixels: number) => `Image must be at most ${megapixels} megapixels (width × height)`,
    badShape: (side: number, ratio: number) =>
      `Image must be at most ${side.toLocaleString('en-IN')} pixels on each side, and at most ${ratio} times as long as it is wide`,
    tooMany: 'Too many pictures uploaded in a short time. Please wait a minute and try again.',
  },
  login: {
    failed: 'Failed to login. Please try again.',
    tokenMissing: 'Unexpected error: Login token missing',
    googleUnavailable: 'Google login is currently unavailable. Please use email and date of birth to sign in.',
    googleFailed: 'Google authentication failed. Please try again or use email login.',
    /** The error parameter of the Google redirect while Google sign-in is off; the login page maps it to googleUnavailable. */
    googleNotConfigured: 'Google login is not configured',
    /** Error parameters of the Google redirect; none says 'not configured', so the login page shows googleFailed. */
    googleUnreachable: 'Google sign-in could not be completed. The provider did not answer as expected.',
    googleCancelled: 'Google sign-in was cancelled or refused',
    googleStateMismatch: 'Google sign-in expired or was started in another window',
    googleEmailNotVerified: 'Your Google email address is not verified',
    googleUnknownEmail: 'No student account uses this Google email address',
    signInCodeInvalid: 'This sign-in link has expired or was already used',
    signInCodeElsewhere: 'This sign-in was started in another browser. Please sign in with Google again here.',
    cannotConnect: 'Cannot connect to the server. Please make sure the backend server is running.',
    timedOut: 'Connection timed out. Please try again.',
    invalidStudentCredentials: 'Invalid email or date of birth',
    dateOfBirthFormat: 'Enter your date of birth as DD-MM-YYYY, DD/MM/YYYY or YYYY-MM-DD',
    dateOfBirthImpossible: 'There is no such date: check the day and the month',
    invalidAdminCredentials: 'Invalid email or password',
    /** Too many failed sign-ins from one network (address); `minutes` until it may try again. */
    tooManyAttempts: (minutes: number) =>
      `Too many failed sign-ins from your network. Please try again in ${minutesText(minutes)}.`,
    /** Too many failed sign-ins to one account, from anywhere: it is locked for everyone who has not signed in here. */
    accountLocked: (minutes: number) =>
      `This account is locked for ${minutesText(minutes)} because of too many wrong attempts. ` +
      `Try again in ${minutesText(minutes)}, or ask the office to unlock it now.`,
  },
  /** The sign-in lock of an account, as staff see it on the student's history and the staff list. */
  signInLock: {
    lockedUntil: (time: string) => `Sign-in is locked until ${time} after too many wrong attempts`,
    unlock: 'Unlock sign-in',
    unlocked: 'Sign-in unlocked: they can sign in again now',
    unlockFailed: 'Failed to unlock sign-in',
    loadFailed: 'Failed to check whether sign-in is locked',
  },
  /** A screen that failed to show (it threw while rendering, or its code could not be loaded). */
  pageFailed: {
    title: 'This page could not be shown',
    detail: "Something went wrong while showing it. Reload the page to try again, or start again from the area's home.",
  },
  /** A screen of the admin area that the signed-in staff member's role may not open. */
  pageForbidden: {
    title: 'You do not have access to this page',
    detail: 'Your role does not include this part of Campus. Ask an admin if you need it.',
  },
  receipt: {
    notFound: 'Receipt not found',
  },
  /** Email: the messages Campus sends, and the admin's Email page. */
  email: {
    notConfigured: 'Email is not configured: set SMTP_URL and MAIL_FROM on the server to send email.',
    noticeEmailNotConfigured:
      'Email is not configured, so the notice cannot be emailed. Untick "Also email students" to publish it on the dashboard only.',
    alsoEmailStudents: 'Also email students',
    /** Beside the notice form's box while email is off. */
    notConfiguredShort: 'Email is not configured on the server.',
    noticeEmailsQueued: (count: number) =>
      count === 1 ? 'One email is queued.' : `${count.toLocaleString('en-IN')} emails are queued.`,
    retried: (count: number) =>
      count === 0
        ? 'There are no failed emails to send again'
        : count === 1
          ? 'One failed email will be sent again'
          : `${count.toLocaleString('en-IN')} failed emails will be sent again`,
    /** The admin's Email page. */
    page: {
      title: 'Email',
      queued: 'Queued',
      sending: 'Sending',
      sent: 'Sent',
      failed: 'Failed',
      lastError: 'Last error',
      retry: 'Retry failed emails',
      load: 'Failed to fetch the email status',
      retryFailed: 'Failed to retry the failed emails',
      waiting: 'Waiting to be sent',
      noneWaiting: 'Every email has been sent.',
      loadWaiting: 'Failed to fetch the emails waiting to be sent',
      /** When an email is tried next: now, at a moment, or not until someone retries it. */
      nextTry: {
        now: 'Now',
        sending: 'Being sent',
        givenUp: 'Gave up: retry to send again',
      },
      moreWaiting: (shown: number, total: number) =>
        `The ${shown.toLocaleString('en-IN')} tried soonest of ${total.toLocaleString('en-IN')}.`,
    },
  },
  /** The fee ledger's history and its day book. */
  ledger: {
    kindInvalid: 'Kind must be payment, reversal or concession',
    /** A cheque's or demand draft's details, after its mode's name (the receipt, the history). */
    instrument: (number: string, bank: string, date: string) => `No. ${number}, ${bank}, dated ${date}`,
    fromAfterTo: 'The first day (from) must not be after the last (to)',
  },
  dayBook: {
    tooManyDays: (max: number) => `The day book covers at most ${max} days at a time`,
    total: 'Total',
    /** Reversals of cheques and demand drafts the bank did not honour (CHEQUE_BOUNCED_REASON): a part of Reversed. */
    bounced: 'Cheque bounced',
    /**
     * The CSV's sections, each a title line, its header and its lines, a blank line between them: the amounts of one
     * section add up to the total, which no other section repeats.
     */
    csv: {
      byDayAndMode: 'By day and mode',
      byDay: 'By day (all modes)',
      byMode: 'By mode (whole range)',
      total: 'Total (whole range)',
      amounts: ['Received', 'Reversed', 'Of which cheque bounced', 'Net'],
    },
  },
  load: {
    dashboard: 'Failed to load dashboard',
    profile: 'Failed to load profile',
    courses: 'Failed to load courses',
    feeRecords: 'Failed to load fee records',
    adminDashboard: 'Failed to fetch dashboard data',
    students: 'Failed to fetch students',
    adminCourses: 'Failed to fetch courses',
    adminFeeRecords: 'Failed to fetch fee records',
    report: 'Failed to fetch report data.',
    paymentStudents: 'Failed to fetch students. Please try again.',
    paymentCourses: 'Failed to fetch courses. Please try again.',
    staffMe: 'Failed to load your account',
    staff: 'Failed to fetch staff',
    activity: 'Failed to fetch activity',
  },
  save: {
    addStudent: 'Failed to add student',
    updateStudent: 'Failed to update student',
    addCourse: 'Failed to add course. Please try again.',
    updateCourse: 'Failed to update course',
    recordPayment: 'Failed to record payment. Please try again.',
    sendNotification: 'Failed to send notification.',
    addStaff: 'Failed to add staff member',
    updateStaff: 'Failed to update staff member',
    changePassword: 'Failed to change password',
  },
  success: {
    paymentRecorded: 'Payment recorded successfully!',
    entryReversed: 'Entry reversed',
    concessionGranted: 'Concession granted',
    noticeSent: 'Notice sent',
    studentDeleted: 'Student deleted',
    passwordChanged: 'Your password was changed. Other sign-ins with the old password have ended.',
  },
  /** Bulk import of students from a CSV or Excel file, and its report. */
  studentImport: {
    noFile: 'Choose a CSV or Excel (.xlsx) file to import',
    emptyFile: 'The chosen file is empty: it needs a first row naming the columns, then one row per student',
    dryRunInvalid: 'Say whether to only check the file (dry run true) or to import it (false)',
    tooLarge: (megabytes: number) => `The file must be at most ${megabytes} MB`,
    tooManyRows: (max: string) => `The file has more than ${max} rows; split it into smaller files`,
    unreadable: 'The file could not be read: save it as CSV (UTF-8) or as an Excel workbook (.xlsx)',
    oldExcel: 'Old Excel files (.xls) cannot be read: save the file as an Excel workbook (.xlsx) or as CSV',
    missingColumns: (missing: string[], expected: string[]) =>
      `The first row must name the columns ${expected.join(', ')}; missing: ${missing.join(', ')}`,
    repeatedColumn: (column: string) => `The column ${column} appears more than once in the first row`,
    noRows: 'The file has no students in it',
    unpacksTooLarge:
      'The workbook unpacks to far more than a list of students needs: save it as CSV, or copy the students into a new workbook',
    tooHeavy:
      "The file could not be read within the server's limits of memory and time: save it as CSV, or split it into smaller files",
    emailRepeated: (row: number) => `This email is already on row ${row} of this file`,
    unknownCourse: (name: string) => `There is no course named "${name}"`,
    ambiguousCourse: (name: string) => `More than one course is named "${name}"; rename one of them first`,
    failed: 'The import failed. Please try again.',
    /** The audit summary of an import. */
    summary: (file: string, created: number, updated: number) => `Imported ${file}: ${created} new, ${updated} updated`,
  },
  /** Refusals of what was typed into a field; `field` is the field's label or the request's parameter name. */
  input: {
    amountPaidNotPositive: 'Amount paid must be greater than zero',
    hiddenCharacters: (field: string) => `${field} contains hidden control or text-direction characters; remove them`,
    dateFormat: 'Use a date in the format YYYY-MM-DD',
    dateDoesNotExist: (date: string) => `The date ${date} does not exist`,
    dateOfBirthTooEarly: (earliest: string) => `Date of birth must be on or after ${earliest}`,
    paymentDateTooEarly: (earliest: string) => `Payment date must be on or after ${earliest}`,
    paymentBeforeBirth: (dateOfBirth: string) =>
      `Payment date cannot be before the student's date of birth (${dateOfBirth})`,
    amountTooLarge: (largest: string) => `Amount is too large: at most ${largest}`,
    wholeNumber: (field: string) => `${field} must be a whole number`,
    atMost: (field: string, largest: number) => `${field} must be at most ${largest}`,
    givenOnce: (field: string) => `${field} must be given once`,
    wrongType: (field: string, expected: string) => `${field} must be ${expected}`,
    invalid: (field: string) => `${field} is not valid`,
    reasonTooShort: (min: number) => `Reason must be at least ${min} characters`,
    concessionNotPositive: 'Concession amount must be greater than zero',
    paymentMode: 'Payment mode must be Cash, Card, UPI, Bank Transfer, Cheque or Demand Draft',
    /** A cheque's or demand draft's number, bank and date. */
    instrument: {
      required: {
        instrumentNumber: 'Enter the cheque or demand draft number',
        instrumentBank: 'Enter the bank of the cheque or demand draft',
        instrumentDate: 'Enter the date on the cheque or demand draft',
      },
      notForMode: 'Instrument number, bank and date are only for a Cheque or Demand Draft',
    },
    chequeBouncedNotInstrument: 'Only a payment by Cheque or Demand Draft can bounce',
  },
  auth: {
    required: 'Please sign in to continue',
    sessionExpired: 'Your session has expired. Please sign in again.',
    /** The token's session was ended: signed out, or the account was deleted. */
    sessionEnded: 'Your session has ended. Please sign in again.',
    forbidden: 'You do not have permission to do this',
    /** A staff member signed in with the password an admin gave them and has not set their own yet. */
    mustChangePassword: 'Please set a new password of your own before you continue.',
    /** GET /metrics without the bearer token METRICS_TOKEN sets. */
    metricsToken: 'The metrics need the bearer token set in METRICS_TOKEN',
  },
  staff: {
    accountDeactivated: 'This account has been deactivated. Ask an admin to reactivate it.',
    roleInvalid: `Role must be ${new Intl.ListFormat('en-GB', { type: 'disjunction' }).format(STAFF_ROLES)}`,
    activeInvalid: 'Active must be true or false',
    nothingToChange: 'Send a role or active to change',
    passwordRequired: 'Password is required',
    passwordTooShort: (min: number) => `The password must be at least ${min} characters long`,
    passwordTooLong: 'The password is too long',
    currentPasswordRequired: 'Current password is required',
    currentPasswordWrong: 'The current password is not correct',
    passwordUnchanged: 'The new password must be different from the current one',
    /** The web's change-password form asks for the new password twice. */
    confirmationDiffers: 'The two new passwords do not match',
    notFound: 'Staff member not found',
    lastAdmin:
      'This is the last active admin: make another staff member an admin first, so that someone can still manage Campus.',
    emailTaken: 'A user with this email already exists',
  },
  audit: {
    actionInvalid: 'Unknown action',
    entityTypeInvalid: 'Unknown kind of record',
    dateTooEarly: (earliest: string) => `Dates must be on or after ${earliest}`,
    /** In place of a date of birth in an event: it is the student's sign-in password. */
    notRecorded: 'not recorded',
    /** The sentence each event of a change reads as; money comes formatted (formatRupeesWithPaise). */
  },
  errors: {
    notFound: 'Not found',
    studentNotFound: 'Student not found',
    courseNotFound: 'Course not found',
    courseNameTaken: 'A course with this name already exists. Choose another name, or edit that course.',
    emailTaken: 'A user with this email already exists',
    editConflict:
      'Someone else changed this record after you opened it, so your changes were not saved. Reload it to see ' +
      'the current version, then make your changes again.',
    badIfMatch: 'If-Match must be the version in double quotes, such as "3"',
    unknownCourses: 'One or more selected courses do not exist',
    noCourse: 'Select at least one course',
    selectCourse: 'Select a course',
    notEnrolled: 'The student is not enrolled in this course',
    overpayment: 'Amount paid exceeds the outstanding balance',
    idempotencyKeyReused: 'This Idempotency-Key was already used for a different payment',
    totalLowered: (current: string) =>
      `Recording a payment cannot lower the total fee of ${current}. To reduce what the student owes, grant a ` +
      'concession with its reason.',
    totalBelowPaid: 'Total fee cannot be less than the amount already paid',
    totalBelowPaidAndConcession: 'Total fee cannot be less than the amount already paid plus the concession granted',
    concessionExceedsDue: 'The concession cannot be more than what is still due',
    entryNotFound: 'Payment or concession not found',
    alreadyReversed: 'This entry has already been reversed',
    reversalOfReversal: 'A reversal cannot itself be reversed',
    lateFeeNotReversible: 'A late fee cannot be reversed: waive it with a concession and its reason',
    futurePaymentDate: 'Payment date cannot be in the future',
    invalidJson: 'The request body is not valid JSON',
    bodyNotObject: 'The request body must be a JSON object',
    unreadableForm: 'The form could not be read: it was cut off or is not multipart/form-data. Please try again.',
    tooManyFormFields: 'The form has more fields than expected',
    badAddress: 'This address is not valid',
    addressTooLong: 'This address is too long',
    internal: 'Something went wrong on the server. Please try again.',
    unavailable: 'The service is temporarily unavailable. Please try again shortly.',
    tooManyStreams: 'Too many pages are showing live notices for this account: close some of them and reload this one.',
    diskFull:
      'The server is running out of disk space, so nothing can be saved right now. Please tell the administrator.',
  },
} as const;
