/** Every route of the web app, in one place. */
export const paths = {
  home: '/',
  login: '/login',
  authSuccess: '/auth-success',
  adminLogin: '/admin/login',
  /** The public certificate check; the code is optional (a pattern for generatePath). */
  verify: '/verify/:code?',
  student: {
    dashboard: '/dashboard',
    profile: '/profile',
    courses: '/courses',
    fees: '/fees',
    attendance: '/attendance',
    /** Patterns: fill them in with react-router's generatePath. */
    continueCourse: '/courses/:courseId/continue',
    lesson: '/courses/:courseId/lessons/:lessonId',
  },
  admin: {
    dashboard: '/admin/dashboard',
    students: '/admin/students',
    addStudent: '/admin/students/add',
    importStudents: '/admin/students/import',
    courses: '/admin/courses',
    fees: '/admin/fees',
    recordPayment: '/admin/record-fee-payment',
    payments: '/admin/payments',
    paymentClaims: '/admin/upi-payments',
    addNotice: '/admin/add-notice',
    email: '/admin/email',
    report: '/admin/generate-report',
    staff: '/admin/staff',
    activity: '/admin/activity',
    backups: '/admin/backups',
    /** A pattern: fill it in with react-router's generatePath. */
    studentHistory: '/admin/students/:studentId/history',
    /** A pattern: fill it in with react-router's generatePath. */
    studentProgress: '/admin/students/:studentId/progress',
    /** A pattern: fill it in with react-router's generatePath. */
    courseOutline: '/admin/courses/:courseId/outline',
    /** A pattern: fill it in with react-router's generatePath. */
    courseSections: '/admin/courses/:courseId/sections',
    /** A pattern: fill it in with react-router's generatePath. */
    sectionTimetable: '/admin/sections/:sectionId/timetable',
    teaching: '/admin/teaching',
    /** A pattern: fill it in with react-router's generatePath. */
    courseProgress: '/admin/courses/:courseId/progress',
    /** The day's classes; the day is the address's `?date=` (today when none). */
    classes: '/admin/classes',
    /** A pattern: fill it in with react-router's generatePath. */
    classAttendance: '/admin/classes/:classSessionId',
    /** A pattern: fill it in with react-router's generatePath; the month is the address's `?month=`. */
    sectionRegister: '/admin/sections/:sectionId/register',
    holidays: '/admin/holidays',
    password: '/admin/password',
  },
} as const;
