import { Link } from "@tanstack/react-router";
import { useState } from "react";
import { careerGroups, type Job } from "../content/careers";
import "@/features/marketing/marketing.css";

function JobItem({ job }: { job: Job }) {
  const [open, setOpen] = useState(false);
  const panel = `job-${job.id}`;
  return (
    <li className="job">
      {/* the whole row toggles (the accordion pattern: a heading holding one button), by pointer or keyboard */}
      <h3 className="job__head card__title">
        <button
          type="button"
          className="job__toggle"
          aria-expanded={open}
          aria-controls={panel}
          aria-label={`${open ? "Collapse" : "Expand"} ${job.title}`}
          onClick={() => setOpen((o) => !o)}
        >
          <span>{job.title}</span>
          <span className="job__sign" aria-hidden="true">
            {open ? "−" : "+"}
          </span>
        </button>
      </h3>
      {open && (
        <div id={panel} className="job__body">
          <p className="muted">
            {job.location} · {job.department} · {job.type_of_work}
          </p>
          {job.descriptions.map((d) => (
            <p key={d}>{d}</p>
          ))}
          {job.parts.map((p) => (
            <div key={p.title}>
              <h4>{p.title}</h4>
              <ul>
                {p.descriptions.map((d) => (
                  <li key={d}>{d}</li>
                ))}
              </ul>
            </div>
          ))}
          <p>{job.closing_sentence}</p>
          <Link to="/careers/apply" search={{ job: job.id }} className="btn btn--primary btn--small">
            APPLY
          </Link>
        </div>
      )}
    </li>
  );
}

/** Careers: JOIN US, groups of jobs whose rows expand and collapse (the plus sign shows which). */
export function CareersPage() {
  return (
    <div className="home">
      <section className="section" aria-labelledby="careers-title">
        <h1 id="careers-title" className="hero__title">
          JOIN US
        </h1>
        {careerGroups
          .filter((g) => g.active)
          .sort((a, b) => a.order - b.order)
          .map((g) => (
            <section key={g.id} className="section" aria-labelledby={`group-${g.id}`}>
              <h2 id={`group-${g.id}`}>{g.title}</h2>
              <ul className="jobs">
                {g.jobs
                  .filter((j) => j.active)
                  .sort((a, b) => a.order - b.order)
                  .map((j) => (
                    <JobItem key={j.id} job={j} />
                  ))}
              </ul>
            </section>
          ))}
      </section>
    </div>
  );
}
