/** Every route of the web app, in one place. */
export const paths = {
  home: '/',
  /** Where the installed app opens: it sends each person home (#46). */
  start: '/start',
  login: '/login',
  authSuccess: '/auth-success',
  adminLogin: '/admin/login',
  /** A guardian's sign-in with a one-time code (#44). */
  guardianLogin: '/family/login',
  /** The public certificate check; the code is optional (a pattern for generatePath). */
  verify: '/verify/:code?',
  /** The public report card check (#43), the address its PDF prints; the code is optional. */
  verifyReportCard: '/verify/report-card/:code?',
  student: {
    dashboard: '/dashboard',
    profile: '/profile',
    courses: '/courses',
    fees: '/fees',
    attendance: '/attendance',
    results: '/results',
    /** Patterns: fill them in with react-router's generatePath. */
    continueCourse: '/courses/:courseId/continue',
    lesson: '/courses/:courseId/lessons/:lessonId',
  },
  /** A guardian's pages (#44): their children, and each child's pages (patterns: fill them in with generatePath). */
  family: {
    children: '/family',
    child: '/family/children/:studentId',
    childFees: '/family/children/:studentId/fees',
    childAttendance: '/family/children/:studentId/attendance',
    childResults: '/family/children/:studentId/results',
    childTimetable: '/family/children/:studentId/timetable',
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
    messages: '/admin/messages',
    /** The Email page's address before it became Messages: it leads there. */
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
    studentGuardians: '/admin/students/:studentId/guardians',
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
    /** A pattern: fill it in with react-router's generatePath: the course's students below the minimum attendance. */
    courseAttendance: '/admin/courses/:courseId/attendance',
    /** A pattern: fill it in with react-router's generatePath; the month is the address's `?month=`. */
    sectionRegister: '/admin/sections/:sectionId/register',
    holidays: '/admin/holidays',
    /** A pattern: fill it in with react-router's generatePath. */
    courseAssessments: '/admin/courses/:courseId/assessments',
    /** A pattern: fill it in with react-router's generatePath. */
    assessmentMarks: '/admin/assessments/:assessmentId/marks',
    /** A pattern: fill it in with react-router's generatePath. */
    importMarks: '/admin/assessments/:assessmentId/import',
    /** A pattern: fill it in with react-router's generatePath; the section and page are the address's query. */
    courseResults: '/admin/courses/:courseId/results',
    gradeScale: '/admin/grade-scale',
    password: '/admin/password',
  },
} as const;
