// What a screen says when what it shows could not be loaded.

export const dashboard = 'Failed to load dashboard';
export const profile = 'Failed to load profile';
export const courses = 'Failed to load courses';
export const feeRecords = 'Failed to load fee records';
export const adminDashboard = 'Failed to fetch dashboard data';
export const students = 'Failed to fetch students';
export const adminCourses = 'Failed to fetch courses';
export const adminFeeRecords = 'Failed to fetch fee records';
export const report = 'Failed to fetch report data.';
export const paymentStudents = 'Failed to fetch students. Please try again.';
export const paymentCourses = 'Failed to fetch courses. Please try again.';
export const staffMe = 'Failed to load your account';
export const staff = 'Failed to fetch staff';
export const activity = 'Failed to fetch activity';
export const messagePreferences = 'Failed to load your message preferences';
