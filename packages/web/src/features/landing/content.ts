import { BellRing, MousePointerClick, UsersRound } from 'lucide';
import type { IconNode } from '@/components/ui/icon';

/** The landing page's static content (spec §3, §9): nothing here comes from a server. */

export const stats = [
  { value: '10K+', label: 'Active Students' },
  { value: '50+', label: 'Courses' },
  { value: '95%', label: 'Success Rate' },
  { value: '4.8', label: 'Rating' },
] as const;

export interface Feature {
  icon: IconNode;
  title: string;
  description: string;
}

export const features: Feature[] = [
  {
    icon: MousePointerClick,
    title: 'Seamless, Intuitive Interface',
    description:
      'Everything you need in one clean place: your courses, progress and fees are a click away, on any device.',
  },
  {
    icon: UsersRound,
    title: 'Collaborative Learning',
    description: 'Work together with classmates on projects and assignments, and learn from each other as you go.',
  },
  {
    icon: BellRing,
    title: 'Real-Time Notifications',
    description:
      'Get notices and updates from your institute the moment they are posted, so you never miss a deadline.',
  },
];

export interface Testimonial {
  name: string;
  role: string;
  text: string;
  /** Colours of the initials avatar that stands in for the student's photo. */
  avatar: { from: string; to: string };
}

export const testimonials: Testimonial[] = [
  {
    name: 'Priya Menon',
    role: 'B.Tech Computer Science Student',
    text: 'I can see every course, my progress and my fee status in one place. Keeping up with assignments has never been this easy.',
    avatar: { from: '#6366f1', to: '#a855f7' },
  },
  {
    name: 'Rahul Verma',
    role: 'MBA Student',
    text: 'Group projects used to mean endless message threads. Now my team works together in one place and nothing gets lost.',
    avatar: { from: '#0ea5e9', to: '#6366f1' },
  },
  {
    name: 'Ananya Iyer',
    role: 'Data Science Student',
    text: 'The notifications are a lifesaver. I hear about schedule changes and fee deadlines the moment they are announced.',
    avatar: { from: '#f43f5e', to: '#f59e0b' },
  },
];
