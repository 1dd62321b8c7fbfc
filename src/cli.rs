//! The command line: every command, flag and its help text.

use std::path::PathBuf;

use clap::{Args, Parser, Subcommand, ValueEnum};

#[derive(Debug, Parser)]
#[command(
    name = "agentsmith",
    version,
    about = "A panel of expert roles debates the plan; a tree of isolated sub-agents carries it out.",
    long_about = "agentsmith puts a panel of expert roles, defined in YAML, around a job. The roles debate the plan in \
rounds of typed verdicts (AGREE / OBJECT / SUGGEST, at most three rounds) and the agreed plan is carried out by a \
tree of sub-agents, each confined to its own directory.\n\nsecurity-scan runs with no model at all; the debate \
commands need one (set OPENAI_API_KEY or ANTHROPIC_API_KEY, or see `agentsmith config show`); the scans \
send code to it only with --review.",
    propagate_version = true,
    max_term_width = 100
)]
pub struct Cli {
    #[command(flatten)]
    pub global: GlobalArgs,
    #[command(subcommand)]
    pub command: Command,
}

#[derive(Debug, Args, Clone, Default)]
#[command(next_help_heading = "Global options")]
pub struct GlobalArgs {
    /// The repository to work on. The default, `.`, is the project around the current folder,
    /// found as git finds its repository (the nearest folder up holding .agentsmith/, up to the
    /// top of the git work tree); a PATH given is the repository as given.
    #[arg(long, global = true, value_name = "PATH", default_value = ".")]
    pub repo: PathBuf,
    /// Print only results and errors: no progress.
    #[arg(short, long, global = true, conflicts_with = "verbose")]
    pub quiet: bool,
    /// More detail on stderr (-v: debug, -vv: trace).
    #[arg(short, long, global = true, action = clap::ArgAction::Count)]
    pub verbose: u8,
    /// An extra configuration file, laid over the project's `.agentsmith/config.yaml`.
    #[arg(long, global = true, value_name = "FILE")]
    pub config: Option<PathBuf>,
    /// The model provider: openai (any OpenAI-compatible endpoint), anthropic or scripted.
    #[arg(long, global = true, value_name = "NAME")]
    pub provider: Option<String>,
    /// The model name, as the endpoint knows it.
    #[arg(long, global = true, value_name = "NAME")]
    pub model: Option<String>,
    /// The endpoint's base URL, e.g. http://localhost:11434/v1 for Ollama.
    #[arg(long = "base-url", global = true, value_name = "URL")]
    pub base_url: Option<String>,
    /// Write every model exchange to FILE (JSON lines), to replay the run later.
    #[arg(long, global = true, value_name = "FILE", conflicts_with = "replay")]
    pub record: Option<PathBuf>,
    /// Answer model calls from a file written with --record, with no network.
    #[arg(long, global = true, value_name = "FILE")]
    pub replay: Option<PathBuf>,
    /// Stream every event as it happens on stdout instead of the progress display; stdout holds
    /// nothing else, and the command's result is the last event.
    #[arg(long, global = true, value_name = "FORMAT")]
    pub events: Option<EventsFormat>,
    /// Set any setting for this command, as `config show` names it (`limits.max_depth=1`,
    /// `discussion.models=[fast, strong]`); repeatable; the value is read as YAML. Over the
    /// files and the environment, under the command's own flags.
    #[arg(long = "set", global = true, value_name = "KEY=VALUE")]
    pub set: Vec<String>,
}

#[derive(Debug, Subcommand)]
pub enum Command {
    /// List, show and check the role catalog.
    #[command(subcommand)]
    Roles(RolesCommand),
    /// Choose the panel for a ticket and show the evidence for each role.
    Triage(TriageArgs),
    /// Show the resolved configuration and where each value came from.
    #[command(subcommand)]
    Config(ConfigCommand),
    /// Scan a repository for secrets and vulnerable code; write SARIF, Markdown and JSON reports.
    ///
    /// Built-in detectors, offline: nothing is sent anywhere. With --review (and a model), the
    /// security panel then plans an investigation, read-only smiths add and confirm findings,
    /// and the false-positive filter reviews every finding. Files are named relative to the
    /// repository's root. Exit status 1 when an unsuppressed finding is at or above --fail-on or
    /// a file could not be read (unless --allow-unreadable), 0 otherwise, 2 on usage,
    /// configuration or tool errors (a report that cannot be written), 130 interrupted.
    /// Suppress a finding with a comment `agentsmith:ignore[RULE-ID] reason` on its line or the
    /// line above (other scanners' `nosec`, `nosemgrep` and `gitleaks:allow` count too), or
    /// with a baseline.
    SecurityScan(ScanArgs),
    /// Scan an OpenAPI 3.x or Swagger 2.0 spec (JSON or YAML): deterministic checks, offline,
    /// then, with --review, the api-security panel. Same outputs and exit statuses as
    /// security-scan.
    ApiScan(ApiScanArgs),
    /// Debate a job: a panel reviews a plan in rounds of typed verdicts (AGREE / OBJECT / SUGGEST)
    /// until no role objects, at most three rounds; --execute then carries the plan out as `run`.
    Debate(DebateArgs),
    /// A structured discussion of any topic by the mad panel (philosopher, dreamer, realist,
    /// devil's advocate, silencer), and its conclusion.
    MadDiscussion(MadArgs),
    /// A reviewed analysis of a contract or policy (.md, .txt or .pdf) by the legal panel: the
    /// clauses at issue, risks ranked, proposed wording.
    LegalAnalysis(LegalArgs),
    /// Carry out a task: triage, the panel's debate, then the agreed plan by a tree of sub-agents,
    /// each in its own folder (--no-debate: the task straight to the tree).
    ///
    /// A plan the panel did not agree on is not carried out without --force (exit status 1); a
    /// failed debate never is. --confirm shows the plan and its worst-case cost and asks first.
    Run(RunArgs),
    /// Show the smith tree of the run in .agent-smith: each smith's status, level, time and tokens.
    Status {
        /// Machine-readable output.
        #[arg(long)]
        json: bool,
    },
    /// Continue the unfinished run in .agent-smith, re-running only smiths without a completed result.
    ///
    /// A smith paused on a question (status needs-input) continues where it asked, with the
    /// answer as the result of its `ask_user`: --answer when one smith waits, else
    /// .agent-smith/answers.yaml (`smith-id: answer` a line), read once.
    Resume {
        /// Model calls in flight at once [default: limits.jobs, 32]
        #[arg(long, value_name = "N")]
        jobs: Option<u32>,
        /// The answer to the question the paused smith asked (see `agentsmith status`).
        #[arg(long, value_name = "TEXT")]
        answer: Option<String>,
    },
    /// Fix a bug end to end: panel, plan, smiths in their own copies, a patch verified by the
    /// tests, then applied (or committed on a branch, or saved).
    FixBug(ChangeArgs),
    /// Add a feature end to end, the same way; acceptance criteria become the tests to write.
    AddFeature(ChangeArgs),
    /// Create .agentsmith/ (configuration, skills selection, a role template, context.md; an
    /// existing file is kept) and write .agentsmith/knowledge.md from surveys of the repository.
    ///
    /// Run again, it updates knowledge.md from the files changed since its last_updated commit
    /// (a full survey when that commit is unknown). run, fix-bug and add-feature update it too.
    Init(InitArgs),
    /// Check the model configuration: show it, send a tiny request, test tools and JSON answers.
    Doctor {
        /// Machine-readable output.
        #[arg(long)]
        json: bool,
    },
    /// Measure whether the panel beats one agent, and at what cost: run each task of a suite
    /// under several arms (single, panel, panel-early-stop, panel-mixed; rules for a security
    /// suite), score it by the task's hidden tests or labels, and print a table with 95 %
    /// bootstrap intervals and paired differences. Results go to eval/<suite>/<timestamp>/.
    Eval(EvalArgs),
    /// Print a shell completion script.
    Completions {
        /// The shell to complete for.
        shell: clap_complete::Shell,
    },
}

#[derive(Debug, Args)]
pub struct InitArgs {
    /// Survey every file again, even when knowledge.md could be updated incrementally (and
    /// ask the model for its notes again, when one is configured).
    #[arg(long)]
    pub full: bool,
    /// Also ask the configured model for notes on the conventions and risky areas (it is sent
    /// the surveys and a sample of the code). Asked without this flag only when the project's
    /// configuration has a `model:` section; a key in the environment is not enough.
    #[arg(long, conflicts_with = "no_model")]
    pub model_notes: bool,
    /// Deterministic surveys only: no model call, even when the project's configuration names a
    /// model (the model's earlier notes are kept).
    #[arg(long)]
    pub no_model: bool,
}

#[derive(Debug, Args)]
pub struct EvalArgs {
    /// A built-in suite (`bugfix`, `security`) or the folder of one (see suites/README.md).
    #[arg(value_name = "SUITE")]
    pub suite: String,
    /// The arms to run, comma-separated: rules, single, panel, panel-early-stop, panel-mixed
    /// [default: every arm that fits the suite and the configured models]
    #[arg(long, value_delimiter = ',', value_name = "ARMS")]
    pub arms: Vec<String>,
    /// Only these tasks, by id (comma-separated).
    #[arg(long, value_delimiter = ',', value_name = "IDS")]
    pub tasks: Vec<String>,
    /// The seed of the task order and of the intervals [default: from the clock; printed]
    #[arg(long, value_name = "N")]
    pub seed: Option<u64>,
    /// Continue the latest eval of the suite: pairs already scored are not run again.
    #[arg(long)]
    pub resume: bool,
    /// Where evals are kept [default: eval/ in the repository (--repo)]
    #[arg(long, value_name = "DIR")]
    pub out: Option<PathBuf>,
    /// Print the plan (the tasks, the arms, the order and each run's command); run nothing.
    #[arg(long)]
    pub dry_run: bool,
}

#[derive(Debug, Subcommand)]
pub enum RolesCommand {
    /// List every role, by category.
    List {
        /// Only this category (coding, security, api-security, legal, mad, or a custom one).
        #[arg(long, value_name = "C")]
        category: Option<String>,
        /// Machine-readable output.
        #[arg(long)]
        json: bool,
    },
    /// Show one role in full, with where it was defined.
    Show {
        /// The role's name.
        name: String,
        /// The category, when the name exists in several.
        #[arg(long, value_name = "C")]
        category: Option<String>,
        /// Machine-readable output.
        #[arg(long)]
        json: bool,
    },
    /// Validate every role layer, skills.yaml and the trigger vocabulary; report every problem.
    Check,
}

#[derive(Debug, Subcommand)]
pub enum ConfigCommand {
    /// Print every setting, its value and the layer it came from (keys masked)
    ///
    /// After it, a command as you would run it (`config show security-scan --jobs 2 --fail-on
    /// medium`): the settings that command would run with, its own flags included; nothing is run.
    Show {
        /// Machine-readable output.
        #[arg(long)]
        json: bool,
        /// The command whose flags to merge, with its arguments.
        #[arg(value_name = "COMMAND", trailing_var_arg = true, allow_hyphen_values = true)]
        command: Vec<String>,
    },
}

#[derive(Debug, Args)]
pub struct TriageArgs {
    /// The ticket text. Use --ticket-file for a longer one.
    #[arg(value_name = "TICKET", conflicts_with = "ticket_file")]
    pub ticket: Option<String>,
    /// Read the ticket from a Markdown or text file (a first line `# Title` is its title).
    #[arg(long, value_name = "FILE")]
    pub ticket_file: Option<PathBuf>,
    /// The role category to choose from.
    #[arg(long, value_name = "C", default_value = "coding")]
    pub category: String,
    /// Machine-readable output.
    #[arg(long)]
    pub json: bool,
}

#[derive(Debug, Clone, Copy, PartialEq, Eq, ValueEnum)]
pub enum ReportFormat {
    Md,
    Json,
    Sarif,
}

#[derive(Debug, Clone, Copy, PartialEq, Eq, ValueEnum)]
pub enum FailOnArg {
    Critical,
    High,
    Medium,
    Low,
    None,
}

impl FailOnArg {
    pub fn as_str(self) -> &'static str {
        match self {
            FailOnArg::Critical => "critical",
            FailOnArg::High => "high",
            FailOnArg::Medium => "medium",
            FailOnArg::Low => "low",
            FailOnArg::None => "none",
        }
    }
}

#[derive(Debug, Args)]
pub struct ScanArgs {
    /// The folder (or file) to scan; defaults to --repo. Several PATHs (files or folders inside
    /// the repository, as pre-commit passes them) are scanned together and reported relative to
    /// the repository's root.
    #[arg(value_name = "PATH")]
    pub paths: Vec<PathBuf>,
    /// Scan what is staged for the next commit: the index's content of each added or changed
    /// file (not the working tree's), reported relative to the repository's root. For
    /// pre-commit hooks.
    #[arg(long, conflicts_with = "paths")]
    pub staged: bool,
    /// Scan only paths matching this glob (repeatable).
    #[arg(long, value_name = "GLOB")]
    pub include: Vec<String>,
    /// Leave out paths matching this glob (repeatable), on top of .gitignore.
    #[arg(long, value_name = "GLOB")]
    pub exclude: Vec<String>,
    /// Worker threads [default: the number of CPU cores].
    #[arg(long, value_name = "N")]
    pub jobs: Option<u32>,
    /// Pass the scan even when files could not be read (they are still named on stderr and in
    /// every report). Without it such a file fails the scan (exit 1): it was not scanned.
    #[arg(long)]
    pub allow_unreadable: bool,
    #[command(flatten)]
    pub report: ReportArgs,
    #[command(flatten)]
    pub review: ReviewArgs,
}

/// Where a scan's reports go, and when it fails.
#[derive(Debug, Args)]
#[command(next_help_heading = "Reports")]
pub struct ReportArgs {
    /// Report formats to write, comma-separated.
    #[arg(long, value_delimiter = ',', value_name = "md,json,sarif", default_value = "md,json,sarif")]
    pub format: Vec<ReportFormat>,
    /// Where to write reports; `-` writes the one --format to stdout (the summary then goes to
    /// stderr) [default: .agent-smith/results in the repository (--repo)]
    #[arg(long, value_name = "DIR")]
    pub output: Option<PathBuf>,
    /// List every unsuppressed finding in the summary, of every severity (as -v does), not the
    /// first 10 high or critical ones; -v also lists the files skipped.
    #[arg(long)]
    pub all: bool,
    /// Exit with status 1 when an unsuppressed finding is at least this severe
    /// [default: high, or scan.fail_on from the configuration]
    #[arg(long, value_name = "SEVERITY")]
    pub fail_on: Option<FailOnArg>,
    /// Suppress findings whose fingerprints are in this baseline file.
    #[arg(long, value_name = "FILE")]
    pub baseline: Option<PathBuf>,
    /// Write the fingerprints of this scan's findings to a baseline file.
    #[arg(long, value_name = "FILE")]
    pub write_baseline: Option<PathBuf>,
}

#[derive(Debug, Args)]
pub struct ApiScanArgs {
    /// The spec file.
    #[arg(value_name = "SPEC")]
    pub spec: PathBuf,
    #[command(flatten)]
    pub report: ReportArgs,
    #[command(flatten)]
    pub review: ReviewArgs,
}

/// Whether a scan's findings are reviewed by a panel with the model, and how.
#[derive(Debug, Args, Clone, Default)]
#[command(next_help_heading = "Review panel (with a model, only when asked)")]
#[command(mut_arg("dry_run", |a| a.help("Run the rules, then print the panel, the prompts and the review batches that would be sent; send nothing")))]
pub struct ReviewArgs {
    /// Have the panel review the findings with the configured model (also `scan.review: true`,
    /// or a `model:` section in .agentsmith/config.yaml). Without it the scan is offline, even
    /// when a key is in the environment.
    #[arg(long)]
    pub review: bool,
    /// The rules alone: no model, whatever --review or the configuration say.
    #[arg(long)]
    pub no_model: bool,
    #[command(flatten)]
    pub opts: DebateOpts,
}

#[derive(Debug, Clone, Copy, PartialEq, Eq, ValueEnum)]
pub enum TriageArg {
    /// The deterministic choice only.
    Rules,
    /// The rules' choice, refined by the model (adds or drops roles, with reasons).
    Hybrid,
}

impl TriageArg {
    pub fn as_str(self) -> &'static str {
        match self {
            TriageArg::Rules => "rules",
            TriageArg::Hybrid => "hybrid",
        }
    }
}

#[derive(Debug, Clone, Copy, PartialEq, Eq, ValueEnum)]
pub enum EventsFormat {
    /// One JSON object per event on stdout.
    Jsonl,
}

/// Options every debate command shares.
#[derive(Debug, Args, Clone, Default)]
pub struct DebateOpts {
    /// The panel, by role name, instead of triage (comma-separated).
    #[arg(long, value_delimiter = ',', value_name = "ROLES")]
    pub roles: Vec<String>,
    /// Rounds at most (1 to 3) [default: skills.yaml, then discussion.max_rounds, 3]
    #[arg(long, value_name = "N", value_parser = clap::value_parser!(u8).range(1..=3))]
    pub max_rounds: Option<u8>,
    /// Print the panel, the prompts that would be sent and the most calls and tokens the debate
    /// could spend; send nothing.
    #[arg(long)]
    pub dry_run: bool,
    /// How the panel is chosen [default: hybrid when a model is configured, rules otherwise]
    #[arg(long, value_name = "MODE")]
    pub triage: Option<TriageArg>,
    /// Stop sending to the model once this much (USD) is spent; needs `prices:` for the model,
    /// else the command refuses to start [default: budget.max_cost_usd]
    #[arg(long, value_name = "USD")]
    pub max_cost: Option<f64>,
}

#[derive(Debug, Args)]
pub struct DebateArgs {
    /// What to debate. Use --ticket-file for a longer text.
    #[arg(value_name = "TOPIC", conflicts_with = "ticket_file")]
    pub topic: Option<String>,
    /// Read the ticket from a Markdown or text file.
    #[arg(long, value_name = "FILE")]
    pub ticket_file: Option<PathBuf>,
    /// The role category of the panel.
    #[arg(long, value_name = "C", default_value = "coding")]
    pub category: String,
    /// Carry the agreed plan out with the smith tree, as `run` does.
    #[arg(long, conflicts_with = "dry_run")]
    pub execute: bool,
    #[command(flatten)]
    pub opts: DebateOpts,
    #[command(flatten)]
    pub exec: ExecArgs,
}

#[derive(Debug, Args)]
pub struct MadArgs {
    /// The topic: a question, a proposal, a decision to make.
    #[arg(value_name = "TOPIC")]
    pub topic: String,
    #[command(flatten)]
    pub opts: DebateOpts,
}

#[derive(Debug, Args)]
pub struct LegalArgs {
    /// The document: Markdown, plain text or PDF.
    #[arg(value_name = "DOC")]
    pub document: PathBuf,
    /// Whose side the analysis takes (e.g. "the customer"); the document's parties are named.
    #[arg(long, value_name = "PARTY")]
    pub party: Option<String>,
    #[command(flatten)]
    pub opts: DebateOpts,
}

#[derive(Debug, Args)]
#[command(mut_arg("dry_run", |a| a.help("Print the panel, the prompts that would be sent and the most the debate could spend; send nothing, execute nothing")))]
pub struct RunArgs {
    /// The task. Use --ticket-file for a longer one. Without either, the task file placed in
    /// .agent-smith/smiths/smith-root/inbox/ starts the run (the protocol's manual start).
    #[arg(value_name = "TASK", conflicts_with = "ticket_file")]
    pub task: Option<String>,
    /// Read the task from a Markdown or text file.
    #[arg(long, value_name = "FILE")]
    pub ticket_file: Option<PathBuf>,
    /// Give the task straight to the smith tree, without triage and debate.
    #[arg(long, conflicts_with_all = ["category", "roles", "max_rounds", "triage", "dry_run", "force"])]
    pub no_debate: bool,
    /// The role category of the panel.
    #[arg(long, value_name = "C", default_value = "coding")]
    pub category: String,
    #[command(flatten)]
    pub opts: DebateOpts,
    #[command(flatten)]
    pub exec: ExecArgs,
}

/// How an agreed plan is carried out by the smith tree (`run`, `debate --execute`).
#[derive(Debug, Args, Clone, Default)]
#[command(next_help_heading = "Execution")]
pub struct ExecArgs {
    /// Carry out the plan even when the panel did not agree (the dissent is on record); a
    /// failed debate is never carried out.
    #[arg(long)]
    pub force: bool,
    /// Show the plan and its worst-case cost and ask before any smith starts (also `confirm:
    /// true` in the configuration). Needs a terminal, or --yes.
    #[arg(long)]
    pub confirm: bool,
    /// Answer yes to the confirmation: show the plan and its cost, and go on without asking.
    #[arg(long)]
    pub yes: bool,
    /// Model calls in flight at once [default: limits.jobs, 32]
    #[arg(long, value_name = "N")]
    pub jobs: Option<u32>,
    /// The deepest level of the smith tree, 0 to 3; the root is level 0 [default: limits.max_depth, 3]
    #[arg(long, value_name = "N", value_parser = clap::value_parser!(u8).range(0..=3))]
    pub max_depth: Option<u8>,
    /// Subtasks a smith may split into, 2 to 5 [default: limits.max_breadth, 5]
    #[arg(long, value_name = "N", value_parser = clap::value_parser!(u8).range(2..=5))]
    pub max_children: Option<u8>,
    #[command(flatten)]
    pub recovery: RecoveryArgs,
    /// Keep the smiths' working copies when the run completes (they are removed then; a run
    /// that fails or is interrupted always keeps them, for resume).
    #[arg(long)]
    pub keep_work: bool,
}

impl ExecArgs {
    /// The flags given, by name, for a command that takes them only with another flag.
    pub fn given(&self) -> Vec<&'static str> {
        let mut out = Vec::new();
        for (set, name) in [
            (self.force, "--force"),
            (self.confirm, "--confirm"),
            (self.yes, "--yes"),
            (self.jobs.is_some(), "--jobs"),
            (self.max_depth.is_some(), "--max-depth"),
            (self.max_children.is_some(), "--max-children"),
            (self.recovery.on_failure.is_some(), "--on-failure"),
            (self.recovery.fresh, "--fresh"),
            (self.keep_work, "--keep-work"),
        ] {
            if set {
                out.push(name);
            }
        }
        out
    }
}

/// What the smith tree does when a subtask fails, and with an unfinished run: the same two
/// flags for `run`, `debate --execute`, `fix-bug` and `feature`.
#[derive(Debug, Args, Clone, Default)]
pub struct RecoveryArgs {
    /// When a subtask fails: one more attempt (retry), go on without it and skip what depends on
    /// it (skip), or start no more smiths (stop) [default: limits.on_failure, skip]
    #[arg(long, value_name = "WHAT")]
    pub on_failure: Option<OnFailureArg>,
    /// Archive an unfinished run in .agent-smith and start a new one.
    #[arg(long)]
    pub fresh: bool,
}

#[derive(Debug, Clone, Copy, PartialEq, Eq, ValueEnum)]
pub enum OnFailureArg {
    Retry,
    Skip,
    Stop,
}

impl OnFailureArg {
    pub fn as_str(self) -> &'static str {
        match self {
            OnFailureArg::Retry => "retry",
            OnFailureArg::Skip => "skip",
            OnFailureArg::Stop => "stop",
        }
    }
}

#[derive(Debug, Args)]
#[command(mut_arg("dry_run", |a| a.help("Context, panel and debate only: print the agreed plan; execute and change nothing")))]
pub struct ChangeArgs {
    /// The ticket text. Use --ticket-file or --issue for others.
    #[arg(value_name = "TICKET", conflicts_with_all = ["ticket_file", "issue"])]
    pub ticket: Option<String>,
    /// Read the ticket from a Markdown or text file.
    #[arg(long, value_name = "FILE", conflicts_with = "issue")]
    pub ticket_file: Option<PathBuf>,
    /// Read the ticket from a GitHub issue (uses GITHUB_TOKEN when set).
    #[arg(long, value_name = "OWNER/REPO#N")]
    pub issue: Option<String>,
    /// The command that runs the tests [default: test_command in the configuration, else detected]
    #[arg(long, value_name = "CMD")]
    pub test_cmd: Option<String>,
    /// More rounds of work when the tests fail.
    #[arg(long, value_name = "N", default_value_t = 2)]
    pub fix_attempts: u32,
    /// Give the ticket straight to the smith tree, without triage and debate (one agent with
    /// `--set limits.max_depth=0`); verified and delivered the same way.
    #[arg(long, conflicts_with_all = ["roles", "max_rounds", "triage", "dry_run"])]
    pub no_debate: bool,
    /// Apply the verified patch to the working tree (the default when it is clean).
    #[arg(long, conflicts_with_all = ["no_apply", "branch"])]
    pub apply: bool,
    /// Do not apply; only write .agent-smith/results/final.patch.
    #[arg(long)]
    pub no_apply: bool,
    /// Commit the verified patch on a new branch instead of applying it.
    #[arg(long, value_name = "NAME")]
    pub branch: Option<String>,
    /// Push the verified branch and open a GitHub pull request (token from GITHUB_TOKEN; the
    /// API from github.api_url, or GITHUB_API_URL). Commits on --branch NAME, or on
    /// agentsmith/<command>-<ticket words>; nothing is pushed unless the tests passed.
    #[arg(long, conflicts_with_all = ["apply", "no_apply"])]
    pub pr: bool,
    /// The remote --pr pushes to [default: the current branch's upstream remote, else origin].
    #[arg(long, value_name = "NAME", requires = "pr")]
    pub remote: Option<String>,
    /// The branch the pull request merges into [default: the current branch's upstream branch,
    /// else the current branch].
    #[arg(long, value_name = "BRANCH", requires = "pr")]
    pub pr_base: Option<String>,
    /// With --pr and --issue: also comment on the issue with the pull request's link.
    #[arg(long, requires = "pr")]
    pub pr_comment: bool,
    /// Apply even over uncommitted changes.
    #[arg(long)]
    pub force: bool,
    #[command(flatten)]
    pub recovery: RecoveryArgs,
    /// Keep the smiths' working copies and the verification copies when the run completes
    /// (they are removed then; a run that fails or is interrupted always keeps them).
    #[arg(long)]
    pub keep_work: bool,
    #[command(flatten)]
    pub opts: DebateOpts,
}

impl Cli {
    /// Reads a command line (`words`, the program's name first). Every `--set` counts wherever
    /// it is written, in order: clap keeps a global option's values from one level only
    /// (`--set a=1 config show --set b=2` would lose `a=1`), so they are gathered from the
    /// words themselves, up to a `--`.
    pub fn parse_words(words: &[std::ffi::OsString]) -> Result<Cli, clap::Error> {
        let mut cli = Cli::try_parse_from(words)?;
        cli.global.set = every_set(words);
        Ok(cli)
    }
}

/// The values of every `--set KEY=VALUE` (and `--set=KEY=VALUE`) among `words`, in order.
fn every_set(words: &[std::ffi::OsString]) -> Vec<String> {
    let mut out = Vec::new();
    let mut words = words.iter().skip(1).map(|w| w.to_string_lossy());
    while let Some(w) = words.next() {
        if w == "--" {
            break;
        }
        if w == "--set" {
            out.extend(words.next().map(std::borrow::Cow::into_owned));
        } else if let Some(v) = w.strip_prefix("--set=") {
            out.push(v.to_string());
        }
    }
    out
}
