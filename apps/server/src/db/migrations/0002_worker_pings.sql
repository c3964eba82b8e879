-- Written by the system.ping job: lets tests and operators see that a worker consumes the queue.
create table worker_pings (
  marker text primary key,
  done_at timestamptz not null default now()
);
