//! The scans with a model: the security (or api-security) panel agrees an investigation plan,
//! read-only smiths investigate and report typed findings, and the false-positive filter reviews
//! every finding, in batches per file. A rejected finding stays in the report, suppressed with
//! the filter's reason; a high or critical finding from the rules is suppressed only when that
//! reason cites its file and lines (the safety net).

use std::io::Write;

use std::collections::BTreeMap;
use std::path::Path;
use std::sync::Arc;

use regex::Regex;
use serde_json::{Value, json};

use crate::ask::{Answer, Problem};
use crate::catalog::Role;
use crate::config::{CacheConfig, Config, Env, Severity};
use crate::context::{Ticket, survey};
use crate::error::Error;
use crate::estimate::{Estimate, Split};
use crate::event::{EventKind, Origin};
use crate::job::RunRecord;
use crate::llm::{ChatRequest, Gateway, Message, RequestMeta};
use crate::report::scan::{Review as ReviewInfo, Scanned};
use crate::scan::finding::{Confidence, Finding, Secrecy, Suppression, fingerprint, snippet};
use crate::scan::secrets::RuleMeta;
use crate::smith::Workspace;
use crate::templates::Templates;
use crate::tools::Redactions;
use crate::tools::findings::{Reported, collect};

use super::debate::{Failed, Stage, discuss, repo_summary, summary_line};
use super::tree::{TreeOptions, run_tree};
use super::{Session, load_catalog};
use crate::console::Io;

/// Findings per review call at most.
const BATCH: usize = 10;
/// The widest line span a reason may cite and still count as tied to a finding.
const MAX_CITED_SPAN: usize = 20;
/// The longest fix the filter may add to a finding, in characters.
const MAX_FIX: usize = 600;
/// Calls per batch: the first, and one more for the verdicts it left out.
const FILTER_ATTEMPTS: usize = 2;
/// Lines of code shown around a finding.
const CONTEXT_LINES: usize = 3;
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
    let estimate_of = |split| after_debate(config, &templates, filter, (&setup, &listed, split), report, &redact);
    let after = estimate_of(Some(Split::Assumed))?;
    let discussion = if setup.investigate {
        plan_debate(session, &catalog, report, &setup, &listed, after.clone(), &mut state, io).await?
    } else {
        if setup.dry_run {
            let model = super::plan_run::model_name(config);
            let lines = crate::report::spend::estimate_lines(None, &after, &super::plan_run::pricing(config, &model));
            let _ = write!(io.out, "{lines}");
        }
        None
    };
    if setup.dry_run {
        dry_run(report, filter, &templates, &setup, &redact, io)?;
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
        let ran =
            investigate(env, config, report, &setup, &plan, &listed, &redact, &gw, &io.interrupt, &mut info).await;
        state.investigated(ran, &mut info);
    }
    let filtering = Filtering { gw: &gw, templates: &templates, setup: &setup, redact: &redact };
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
    setup: &'a ReviewSetup<'a>,
    redact: &'a Redactions,
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
            info.notes.push(format!("No false-positive filter: the role `false-positive-filter` is not active in category `{}`; every finding is kept.", self.setup.category));
            return;
        };
        if state.interrupted || stop.is_cancelled() {
            state.interrupted = true;
        } else {
            let (gw, templates, subject) = (self.gw, self.templates, &self.setup.subject);
            let filtered = tokio::select! {
                r = run_filter(gw, templates, role, subject, report, self.redact, info) => r.map(Some),
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
#[allow(clippy::too_many_arguments)]
async fn plan_debate(
    session: &Session,
    catalog: &crate::catalog::Catalog,
    report: &Scanned,
    setup: &ReviewSetup<'_>,
    listed: &str,
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
    report: &Scanned,
    filter: Option<&Role>,
    templates: &Templates,
    setup: &ReviewSetup<'_>,
    redact: &Redactions,
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
    config: &Config,
    templates: &Templates,
    filter: Option<&Role>,
    (setup, listed, split): (&ReviewSetup<'_>, &str, Option<Split>),
    report: &Scanned,
    redact: &Redactions,
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
    let plan = d.outcome.final_plan().cloned();
    let mut info = ReviewInfo {
        panel: d.panel.iter().map(|(e, r, w)| format!("{e} {r}: {w}")).collect(),
        debate: summary_line(&d.outcome),
        plan: plan.as_ref().map(|p| p.title.clone()).unwrap_or_default(),
        notes: d.outcome.notes.clone(),
        ..ReviewInfo::default()
    };
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
    let model = super::plan_run::model_name(&cache.session.config);
    let pricing = super::plan_run::pricing(&cache.session.config, &model);
    info.spend = Some(crate::report::spend::Against::new(estimate, &pricing, &usage));
    report.review = Some(info);
}

/// The false-positive filter's answer for a batch: a verdict per finding.
#[derive(Debug, serde::Deserialize, schemars::JsonSchema)]
struct FilterAnswer {
    verdicts: Vec<FilterVerdict>,
}

/// The filter's verdict on one finding.
#[derive(Debug, serde::Deserialize, schemars::JsonSchema)]
struct FilterVerdict {
    /// The finding's id in the batch: `F12`.
    id: String,
    verdict: Keep,
    /// For a rejection or a new severity, citing the file and line.
    #[serde(default)]
    reason: String,
    /// A new severity, or empty to keep it.
    #[serde(default)]
    #[schemars(extend("enum" = ["critical", "high", "medium", "low", "info", ""]))]
    severity: String,
    /// How to fix it in this code, when kept.
    #[serde(default)]
    fix: String,
}

#[derive(Debug, Clone, Copy, PartialEq, Eq, serde::Deserialize, schemars::JsonSchema)]
#[serde(rename_all = "lowercase")]
enum Keep {
    Keep,
    Reject,
}

impl Answer for FilterAnswer {
    const NAME: &'static str = "verdicts";
    fn schema() -> Value {
        crate::ask::strict_schema::<FilterAnswer>()
    }
    /// Every verdict that can be read; one that cannot (an unknown id form, `maybe`) is left
    /// out, and its finding is asked for again.
    fn read(text: &str) -> Result<FilterAnswer, Problem> {
        let v = crate::ask::extract_json(text)
            .ok_or_else(|| Problem::new("the answer holds no JSON object with `verdicts`", ""))?;
        let list = v
            .get("verdicts")
            .and_then(Value::as_array)
            .ok_or_else(|| Problem::new("the answer has no `verdicts` list", ""))?;
        let verdicts = list
            .iter()
            .filter_map(|item| {
                let mut item = item.clone();
                if let Some(k) = item.get("verdict").and_then(Value::as_str).map(str::to_ascii_lowercase) {
                    item["verdict"] = Value::String(k);
                }
                serde_json::from_value(item).ok()
            })
            .collect();
        Ok(FilterAnswer { verdicts })
    }
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

/// Read-only smiths carry the plan out and report findings; they are merged into the report.
#[allow(clippy::too_many_arguments)]
async fn investigate(
    env: &Env,
    config: &Config,
    report: &mut Scanned,
    setup: &ReviewSetup<'_>,
    plan: &crate::debate::Plan,
    listed: &str,
    redact: &Arc<Redactions>,
    gw: &Gateway,
    interrupt: &crate::console::Interrupt,
    info: &mut ReviewInfo,
) -> Result<Investigation, Error> {
    let ws = Workspace { repo: report.root.clone(), root: config.repo.join(".agent-smith").join("review") };
    if ws.root.exists() {
        std::fs::remove_dir_all(&ws.root).map_err(|e| Error::io(&ws.root, e))?;
    }
    let templates = Templates::new(&config.repo, config.user_dir.as_deref());
    let task = templates.render(
        "review/investigate.md.j2",
        json!({ "subject": setup.subject, "plan": plan.markdown().trim_end(), "findings": listed }),
    )?;
    let mut record =
        RunRecord::start("review", format!("Investigate {}", setup.subject), task, &config.settings, String::new());
    // The plan's steps are the investigation's first split.
    record.plan = Some(plan.clone());
    record.write(&ws)?;
    // Every smith, not only the root, confirms the rules' findings by their rule ids.
    let brief = format!(
        "A security review of {}: your tools only read. Record every weakness you verify with `report_finding` (confirm a listed finding by its rule_id; leave rule_id empty for one the rules missed). Lines that hold secrets are hidden from you on purpose.\n\nWhat the rules found:\n{}",
        setup.subject,
        listed.trim_end()
    );
    let opts = TreeOptions { brief, review: true, redact: Some(redact.clone()), ..TreeOptions::default() };
    let base_events = gw.events();
    super::tree::workspace_events(&base_events, &ws, gw);
    let ran = run_tree(gw, config, env, &ws, record, opts, interrupt).await;
    gw.set_events(base_events);
    let end = match ran? {
        None => Investigation::Interrupted,
        Some(s) if s.status == crate::smith::SmithStatus::Completed => Investigation::Completed,
        Some(_) => {
            info.notes.push(format!(
                "Not every smith completed its investigation; see {}.",
                ws.root.join("events.jsonl").display()
            ));
            Investigation::Incomplete
        }
    };
    info.smiths = crate::smith::read_tree(&ws).map_or(0, |t| count(&t));
    info.steps = super::plan_run::steps(&ws, Some(plan), None);
    merge_reported(report, collect(&ws), redact, info);
    for r in crate::smith::refusals(&ws) {
        info.notes.push(format!(
            "Refused to `{}` ({}, `{}`, {}): {}",
            r.smith,
            r.stage,
            r.tool,
            r.kind,
            r.reason.lines().next().unwrap_or("")
        ));
    }
    Ok(end)
}

/// How the investigation ended.
enum Investigation {
    Completed,
    /// A smith failed (a model call, a limit): running the review again retries it.
    Incomplete,
    Interrupted,
}

/// The answers an unfinished review left in its cache.
fn saved_answers(dir: &Path) -> usize {
    let Ok(shards) = std::fs::read_dir(dir) else {
        return 0;
    };
    shards.flatten().filter_map(|d| std::fs::read_dir(d.path()).ok()).map(|files| files.flatten().count()).sum()
}

fn count(n: &crate::smith::TreeNode) -> usize {
    1 + n.children.iter().map(count).sum::<usize>()
}

/// Adds the smiths' findings: one that matches a rule finding (same file, overlapping lines,
/// the same rule or CWE) confirms it; the others are new.
fn merge_reported(report: &mut Scanned, reported: Vec<(String, Reported)>, redact: &Redactions, info: &mut ReviewInfo) {
    let near = |f: &Finding, r: &Reported| {
        f.path == r.path && r.start_line <= f.end_line + 2 && f.start_line <= r.end_line + 2
    };
    let mut added: Vec<Finding> = Vec::new();
    for (smith, r) in reported {
        let confirms = report
            .findings
            .iter_mut()
            .find(|f| f.rule_id != REVIEW_RULE && near(f, &r) && (f.rule_id == r.rule_id || f.cwe == r.cwe));
        if let Some(f) = confirms {
            let note = format!("confirmed by {smith}: {}", r.evidence.trim());
            add_note(f, note);
            info.confirmed += 1;
            continue;
        }
        if added.iter().any(|f| near(f, &r) && f.cwe == r.cwe) {
            continue;
        }
        let line = std::fs::read_to_string(report.root.join(&r.path))
            .ok()
            .and_then(|t| t.lines().nth(r.start_line.saturating_sub(1)).map(str::to_string))
            .unwrap_or_default();
        let shown = if redact.hides(&r.path, r.start_line) {
            "[a line holding a secret]".to_string()
        } else {
            snippet(&line, &redact.values)
        };
        let confidence = match r.confidence {
            8..=10 => Confidence::High,
            5..=7 => Confidence::Medium,
            _ => Confidence::Low,
        };
        added.push(Finding {
            rule_id: REVIEW_RULE.into(),
            family: "review".into(),
            title: r.title.trim().to_string(),
            severity: r.severity,
            confidence,
            cwe: r.cwe.clone(),
            path: r.path.clone(),
            start_line: r.start_line,
            end_line: r.end_line,
            fingerprint: fingerprint(REVIEW_RULE, &r.path, &format!("{} {}", r.cwe, line.trim()), 0),
            snippet: shown,
            detail: Some(format!(
                "found by {smith} (confidence {}/10): {} How to fix: {}",
                r.confidence,
                r.evidence.trim(),
                r.fix.trim()
            )),
            suppression: None,
            secrecy: Secrecy::None,
        });
    }
    info.added = added.len();
    // Appended, so that the ids the panel and the smiths saw (F1, F2, ...) still name the same
    // findings for the filter; the report is put in order after it.
    report.findings.extend(added);
}

/// The active findings' indices, in batches of at most [`BATCH`], one file per batch where
/// possible (small files share one).
fn batches(report: &Scanned) -> Vec<Vec<usize>> {
    let mut by_file: BTreeMap<&str, Vec<usize>> = BTreeMap::new();
    for (i, f) in report.findings.iter().enumerate().filter(|(_, f)| f.suppression.is_none()) {
        by_file.entry(f.path.as_str()).or_default().push(i);
    }
    let mut out: Vec<Vec<usize>> = Vec::new();
    let mut small: Vec<usize> = Vec::new();
    for (_, ids) in by_file {
        if ids.len() >= BATCH / 2 {
            out.extend(ids.chunks(BATCH).map(<[usize]>::to_vec));
        } else {
            if small.len() + ids.len() > BATCH {
                out.push(std::mem::take(&mut small));
            }
            small.extend(ids);
        }
    }
    if !small.is_empty() {
        out.push(small);
    }
    out
}

/// The code around a finding, numbered, with secret lines hidden and secrets masked.
fn context_of(root: &Path, f: &Finding, redact: &Redactions) -> String {
    if f.secrecy == Secrecy::Detected {
        return String::new();
    }
    let Ok(text) = std::fs::read_to_string(root.join(&f.path)) else { return String::new() };
    let from = f.start_line.saturating_sub(CONTEXT_LINES).max(1);
    let to = f.end_line + CONTEXT_LINES;
    text.lines()
        .enumerate()
        .map(|(i, l)| (i + 1, l))
        .filter(|(n, _)| (from..=to).contains(n))
        .map(|(n, l)| {
            let shown = if redact.hides(&f.path, n) {
                "[line hidden: it holds a secret]".into()
            } else {
                redact.values.mask(l)
            };
            format!("{n:>5} | {shown}")
        })
        .collect::<Vec<_>>()
        .join("\n")
}

fn filter_request(
    templates: &Templates,
    role: &Role,
    subject: &str,
    report: &Scanned,
    batch: &[usize],
    redact: &Redactions,
    again: bool,
) -> Result<ChatRequest, Error> {
    let items: Vec<Value> = batch
        .iter()
        .filter_map(|&i| report.findings.get(i).map(|f| (i, f)))
        .map(|(i, f)| {
            // Findings of secrets show their own masked snippets; any other finding on a hidden
            // line shows none (its snippet is that line).
            let own = f.secrecy.holds_secret();
            let hidden = !own && (f.start_line..=f.end_line).any(|l| redact.hides(&f.path, l));
            let snippet = if hidden { "[a line holding a secret]".into() } else { redact.values.mask(&f.snippet) };
            json!({
                "id": format!("F{}", i + 1), "rule_id": f.rule_id, "title": f.title, "severity": f.severity.as_str(),
                "confidence": f.confidence.as_str(), "cwe": f.cwe, "path": f.path, "start_line": f.start_line, "end_line": f.end_line,
                "snippet": snippet, "detail": f.detail.as_deref().map(|d| redact.values.mask(d)), "context": context_of(&report.root, f, redact),
            })
        })
        .collect();
    let system = templates.render("review/filter-system.md.j2", json!({ "role": role.spec }))?;
    let user =
        templates.render("review/filter.md.j2", json!({ "subject": subject, "findings": items, "again": again }))?;
    Ok(ChatRequest::new(
        vec![Message::system(system), Message::user(user)],
        Some((FilterAnswer::NAME, FilterAnswer::schema())),
        RequestMeta { stage: "filter".into(), role: Some(role.name().to_string()), round: None, smith: None },
    ))
}

#[allow(clippy::too_many_arguments)]
async fn run_filter(
    gw: &Gateway,
    templates: &Templates,
    role: &Role,
    subject: &str,
    report: &mut Scanned,
    redact: &Redactions,
    info: &mut ReviewInfo,
) -> Result<usize, Error> {
    let mut pending = batches(report);
    let mut failed = 0;
    gw.events().emit(
        Origin::stage("filter").role(role.name()),
        EventKind::Notice {
            message: format!(
                "{} {} reviews {} in {}",
                role.spec.emoji,
                role.name(),
                crate::util::count(pending.iter().map(Vec::len).sum::<usize>(), "finding"),
                crate::util::count(pending.len(), "batch")
            ),
        },
    );
    // A verdict the filter leaves out (or an answer that is not the verdict list) is asked for
    // once more, with only the findings still open; after that they stay, unreviewed.
    for attempt in 0..FILTER_ATTEMPTS {
        let requests = pending
            .iter()
            .map(|b| filter_request(templates, role, subject, report, b, redact, attempt > 0))
            .collect::<Result<Vec<_>, _>>()?;
        let answers = futures::future::join_all(requests.into_iter().map(|r| gw.chat(None, r))).await;
        let last = attempt + 1 == FILTER_ATTEMPTS;
        let mut again = Vec::new();
        for (batch, answer) in pending.iter().zip(answers) {
            let verdicts = match answer {
                // An answer that is not the verdict list leaves every finding open: asked again.
                Ok(resp) => FilterAnswer::read(&resp.content).map(|a| a.verdicts).unwrap_or_default(),
                Err(e) => {
                    batch_failed(gw, batch.len(), &e, info);
                    failed += 1;
                    continue;
                }
            };
            let left = take_verdicts(report, batch, &verdicts, role.name(), info);
            match (left.is_empty(), last) {
                (true, _) => {}
                (false, true) => no_verdict(&left, info),
                (false, false) => again.push(left),
            }
        }
        pending = again;
        if pending.is_empty() {
            break;
        }
    }
    Ok(failed)
}

/// A review call of `n` findings failed (the gateway has already retried what is worth
/// retrying): they are kept unreviewed. A model that cannot be reached is said once for the
/// whole review, not per batch.
fn batch_failed(gw: &Gateway, n: usize, e: &crate::llm::LlmError, info: &mut ReviewInfo) {
    if gw.unreachable().is_none() {
        info.notes.push(format!(
            "A review call failed ({e}); its {} {} kept unreviewed.",
            crate::util::count(n, "finding"),
            if n == 1 { "is" } else { "are" }
        ));
    }
    info.unreviewed += n;
}

/// Applies the filter's verdicts to the findings of `batch` (indices into the report);
/// returns the findings it gave no verdict for.
fn take_verdicts(
    report: &mut Scanned,
    batch: &[usize],
    verdicts: &[FilterVerdict],
    role: &str,
    info: &mut ReviewInfo,
) -> Vec<usize> {
    let mut left = Vec::new();
    for &i in batch {
        let id = format!("F{}", i + 1);
        let Some(v) = verdicts.iter().find(|v| v.id == id) else {
            left.push(i);
            continue;
        };
        info.reviewed += 1;
        if let Some(f) = report.findings.get_mut(i) {
            apply(f, v, role, info);
        }
    }
    left
}

/// The findings the filter gave no verdict for, asked twice: kept, unreviewed.
fn no_verdict(left: &[usize], info: &mut ReviewInfo) {
    let ids: Vec<String> = left.iter().map(|i| format!("F{}", i + 1)).collect();
    info.notes
        .push(format!("The filter gave no verdict for {} after being asked twice; kept unreviewed.", ids.join(", ")));
    info.unreviewed += left.len();
}

/// Adds a paragraph to a finding's detail (a confirmation, a re-rating, a fix).
fn add_note(f: &mut Finding, note: String) {
    f.detail = Some(match &f.detail {
        Some(d) => format!("{}\n\n{note}", d.trim_end()),
        None => note,
    });
}

/// Applies one verdict to a finding, through the safety net.
fn apply(f: &mut Finding, v: &FilterVerdict, role: &str, info: &mut ReviewInfo) {
    let reason = v.reason.trim().to_string();
    let guarded = f.rule_id != REVIEW_RULE && f.severity <= Severity::High;
    let refuse = |f: &Finding, info: &mut ReviewInfo, what: &str| {
        info.refused.push(format!(
            "`{}` at `{}:{}` ({}): {what} refused; the reason given: {}",
            f.rule_id,
            f.path,
            f.start_line,
            f.severity.as_str(),
            if reason.is_empty() { "(none)" } else { reason.as_str() }
        ));
    };
    match v.verdict {
        Keep::Reject => {
            if reason.is_empty() || (guarded && !tied(&reason, f)) {
                refuse(f, info, "suppression");
                return;
            }
            f.suppression = Some(Suppression::Review { role: role.to_string(), reason });
            info.filtered += 1;
        }
        Keep::Keep => {
            // The fix for this code, where the rule's advice is generic.
            let fix = Some(v.fix.trim()).filter(|x| x.chars().count() >= 10).map(|x| {
                let x: String = x.chars().take(MAX_FIX).collect();
                format!("Suggested fix ({role}): {x}")
            });
            if let Some(fix) = fix {
                add_note(f, fix);
            }
            let Some(sev) = Some(v.severity.trim())
                .filter(|s| !s.is_empty())
                .and_then(|s| serde_json::from_value::<Severity>(json!(s.to_ascii_lowercase())).ok())
            else {
                return;
            };
            if sev == f.severity {
                return;
            }
            if sev > f.severity && (reason.is_empty() || (guarded && !tied(&reason, f))) {
                refuse(f, info, "downgrade");
                return;
            }
            let note = format!("severity {} -> {} by {role}: {reason}", f.severity.as_str(), sev.as_str());
            add_note(f, note);
            f.severity = sev;
        }
    }
}

/// Whether a reason is tied to the finding: it names its file (its path, or its name not as
/// part of a longer name) and cites a line within two of the finding's lines, as `line N`,
/// `lines N-M` (a span of at most [`MAX_CITED_SPAN`]), `LN`, or `file:N` right after the name.
fn tied(reason: &str, f: &Finding) -> bool {
    let name = f.path.rsplit('/').next().unwrap_or(&f.path);
    let file =
        format!(r"(?:^|[^\w.\-/])(?:[\w.\-]+/)*{}(?::(\d{{1,7}})(?:-(\d{{1,7}}))?)?(?:[^\w\-]|$)", regex::escape(name));
    let (Ok(file), Ok(lines)) =
        (Regex::new(&file), Regex::new(r"(?i)(?:\blines?\s+|\bL)(\d{1,7})(?:\s*(?:-|–|to|and)\s*(\d{1,7}))?\b"))
    else {
        return false;
    };
    let (lo, hi) = (f.start_line.saturating_sub(2), f.end_line + 2);
    let near = |c: &regex::Captures<'_>| {
        let Some(a) = c.get(1).and_then(|m| m.as_str().parse::<usize>().ok()) else { return false };
        let b: usize = c.get(2).and_then(|m| m.as_str().parse().ok()).unwrap_or(a);
        let (from, to) = (a.min(b), a.max(b));
        // A span as wide as a whole file ("lines 1-400") cites nothing in particular.
        to - from <= MAX_CITED_SPAN && from <= hi && to >= lo
    };
    let mut named = false;
    for c in file.captures_iter(reason) {
        named = true;
        if near(&c) {
            return true;
        }
    }
    named && lines.captures_iter(reason).any(|c| near(&c))
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_filter_schema_and_a_lenient_reading() {
        let schema = FilterAnswer::schema();
        let item = &schema["properties"]["verdicts"]["items"];
        assert_eq!(item["required"], json!(["id", "verdict", "reason", "severity", "fix"]));
        assert_eq!(item["properties"]["verdict"]["enum"], json!(["keep", "reject"]));
        assert_eq!(item["properties"]["severity"]["enum"], json!(["critical", "high", "medium", "low", "info", ""]));
        let a = FilterAnswer::read(
            r#"{"verdicts": [{"id": "F1", "verdict": "REJECT", "reason": "x"}, {"id": "F2", "verdict": "maybe"}]}"#,
        )
        .unwrap();
        assert_eq!(a.verdicts.len(), 1, "the unreadable verdict is left out, to be asked again");
        assert_eq!(a.verdicts[0].verdict, Keep::Reject);
    }

    fn finding(path: &str, line: usize) -> Finding {
        Finding {
            rule_id: "py-sqli".into(),
            family: "sql-injection".into(),
            title: "SQL".into(),
            severity: Severity::High,
            confidence: Confidence::High,
            cwe: "CWE-89".into(),
            path: path.into(),
            start_line: line,
            end_line: line,
            snippet: String::new(),
            detail: None,
            fingerprint: String::new(),
            suppression: None,
            secrecy: Secrecy::None,
        }
    }

    #[test]
    fn reasons_tied_to_file_and_lines() {
        let f = finding("app/db.py", 42);
        assert!(tied("db.py line 42 binds the value as a parameter", &f));
        assert!(tied("app/db.py:41 casts it to int first", &f));
        assert!(tied("In db.py, lines 30-44 are only reached from tests", &f));
        assert!(!tied("probably a test", &f));
        assert!(!tied("db.py is only used in tests", &f));
        assert!(!tied("line 42 is fine", &f), "the file must be named");
        assert!(!tied("db.py line 90 guards it; CWE-42", &f));
        assert!(!tied("db.py lines 1-4000 are test code", &f), "a whole file is not a citation");
        assert!(!tied("db.py lines 1-9999999", &f));
        assert!(!tied("olddb.py line 42 is safe", &f), "another file's name");
        assert!(!tied("mydb.py:42 is safe", &f));
        assert!(!tied("db.py is behind http://localhost:42", &f), "a port is no line");
        assert!(tied("(db.py:43) the value is an int", &f));
        assert!(tied("`app/db.py` L41 checks it", &f));
    }

    #[test]
    fn the_safety_net() {
        let mut info = ReviewInfo::default();
        let mut f = finding("app/db.py", 42);
        apply(
            &mut f,
            &serde_json::from_value(
                json!({ "id": "F1", "verdict": "reject", "reason": "the framework handles it", "severity": "" }),
            )
            .unwrap(),
            "false-positive-filter",
            &mut info,
        );
        assert!(f.suppression.is_none() && info.refused.len() == 1);
        apply(
            &mut f,
            &serde_json::from_value(json!({ "id": "F1", "verdict": "keep", "reason": "meh", "severity": "low" }))
                .unwrap(),
            "false-positive-filter",
            &mut info,
        );
        assert_eq!(f.severity, Severity::High);
        apply(
            &mut f,
            &serde_json::from_value(json!({ "id": "F1", "verdict": "reject", "reason": "db.py line 42 passes a bound parameter", "severity": "" })).unwrap(),
            "false-positive-filter",
            &mut info,
        );
        assert!(matches!(f.suppression, Some(Suppression::Review { .. })));
        let mut low = finding("a.py", 3);
        low.severity = Severity::Low;
        apply(
            &mut low,
            &serde_json::from_value(json!({ "id": "F2", "verdict": "reject", "reason": "a fixture", "severity": "" }))
                .unwrap(),
            "r",
            &mut info,
        );
        assert!(low.suppression.is_some(), "below high a reason is enough");
    }
}
