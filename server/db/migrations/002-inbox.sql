-- The owner's inbox: who may sign in, their sessions, and what they did (the audit log).

CREATE TABLE owners (
  id TEXT PRIMARY KEY,
  -- Lower case.
  email TEXT NOT NULL UNIQUE,
  -- scrypt$N$r$p$salt$hash (see inbox/passwords.ts).
  password_hash TEXT NOT NULL,
  created_at BIGINT NOT NULL,
  updated_at BIGINT NOT NULL
);

CREATE TABLE sessions (
  -- The SHA-256 of the cookie's random token: the token itself is never stored.
  id TEXT PRIMARY KEY,
  owner_id TEXT NOT NULL REFERENCES owners (id) ON DELETE CASCADE,
  created_at BIGINT NOT NULL,
  last_seen_at BIGINT NOT NULL
);

CREATE TABLE audit_log (
  id TEXT PRIMARY KEY,
  at BIGINT NOT NULL,
  -- The owner's e-mail, the e-mail a failed sign-in tried, or "system".
  actor TEXT NOT NULL,
  action TEXT NOT NULL,
  lead_id TEXT,
  detail TEXT,
  -- The client address, for sign-ins and their failures (the lockout counts them).
  address TEXT
);

CREATE INDEX audit_log_at ON audit_log (at);
CREATE INDEX audit_log_action_address ON audit_log (action, address, at);

-- When each periodic job last ran, so that several instances run it once between them.
CREATE TABLE job_runs (
  name TEXT PRIMARY KEY,
  last_run_at BIGINT NOT NULL
);
