/**
 * The help of `leadflow` and `leadflow serve`: plain text with no imports, so that `--help` and
 * `--version` answer without loading the server (about 3 s of module loading).
 */

/** Every environment variable the server and its packages read (a test compares with the sources). */
export const environment = `Environment (flags override; numbers are decimal digits, at most 2147483647):
  PORT                           port to listen on, 0 to 65535 in decimal digits (0: any free
                                 port; default 3000)
  HOST                           address to bind, not empty (default 0.0.0.0)
  LEADFLOW_DB                    sqlite:<file> or postgres://... (default sqlite:./leadflow.db)
  LEADFLOW_DB_STATEMENT_TIMEOUT_MS
                                 PostgreSQL statement_timeout in ms (default 30000, 0: none set)
  LEADFLOW_DB_LOCK_TIMEOUT_MS    PostgreSQL lock_timeout in ms (default 5000, 0: none set)
  LEADFLOW_DB_IDLE_IN_TRANSACTION_TIMEOUT_MS
                                 PostgreSQL idle_in_transaction_session_timeout in ms (default
                                 10000, 0: none set)
  LEADFLOW_DB_CONNECT_TIMEOUT_MS PostgreSQL: time to open a connection or wait for a free one
                                 (default 5000, 1 or more)
  LEADFLOW_DB_COMMIT_TIMEOUT_MS  time a lead's events have to be stored before it is answered
                                 error (default 10000, 0: no limit)
  LEADFLOW_DB_LOOKUP_TIMEOUT_MS  time a submission waits for its flow to be read again before
                                 using the cached copy (default 5000, 0: no limit)
  LEADFLOW_DB_BUSY_TIMEOUT_MS    SQLite: how long a write waits for another process's lock
                                 (default 5000; the server waits off the event loop)
  LEADFLOW_API_KEY               key of the default account created on first start
  LEADFLOW_SECRET                encrypts stored credentials and secrets typed into flows
                                 (required with PostgreSQL; SQLite keeps a key file beside
                                 the database)
  LEADFLOW_PUBLIC_URL            the http(s) URL clients use, without user, password, query or
                                 fragment (default http://localhost:<port>)
  LEADFLOW_ALLOW_PRIVATE_HOSTS   true lets integrations call private addresses (default false)
  LEADFLOW_PLUGINS               third-party integration packages, comma-separated: npm names,
                                 paths or file: URLs of built package folders or modules
                                 (they use the server's effect and @leadflow/*)
  LEADFLOW_BATCH_PREFIX          path prefix of the batch API, not the root (default /batch)
  LEADFLOW_CERT_PREFIX           path prefix of the certificate API, not the root (default /cert)
  LEADFLOW_MAX_IN_FLIGHT         requests served at once before 503s (load shedding; default
                                 1000, 1 or more)
  LEADFLOW_MAX_IN_FLIGHT_PER_ACCOUNT
                                 leads of one account run at once before its 503s (default
                                 none; an account always runs fewer than the slots still free,
                                 so half of LEADFLOW_MAX_IN_FLIGHT when alone)
  LEADFLOW_BODY_TIMEOUT_MS       time allowed to receive a request body (default 10000, 1 or
                                 more)
  LEADFLOW_CERT_SECRET           signs certificate ids (default: derived from LEADFLOW_SECRET)
  LEADFLOW_CERT_HOSTS            more hosts that certificate URLs may name, comma-separated:
                                 host[:port][/prefix] or http(s)://host[:port][/prefix]
  LEADFLOW_TRUST_PROXY           true trusts X-Forwarded-* headers (default false)
  LEADFLOW_GEOIP                 certificate IP geolocation: off, or a directory of
                                 geolite2-city-ipv{4,6}.mmdb (default: the bundled GeoLite2 data)
  LEADFLOW_FIREHOSE_DIR          root folder of firehose directory targets (unset: none allowed)
  LEADFLOW_BATCH_DIRECTORY_ROOT  root folder of batch deliveries to a directory (unset: none)
  LEADFLOW_LOG_LEVEL             trace, debug, info (default), warning, error, fatal or none
  LEADFLOW_LOG_FORMAT            json or pretty (default: pretty on a terminal, else json)
  LEADFLOW_METRICS               false turns /metrics off (default on)
  LEADFLOW_METRICS_TOKEN         when set, /metrics needs it as a Bearer token
  LEADFLOW_SHUTDOWN_DELAY_MS     on SIGTERM, keep taking requests this long while /readyz is 503
                                 (default 0)
  LEADFLOW_SHUTDOWN_TIMEOUT_MS   longest wait for in-flight work on shutdown (default 30000)
  OTEL_EXPORTER_OTLP_ENDPOINT    OTLP/HTTP collector base URL: turns traces on (default off)
  OTEL_EXPORTER_OTLP_TRACES_ENDPOINT  full OTLP traces URL (instead of the base URL)
  OTEL_EXPORTER_OTLP_HEADERS     headers sent to the collector, k1=v1,k2=v2
  OTEL_SERVICE_NAME              service name of the spans (default leadflow)
  OTEL_BSP_SCHEDULE_DELAY        ms between span exports (default 5000)`

export const mainHelp = `leadflow: the Leadflow lead-processing server

Usage:
  leadflow serve [options]                      run the server (default command)
  leadflow accounts create --name N [--plan P]  create an account and print its API key
  leadflow accounts list                        list the accounts
  leadflow accounts rotate-key --id ID          revoke every key of an account, print one new full key
  leadflow accounts keys list|create|revoke     an account's API keys (see accounts --help)
  leadflow <command> --help                     help for a command
  leadflow --version                            print the version

${environment}`

export const serveHelp = `leadflow serve: run the API, lead submission, batch (/batch) and certificate (/cert) APIs

Usage: leadflow serve [options]

Options:
  --port N          port to listen on, 0 to 65535 in decimal digits, 0 for any free port
                    (PORT, default 3000)
  --host H          address to bind (HOST, default 0.0.0.0)
  --db URL          sqlite:<file> or postgres://... (LEADFLOW_DB, default sqlite:./leadflow.db)
  --api-key KEY     key of the default account created on first start (LEADFLOW_API_KEY;
                    generated and printed once when unset)
  --public-url URL  the http(s) URL clients use, without user, password, query or fragment
                    (LEADFLOW_PUBLIC_URL, default http://localhost:<port>)
  -h, --help        show this help

On first start with an empty database the server creates a default account and a starter flow,
and prints a ready-to-paste curl that submits a lead.`
