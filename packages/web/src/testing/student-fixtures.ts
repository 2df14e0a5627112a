import type {
  EnrolledCourse,
  PaymentClaim,
  Student,
  StudentFeeRecord,
  StudentListItem,
  StudentMe,
} from '@campus/domain';

export function enrolledCourse(overrides: Partial<EnrolledCourse> = {}): EnrolledCourse {
  return {
    _id: crypto.randomUUID(),
    name: 'Full-Stack Web Development',
    description: 'HTML, CSS, JavaScript, React and Node.js from first page to deployment.',
    duration: 12,
    price: 45_000_00,
    category: 'Programming',
    image: null,
    createdAt: '2026-01-01T00:00:00.000Z',
    version: 1,
    progress: 20,
    lessonCount: 0,
    lastAccessed: '2026-02-10T09:30:00.000Z',
    enrolledAt: '2026-02-01T00:00:00.000Z',
    ...overrides,
  };
}

export function studentMe(overrides: Partial<StudentMe> = {}): StudentMe {
  return {
    _id: '6d1f3c1e-6f52-4a3b-9d59-1c2b3a4d5e6f',
    number: 123,
    name: 'Aarav Sharma',
    email: 'aarav.sharma1@students.campus.test',
    phone: '+91 9810000000',
    dob: '2000-01-01',
    role: 'student',
    profilePicture: null,
    program: 'B.Tech Computer Science',
    batch: null,
    createdAt: '2026-01-01T00:00:00.000Z',
    version: 1,
    enrolledCourses: [],
    completedCourses: 0,
    totalCourses: 0,
    feePaid: 12_000_00,
    feeTotal: 30_000_00,
    feeConcession: 0,
    feeLateFee: 0,
    nextFeeDue: '2026-03-01',
    guardians: [],
    ...overrides,
  };
}

/** A student as the admin's student list has them, enrolled in one course. */
export function studentListItem(overrides: Partial<StudentListItem> = {}): StudentListItem {
  return {
    _id: '5d1c3a52-7f0e-4a7b-9a39-0b8a5f0c1d22',
    number: 124,
    name: 'Kabir Mehta',
    email: 'kabir@example.com',
    phone: '+91 90000 11111',
    role: 'student',
    profilePicture: null,
    program: null,
    batch: null,
    createdAt: '2026-01-01T00:00:00.000Z',
    version: 1,
    enrolledCourses: [{ _id: '0b6f0f4e-0a53-4c1c-9d7e-2f0d5d0e6a11', name: 'Web Development' }],
    ...overrides,
  };
}

/** The same student as an admin reads them to edit: with their date of birth. */
export function student(overrides: Partial<Student> = {}): Student {
  return { ...studentListItem(), dob: '2001-05-06', ...overrides };
}

/** A course's fee of ₹20,000 in one instalment, nothing paid, payable by UPI. */
export function upiFeeRecord(): StudentFeeRecord {
  return {
    _id: crypto.randomUUID(),
    courseId: crypto.randomUUID(),
    course: 'Data Science',
    courseDeleted: false,
    status: 'Unpaid',
    totalFee: 20_000_00,
    concession: 0,
    dueAmount: 20_000_00,
    dueDate: '2026-12-01',
    lateFee: 0,
    schedule: [
      {
        number: 1,
        dueDate: '2026-12-01',
        amount: 20_000_00,
        lateFee: 0,
        concession: 0,
        paid: 0,
        outstanding: 20_000_00,
        status: 'due',
      },
    ],
    nextDue: { dueDate: '2026-12-01', amount: 20_000_00 },
    upiLink: 'upi://pay?pa=campus@okaxis&pn=Campus&am=20000.00&cu=INR',
    paidAmount: 0,
    paidDate: null,
  };
}

/** The claim the server makes of a reported UPI payment (the request's body) on the record's course. */
export function pendingClaim(body: unknown, record: StudentFeeRecord): PaymentClaim {
  return {
    ...(JSON.parse(String(body)) as { courseId: string; amount: number; utr: string }),
    _id: crypto.randomUUID(),
    studentId: studentMe()._id,
    student: studentMe().name,
    course: record.course,
    status: 'pending',
    reason: null,
    paymentId: null,
    receiptNumber: null,
    createdAt: '2026-11-20T10:00:00.000Z',
    decidedAt: null,
  };
}
