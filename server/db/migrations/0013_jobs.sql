-- The durable job table of server/jobs: long or retried work that survives a restart and runs once
-- with several instances. A waiting job is due at `run_at`; a taken one has `run_at` pushed past its
-- lease (a worker that died leaves it to be taken again then). `progress` is what the job's screen
-- shows; `attempts` and `last_error` what its tries came to.
CREATE TABLE jobs (
  id bigserial PRIMARY KEY,
  kind text NOT NULL,
  payload jsonb NOT NULL DEFAULT '{}'::jsonb,
  run_at timestamptz NOT NULL DEFAULT now(),
  attempts integer NOT NULL DEFAULT 0,
  max_attempts integer NOT NULL DEFAULT 10,
  last_error text,
  progress jsonb,
  created_at timestamptz NOT NULL DEFAULT now(),
  finished_at timestamptz,
  failed_at timestamptz
);
--> statement-breakpoint
-- The claim reads only jobs still to do, by due time.
CREATE INDEX jobs_due_idx ON jobs (run_at, id) WHERE finished_at IS NULL AND failed_at IS NULL;
