import { englishLongContent } from '../long-content/english.js';
import { portrait } from './images.js';

/** The 18 members of the about pages, in order: the array index is the {index} of /profile/{index}. */
const NAMES = [
  'Leila Haddad',
  'Daniel MacPherson',
  'Ana Sofia Reyes',
  'Oleksandr Kovalenko',
  'Fatima Rahimi',
  'Samuel Okafor',
  'Marie-Claude Arsenault',
  'Priya Natarajan',
  'Thomas Gallant',
  'Nguyen Thi Lan',
  'Ahmad Al-Masri',
  'Grace MacLeod',
  'Juan Carlos Medina',
  'Hodan Warsame',
  'Li Wei',
  'Rebecca Doucette',
  'Mateus Oliveira',
  'Maria Santos',
];

/** Texts: content/en/team.json, keyed by the member's index. */
export const TEAM_ROWS = NAMES.map((name, index) => {
  const m = englishLongContent().team[index];
  if (!m) throw new Error(`content/en/team.json: texts.${index}: missing (${name})`);
  return {
    positionIndex: index,
    name,
    position: m.position,
    shortDescription: m.short,
    title: m.profile?.title ?? null,
    description: m.profile?.description ?? null,
    image: m.profile ? portrait(name, index) : null,
  };
});
