import { PRODUCT } from "@/config/brand";

/** Careers (public-pages-mining.md §2, §3: Job, Career group). */
export interface Job {
  id: string;
  active: boolean;
  order: number;
  title: string;
  type_of_work: string;
  location: string;
  department: string;
  descriptions: string[];
  parts: { title: string; descriptions: string[] }[];
  closing_sentence: string;
}
export interface CareerGroup {
  id: string;
  active: boolean;
  order: number;
  title: string;
  jobs: Job[];
}

const offer = {
  title: "We will offer",
  descriptions: ["Remote-first work with a global team", "Token and equity options", "A budget for learning and conferences"],
};
const closing = `Join ${PRODUCT} and help millions of players own their games.`;

export const careerGroups: CareerGroup[] = [
  {
    id: "backend",
    active: true,
    order: 1,
    title: "Backend",
    jobs: [
      {
        id: "qa-backend-europe",
        active: true,
        order: 1,
        title: "QA Engineer - backend, Europe",
        type_of_work: "Full-time",
        location: "Europe (remote)",
        department: "Backend",
        descriptions: ["Own the quality of our game and chain services, from API contracts to load tests."],
        parts: [
          {
            title: "Here's what you'll do",
            descriptions: ["Write and run contract and end-to-end tests", "Build test data and environments", "Work with developers on every release"],
          },
          offer,
        ],
        closing_sentence: closing,
      },
      {
        id: "backend-engineer",
        active: true,
        order: 2,
        title: "Senior Backend Engineer",
        type_of_work: "Full-time",
        location: "Remote",
        department: "Backend",
        descriptions: ["Design the services behind accounts, mining and rewards."],
        parts: [{ title: "Here's what you'll do", descriptions: ["Build APIs with clear contracts", "Scale services to millions of players"] }, offer],
        closing_sentence: closing,
      },
    ],
  },
  {
    id: "bizdev",
    active: true,
    order: 2,
    title: "Business Development",
    jobs: [
      {
        id: "partnerships-manager",
        active: true,
        order: 1,
        title: "Partnerships Manager",
        type_of_work: "Full-time",
        location: "Singapore or remote",
        department: "Business Development",
        descriptions: ["Bring studios, brands and launchpads to the ecosystem."],
        parts: [{ title: "Here's what you'll do", descriptions: ["Find and close partnerships", "Run events with our partners"] }, offer],
        closing_sentence: closing,
      },
    ],
  },
  {
    id: "engineering",
    active: true,
    order: 3,
    title: "Engineering",
    jobs: [
      {
        id: "solidity-engineer",
        active: true,
        order: 1,
        title: "Smart Contract Engineer",
        type_of_work: "Contract",
        location: "Remote",
        department: "Engineering",
        descriptions: ["Write and audit the contracts of the chain and its games."],
        parts: [{ title: "Here's what you'll do", descriptions: ["Build mining and reward contracts", "Review and test every change"] }, offer],
        closing_sentence: closing,
      },
    ],
  },
];

const allJobs = careerGroups.flatMap((g) => g.jobs);
/** The job of `id`, or the first job listed when there is none with that id. */
export function findJob(id: string | undefined): Job {
  const job = allJobs.find((j) => j.id === id) ?? allJobs[0];
  if (!job) throw new Error("careers.ts lists no job");
  return job;
}
