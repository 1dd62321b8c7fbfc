//! The scans with a model: the security (or api-security) panel agrees an investigation plan,
//! read-only smiths investigate and report typed findings, and the false-positive filter reviews
//! every finding, in batches per file. A rejected finding stays in the report, suppressed with
//! the filter's reason; a high or critical finding from the rules is suppressed only when that
//! reason cites its file and lines (the safety net).

mod filter;
mod investigation;

use std::collections::BTreeMap;
use std::io::Write;
use std::sync::Arc;

use super::debate::{Failed, Stage, discuss, repo_summary};
use super::{Session, load_catalog};
use crate::catalog::Role;
use crate::config::{CacheConfig, Config, Env, Severity};
use crate::console::Io;
use crate::context::{Ticket, survey};
use crate::error::Error;
use crate::estimate::{Estimate, Split};
use crate::event::{EventKind, Origin};
use crate::llm::Gateway;
use crate::report::scan::{Review as ReviewInfo, Scanned};
use crate::scan::finding::{Confidence, Secrecy};
use crate::scan::secrets::RuleMeta;
use crate::templates::Templates;
use crate::tools::Redactions;
use filter::{batches, filter_request, run_filter};
use investigation::{Investigation, investigate, saved_answers};

/// Findings per review call at most.
const BATCH: usize = 10;
/// Findings listed to the panel and the smiths at most.
const LISTED: usize = 80;
/// The rule id of findings the smiths add.
pub const REVIEW_RULE: &str = "agentsmith-review";
/// Where an unfinished review keeps its answers, under `.agent-smith/`.
const REVIEW_CACHE: &str = "review-cache";

/// The rule the smiths' own findings are reported under.
pub fn review_rule() -> RuleMeta {
    RuleMeta {
        id: REVIEW_RULE.into(),
        title: "Found by the review panel".into(),
        description: "A weakness a smith found and verified in the code while investigating the plan the security panel agreed on; the rules did not report it. Its title, CWE, evidence and fix are the smith's.".into(),
        severity: Severity::Medium,
        confidence: Confidence::Medium,
        cwe: "CWE-693".into(),
        fix: "See the finding's own fix.".into(),
        family: "review".into(),
        secrecy: Secrecy::None,
        nosec_ids: Vec::new(),
    }
}

/// What a scan's review works on.
pub(crate) struct ReviewSetup<'a> {
    /// `security` or `api-security`.
    pub category: &'a str,
    /// What is scanned, for people: "the repository `x`", "the API spec `api.yaml`".
    pub subject: String,
    /// The panel by name instead of triage (`--roles`); empty: triaged.
    pub roles: &'a [String],
    /// Show what would be sent; send nothing (`--dry-run`).
    pub dry_run: bool,
    /// Debate and smiths; without, only the filter.
    pub investigate: bool,
}

/// What every step of a review reads: the run's environment and configuration, what is
/// reviewed and how, the findings as listed to the panel and the smiths, and the lines no model
/// may see.
#[derive(Clone, Copy)]
pub(super) struct Scope<'a> {
    pub env: &'a Env,
    pub config: &'a Config,
    pub setup: &'a ReviewSetup<'a>,
    pub listed: &'a str,
    pub redact: &'a Arc<Redactions>,
}

/// How a review ended.
pub(crate) enum Ended {
    /// `--dry-run`: what would be sent was printed.
    DryRun,
    /// The review ran (complete or not: its record in the report says).
    Done,
    /// The model could not be reached at all: nothing was reviewed. Says which and why.
    Unreachable(String),
}

/// Reviews `report` in place. The steps: the panel agrees an investigation plan, smiths
/// investigate, the false-positive filter reviews every finding; whatever fails, the rules'
/// findings stay.
pub(crate) async fn review(
    session: &Session,
    env: &Env,
    report: &mut Scanned,
    setup: ReviewSetup<'_>,
    io: &mut Io,
) -> Result<Ended, Error> {
    let catalog = load_catalog(&session.config, io)?;
    let cache = ReviewCache::open(session, &setup, io);
    let session = &cache.session;
    let config = &session.config;
    let mut state = State::default();
    let redact = Arc::new(redactions(report));
    let listed = listing(report);
    let filter = catalog.find("false-positive-filter", Some(setup.category)).ok().filter(|r| r.active);
    let templates = Templates::new(&config.repo, config.user_dir.as_deref());
    // What the review spends after the debate: the smiths' investigation (on a plan not agreed
    // yet) and the filter's calls.
    let scope = Scope { env, config, setup: &setup, listed: &listed, redact: &redact };
    let estimate_of = |split| after_debate(scope, &templates, filter, split, report);
    let after = estimate_of(Some(Split::Assumed))?;
    let discussion = if setup.investigate {
        plan_debate(session, &catalog, report, scope, after.clone(), &mut state, io).await?
    } else {
        if setup.dry_run {
            let model = super::model_name(config);
            let lines = crate::report::spend::estimate_lines(None, &after, &super::pricing(config, &model));
            let _ = write!(io.out, "{lines}");
        }
        None
    };
    if setup.dry_run {
        dry_run(scope, report, filter, &templates, io)?;
        return Ok(Ended::DryRun);
    }
    // The estimate of it all: the debate's, then the rest, the investigation on the agreed
    // plan's steps (none without a plan). A debate that failed once begun kept its estimate
    // with the gateway it spent on; one that failed before it began spent nothing the report
    // counts (the rest goes on with a new gateway).
    let steps = discussion.as_ref().and_then(|d| d.outcome.plan_to_carry_out()).map(|p| p.steps.len());
    let mut estimate = match &discussion {
        Some(d) => d.estimate.clone(),
        None => state.debate_estimate.clone().unwrap_or_default(),
    };
    for (_, e) in &estimate_of(steps.map(Split::Plan))? {
        estimate.add(e);
    }
    let (gw, mut info, plan) = after_plan(session, discussion, report, &mut state, io)?;
    // From here Ctrl-C stops the review, and the reports are written with what it has so far.
    let _handling = io.interrupt.handle();
    let stop = io.interrupt.token();
    if let Some(plan) = plan {
        let ran = investigate(scope, report, &plan, &gw, &io.interrupt, &mut info).await;
        state.investigated(ran, &mut info);
    }
    let filtering = Filtering { gw: &gw, templates: &templates, scope };
    filtering.run(filter, report, (&mut state, &mut info), &stop).await;
    let unreachable = unreached(&gw, &mut info);
    finish(report, info, &state, &cache, &gw, &estimate);
    Ok(unreachable.map_or(Ended::Done, Ended::Unreachable))
}

/// What the review goes on with after the panel's debate: the gateway (the debate's; a failed
/// debate's, whose spending counts; else a new one), the review's record so far, and the plan
/// to investigate, if one was agreed.
fn after_plan(
    session: &Session,
    discussion: Option<super::debate::Discussion>,
    report: &Scanned,
    state: &mut State,
    io: &Io,
) -> Result<(Gateway, ReviewInfo, Option<crate::debate::Plan>), Error> {
    let (gw, mut info, plan) = match discussion {
        Some(d) => {
            let (gw, info, plan) = from_discussion(&session.config, d);
            // The investigation asked for did not happen: the review is not complete.
            state.incomplete |= plan.is_none();
            (gw, info, plan)
        }
        None => {
            let gw = match state.kept.take() {
                Some(k) => *k,
                None => session.gateway(io)?.with_redactor(report.secrets.clone()),
            };
            (gw, ReviewInfo::default(), None)
        }
    };
    info.notes.splice(0..0, std::mem::take(&mut state.notes));
    Ok((gw, info, plan))
}

/// The false-positive filter's pass over every finding, after the investigation.
struct Filtering<'a> {
    gw: &'a Gateway,
    templates: &'a Templates,
    scope: Scope<'a>,
}

impl Filtering<'_> {
    /// The filter (`filter`, when the role is active) reviews every finding; Ctrl-C (`stop`)
    /// ends it, and the findings it did not review are counted so.
    async fn run(
        &self,
        filter: Option<&Role>,
        report: &mut Scanned,
        (state, info): (&mut State, &mut ReviewInfo),
        stop: &tokio_util::sync::CancellationToken,
    ) {
        let to_review: usize = batches(report).iter().map(Vec::len).sum();
        let Some(role) = filter else {
            info.notes.push(format!("No false-positive filter: the role `false-positive-filter` is not active in category `{}`; every finding is kept.", self.scope.setup.category));
            return;
        };
        if state.interrupted || stop.is_cancelled() {
            state.interrupted = true;
        } else {
            let (gw, templates, subject) = (self.gw, self.templates, &self.scope.setup.subject);
            let filtered = tokio::select! {
                r = run_filter(gw, templates, role, subject, report, self.scope.redact, info) => r.map(Some),
                () = stop.cancelled() => Ok(None),
            };
            match filtered {
                Ok(Some(0)) => {}
                Ok(Some(_)) => state.incomplete = true,
                Ok(None) => state.interrupted = true,
                Err(e) => {
                    state.incomplete = true;
                    info.notes.push(format!("The false-positive filter could not run ({e}); every finding is kept."));
                }
            }
        }
        if state.interrupted {
            info.unreviewed = to_review.saturating_sub(info.reviewed);
        }
    }
}

/// When no call of the review could ever connect to the model: one note for it all (instead
/// of one per failed call), and the words for the error that fails the job.
fn unreached(gw: &Gateway, info: &mut ReviewInfo) -> Option<String> {
    let words = gw.unreachable()?.unreachable_words()?;
    if gw.ledger().total().calls > 0 {
        return None;
    }
    let mut note = words.clone();
    if let Some(first) = note.get(..1) {
        note = first.to_uppercase() + &note[1..];
    }
    info.notes.push(format!("{note}: {} kept unreviewed.", crate::util::count(info.unreviewed, "finding")));
    Some(words)
}

/// What a review carries from step to step.
#[derive(Default)]
struct State {
    /// Notes for the report made before the review's own record exists.
    notes: Vec<String>,
    incomplete: bool,
    interrupted: bool,
    /// The estimate of a debate that failed once it had begun, counted before it began.
    debate_estimate: Option<Estimate>,
    /// The gateway and runtime of a debate that failed once it had begun: the filter goes on
    /// with them, under the same budget.
    kept: Option<Box<Gateway>>,
}

impl State {
    /// How the smiths' investigation ended, for the review's record.
    fn investigated(&mut self, ran: Result<Investigation, Error>, info: &mut ReviewInfo) {
        match ran {
            Ok(Investigation::Completed) => {}
            Ok(Investigation::Incomplete) => self.incomplete = true,
            Ok(Investigation::Interrupted) => self.interrupted = true,
            Err(e) => {
                self.incomplete = true;
                info.notes.push(format!("The investigation stopped ({e}); the findings reported until then are kept."));
            }
        }
    }
}

/// The review's own answer cache: every answer is kept until the review completes, so that
/// running the same command again after an interruption, failed calls or a spent budget
/// continues it at no cost for what was already answered (the same requests are answered from
/// disk).
struct ReviewCache {
    /// The command's session, its configuration with the review's cache.
    session: Session,
    /// Whether the review keeps its own cache (none was configured).
    own: bool,
    dir: std::path::PathBuf,
}

impl ReviewCache {
    fn open(session: &Session, setup: &ReviewSetup<'_>, io: &Io) -> ReviewCache {
        let config = &session.config;
        let mut resumable = config.clone();
        let own = !resumable.settings.cache.enabled && !setup.dry_run;
        let dir = config.repo.join(".agent-smith").join(REVIEW_CACHE);
        if own {
            resumable.settings.cache = CacheConfig { enabled: true, dir: Some(dir.clone()) };
            let saved = saved_answers(&dir);
            if saved > 0 {
                io.events.emit(
                    Origin::stage("review"),
                    EventKind::Notice {
                        message: format!(
                            "continuing an unfinished review: {} received earlier {} reused",
                            crate::util::count(saved, "answer"),
                            if saved == 1 { "is" } else { "are" }
                        ),
                    },
                );
            }
        }
        ReviewCache { session: Session { config: resumable, ..session.clone() }, own, dir }
    }
}

/// The panel's debate on an investigation plan. A debate that fails once it has begun (calls
/// refused, the budget spent) keeps its gateway in `state`, so the filter goes on under the same
/// budget; a mistake in what was asked (an unknown role) is the user's to fix, before anything
/// is sent.
async fn plan_debate(
    session: &Session,
    catalog: &crate::catalog::Catalog,
    report: &Scanned,
    Scope { setup, listed, .. }: Scope<'_>,
    also: Vec<(String, Estimate)>,
    state: &mut State,
    io: &mut Io,
) -> Result<Option<super::debate::Discussion>, Error> {
    let families = families(report);
    let ticket = Ticket {
        title: format!("Security review of {}", setup.subject),
        body: format!(
            "The rules found {} in {}: {}.\nAgree a plan to investigate the areas most at risk: which parts of the code, which threats, and what the rules cannot see (authorization, business logic, data flows across files). The false-positive filter will then review every finding.",
            crate::util::count(report.active().count(), "finding"),
            setup.subject,
            if families.is_empty() { "none".to_string() } else { families.join(", ") }
        ),
        file: None,
    };
    let s = survey(&report.root);
    let context =
        format!("{}\n\nFindings of the rules (id, rule, severity, location, title):\n{listed}", repo_summary(&s));
    let stage = Stage {
        category: setup.category,
        ticket: &ticket,
        context,
        survey: Some(&s),
        roles: setup.roles,
        prompts_only: setup.dry_run,
        secrets: Some(report.secrets.clone()),
        can_pause: false,
        also,
    };
    match discuss(session, catalog, stage, io).await {
        Ok(d) => Ok(d),
        Err(Failed { error, kept, estimate })
            if !setup.dry_run && (kept.is_some() || matches!(error, Error::Model(_) | Error::Debate(_))) =>
        {
            state.incomplete = true;
            // A model that cannot be reached is said once, at the end, for the whole review.
            if kept.as_ref().is_none_or(|g| g.unreachable().is_none()) {
                state
                    .notes
                    .push(format!("The panel could not agree an investigation plan ({error}); no smith investigated."));
            }
            state.kept = kept;
            state.debate_estimate = estimate;
            Ok(None)
        }
        Err(f) => Err(f.error),
    }
}

/// `--dry-run`: how many filter calls would be made, and the first batch as it would be sent.
fn dry_run(
    Scope { setup, redact, .. }: Scope<'_>,
    report: &Scanned,
    filter: Option<&Role>,
    templates: &Templates,
    io: &mut Io,
) -> Result<(), Error> {
    let batches = batches(report);
    let _ = writeln!(
        io.out,
        "\nthen {} of the false-positive filter, {} in batches of at most {BATCH} per file",
        crate::util::count(batches.len(), "review call"),
        crate::util::count(report.active().count(), "finding")
    );
    if let (Some(role), Some(first)) = (filter, batches.first()) {
        let req = filter_request(templates, role, &setup.subject, report, first, redact, false)?;
        let _ = writeln!(&mut io.out, "=== first review batch ({})", crate::util::count(first.len(), "finding"));
        for m in &req.messages {
            let _ = writeln!(&mut io.out, "--- {:?}\n{}", m.role, report.secrets.mask(&m.content));
        }
    }
    Ok(())
}

/// What the review spends after the debate: with `setup.investigate`, the smiths'
/// investigation of the plan, its first split on `split` (`None`: no plan was agreed, so none
/// is expected, and the bound stays what the budget allowed); and the filter's calls.
fn after_debate(
    Scope { config, setup, listed, redact, .. }: Scope<'_>,
    templates: &Templates,
    filter: Option<&Role>,
    split: Option<Split>,
    report: &Scanned,
) -> Result<Vec<(String, Estimate)>, Error> {
    let mut after = Vec::new();
    if setup.investigate {
        // The root's task: the plan (a revision's length at most) and the findings listed.
        let task = listed.chars().count() + 4 * config.settings.budget.max_output_tokens.consolidate as usize;
        let (_, mut e) = super::plan_run::tree_estimate(config, task, split.unwrap_or(Split::Assumed));
        for a in &mut e.assumed {
            *a = a.replacen("the smith tree:", "the smiths' investigation:", 1);
        }
        if split.is_none() {
            e.expected = Default::default();
            e.assumed = vec!["the smiths' investigation: none (the panel agreed no plan)".into()];
        }
        after.push(("the smiths' investigation".to_string(), e));
    }
    if let Some(role) = filter {
        let mut requests = Vec::new();
        for b in batches(report) {
            requests.push((filter_request(templates, role, &setup.subject, report, &b, redact, true)?, b.len()));
        }
        let model_cap = config.model(None).ok().and_then(|m| m.max_tokens);
        let c = config.settings.budget.max_output_tokens.for_stage("filter");
        let cap = u64::from(model_cap.map_or(c, |m| m.min(c)));
        after.push(("the false-positive filter".to_string(), crate::estimate::filter(&requests, cap)));
    }
    Ok(after)
}

/// The review's start after an agreed debate: its record, and the plan when there is one.
fn from_discussion(
    config: &Config,
    d: super::debate::Discussion,
) -> (Gateway, ReviewInfo, Option<crate::debate::Plan>) {
    let mut debate = d.outcome.summary();
    // The debate's notes are the review's, listed with its own.
    let notes = std::mem::take(&mut debate.notes);
    let mut info = ReviewInfo { debate: Some(debate), notes, ..ReviewInfo::default() };
    if let Err(e) = super::debate::write_outputs(&config.repo, &d.outcome, false) {
        info.notes.push(format!("The debate's record could not be written ({e})."));
    }
    let plan = d.outcome.plan_to_carry_out().cloned();
    if plan.is_none() {
        info.notes.push(match &d.outcome.failed {
            Some(why) => format!("No investigation: the debate failed ({why})."),
            None => "No investigation: the panel agreed no plan.".into(),
        });
    }
    (d.gateway, info, plan)
}

/// The review's record in the report: complete or not (and how to continue), and its usage.
fn finish(
    report: &mut Scanned,
    mut info: ReviewInfo,
    state: &State,
    cache: &ReviewCache,
    gw: &Gateway,
    estimate: &Estimate,
) {
    report.findings.sort_by(|a, b| (&a.path, a.start_line, &a.rule_id).cmp(&(&b.path, b.start_line, &b.rule_id)));
    info.interrupted = state.interrupted;
    info.complete = !state.incomplete && !state.interrupted;
    if state.interrupted {
        info.notes.push("The review was interrupted (Ctrl-C); what it found until then is in this report.".into());
    }
    if !info.complete {
        info.notes.push(format!(
            "The review is not complete: run the same command again to continue it; the answers received so far are kept in `{}` and reused at no cost.",
            if cache.own { cache.dir.display().to_string() } else { "the response cache".to_string() }
        ));
    } else if cache.own && cache.dir.exists() {
        // Failing to remove it only means a later review of the same findings starts from it.
        let _ = std::fs::remove_dir_all(&cache.dir);
    }
    let usage = gw.ledger().total();
    info.notes.extend(usage.notes());
    info.calls = usage.calls;
    info.tokens = usage.input_tokens + usage.output_tokens;
    info.cost = match usage.known_cost() {
        Some(c) => format!("${c:.4}"),
        None => "unknown (no prices configured)".into(),
    };
    let model = super::model_name(&cache.session.config);
    let pricing = super::pricing(&cache.session.config, &model);
    info.spend = Some(crate::report::spend::Against::new(estimate, &pricing, &usage));
    report.review = Some(info);
}

/// Lines of the scanned files that show secrets (found by the secret rules or by code rules for
/// hard-coded keys): no model sees them; the secrets are masked wherever else they appear.
fn redactions(report: &Scanned) -> Redactions {
    let mut r = Redactions {
        readable: Some(report.scanned.iter().cloned().collect()),
        values: report.secrets.clone(),
        ..Redactions::default()
    };
    for (path, lines) in &report.secret_lines {
        r.lines.entry(path.clone()).or_default().extend(lines);
    }
    r
}

fn families(report: &Scanned) -> Vec<String> {
    let mut by: BTreeMap<&str, usize> = BTreeMap::new();
    for f in report.active() {
        *by.entry(f.family.as_str()).or_default() += 1;
    }
    by.into_iter().map(|(f, n)| format!("{} ({n})", f.replace('-', " "))).collect()
}

/// The active findings, one per line, each with its id `F<n>` (its index among all findings).
fn listing(report: &Scanned) -> String {
    let mut out = String::new();
    for (i, f) in report.findings.iter().enumerate().filter(|(_, f)| f.suppression.is_none()).take(LISTED) {
        out.push_str(&format!(
            "- F{}: `{}` {} `{}:{}` {}\n",
            i + 1,
            f.rule_id,
            f.severity.as_str(),
            f.path,
            f.start_line,
            f.title
        ));
    }
    let more = report.active().count().saturating_sub(LISTED);
    if more > 0 {
        out.push_str(&format!("- ... and {more} more\n"));
    }
    if out.is_empty() {
        out.push_str("(none)\n");
    }
    out
}
