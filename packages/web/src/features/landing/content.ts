import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { BellRing, MousePointerClick, UsersRound } from 'lucide';
import type { IconNode } from '@/components/ui/icon';

/**
 * The landing page's static content (spec §3, §9): nothing here comes from a server. The texts are message
 * descriptors, shown in the language of the page by the components that render them.
 */

export const stats = [
  { value: '10K+', label: msg`Active Students` },
  { value: '50+', label: msg`Courses` },
  { value: '95%', label: msg`Success Rate` },
  { value: '4.8', label: msg`Rating` },
] as const;

export interface Feature {
  icon: IconNode;
  title: MessageDescriptor;
  description: MessageDescriptor;
}

export const features: Feature[] = [
  {
    icon: MousePointerClick,
    title: msg`Seamless, Intuitive Interface`,
    description: msg`Everything you need in one clean place: your courses, progress and fees are a click away, on any device.`,
  },
  {
    icon: UsersRound,
    title: msg`Collaborative Learning`,
    description: msg`Work together with classmates on projects and assignments, and learn from each other as you go.`,
  },
  {
    icon: BellRing,
    title: msg`Real-Time Notifications`,
    description: msg`Get notices and updates from your institute the moment they are posted, so you never miss a deadline.`,
  },
];

export interface Testimonial {
  name: string;
  role: MessageDescriptor;
  text: MessageDescriptor;
  /** Colours of the initials avatar that stands in for the student's photo. */
  avatar: { from: string; to: string };
}

export const testimonials: Testimonial[] = [
  {
    name: 'Priya Menon',
    role: msg`B.Tech Computer Science Student`,
    text: msg`I can see every course, my progress and my fee status in one place. Keeping up with assignments has never been this easy.`,
    avatar: { from: '#6366f1', to: '#a855f7' },
  },
  {
    name: 'Rahul Verma',
    role: msg`MBA Student`,
    text: msg`Group projects used to mean endless message threads. Now my team works together in one place and nothing gets lost.`,
    avatar: { from: '#0ea5e9', to: '#6366f1' },
  },
  {
    name: 'Ananya Iyer',
    role: msg`Data Science Student`,
    text: msg`The notifications are a lifesaver. I hear about schedule changes and fee deadlines the moment they are announced.`,
    avatar: { from: '#f43f5e', to: '#f59e0b' },
  },
];
