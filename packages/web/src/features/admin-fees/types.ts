/**
 * What a fee card hands to the record-payment page as navigation state. The spec names studentId, studentName and
 * course (the course id); the course name and the account total let the form show them before anything loads.
 */
export interface RecordPaymentState {
  studentId: string;
  studentName: string;
  course: string;
  courseName?: string;
  totalFee?: number;
}
