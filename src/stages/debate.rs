//! The panel and its debate, for every command that has one: triage (by rules, refined by the
//! model when asked), the rounds, and the outputs in `.agent-smith/debate/`.

use std::io::Write;

use std::path::{Path, PathBuf};
use std::sync::Arc;

use serde_json::json;

use crate::ask::{Answer, ask};
use crate::catalog::{Catalog, Role};
use crate::config::{Config, TriageMode};
use crate::console::Io;
use crate::context::{Ticket, Vocabulary};
use crate::debate::{Conduct, DebateInput, Debater, Outcome};
use crate::diag::Diagnostics;
use crate::error::{Error, exit};
use crate::estimate::Estimate;
use crate::event::{EventKind, Origin};
use crate::llm::{ChatRequest, Gateway, Message, RequestMeta};
use crate::report;
use crate::templates::Templates;
use crate::triage::{Panel, Reason, TriageInput, triage};

use super::{Session, known_category};

/// What the debate stage of a pipeline works from.
pub(crate) struct Stage<'a> {
    pub category: &'a str,
    pub ticket: &'a Ticket,
    /// What the drafter is told about the repository.
    pub context: String,
    pub survey: Option<&'a crate::context::Survey>,
    /// The panel by name instead of triage (`--roles`); empty: triaged.
    pub roles: &'a [String],
    /// Print the prompts and send nothing (`--dry-run` of the debate commands).
    pub prompts_only: bool,
    /// What no prompt may show (a scan's secrets); the gateway adds its keys to it.
    pub secrets: Option<Arc<crate::redact::Redactor>>,
    /// The pipeline can stop the debate on the consolidator's question (`debate`): without a
    /// terminal it pauses, to be resumed with the answer. Other pipelines offer the question
    /// only on a terminal.
    pub can_pause: bool,
    /// What the command may spend after the debate (the smith tree, fix rounds, a scan's
    /// investigation and filter), for the estimate `--dry-run` prints.
    pub also: Vec<(String, Estimate)>,
}

/// A finished debate, with the gateway the rest of the pipeline goes on with.
pub(crate) struct Discussion {
    pub outcome: Outcome,
    pub gateway: Gateway,
    /// The debate's estimate (its triage included), as `--dry-run` printed it.
    pub estimate: Estimate,
}

/// Why [`discuss`] failed; when the debate itself failed, the gateway it ran on (with
/// what it spent) and its runtime, for a pipeline that goes on without a plan.
pub(crate) struct Failed {
    pub error: Error,
    pub kept: Option<Box<Gateway>>,
    /// The debate's estimate, when it was counted before the debate failed (with `kept`).
    pub estimate: Option<Estimate>,
}

impl From<Error> for Failed {
    fn from(error: Error) -> Failed {
        Failed { error, kept: None, estimate: None }
    }
}

/// The panel (named or triaged), then the debate. `None` for `--dry-run`: the panel and the
/// prompts were printed and nothing was sent. On failure, the gateway is kept when the debate
/// itself failed.
pub(crate) async fn discuss(
    session: &Session,
    catalog: &Catalog,
    stage: Stage<'_>,
    io: &mut Io,
) -> Result<Option<Discussion>, Failed> {
    let config = &session.config;
    let Stage { category, ticket, context, survey, roles, prompts_only, secrets, can_pause, also } = stage;
    known_category(catalog, category)?;
    // Flags, skills.yaml, the files and the environment are merged in the configuration.
    let bounds = config.settings.bounds();
    let rounds = (bounds.rounds, config.settings.discussion.on_no_consensus);
    let max_panel = usize::from(bounds.panel);
    let (panel, rules_panel) = first_panel(config, catalog, (category, ticket, survey), roles, max_panel)?;
    let templates = Templates::new(&config.repo, config.user_dir.as_deref());
    let knowledge = knowledge(config, survey.is_some());
    let setup = Setup { config, catalog, templates, category, ticket, knowledge, rounds, max_panel };
    if prompts_only {
        let context = match &secrets {
            Some(s) => s.mask(&context).into_owned(),
            None => context,
        };
        setup.dry_run(io, context, &panel, rules_panel.is_none(), &also)?;
        return Ok(None);
    }
    super::model_ready(config)?;
    let gw = match secrets {
        Some(s) => session.gateway(io)?.with_redactor(s),
        None => session.gateway(io)?,
    };
    // The model refines the rules' panel when `triage.mode` says (hybrid, with a model).
    let model_ready = config.model(None).is_ok() || session.replaying();
    let triage_mode =
        config.settings.triage.mode.unwrap_or(if model_ready { TriageMode::Hybrid } else { TriageMode::Rules });
    let by_model = triage_mode == TriageMode::Hybrid && rules_panel.is_some();
    // The estimate, as `--dry-run` counts it: from the rules' panel, before the triage.
    let estimate = setup.estimate(&gw, &context, &panel, by_model)?;
    let (panel, notes) = if by_model { setup.refine(&gw, panel, io).await } else { (panel, Vec::new()) };
    let input = setup.input(context, &panel);
    io.events.emit(
        Origin::stage("triage"),
        EventKind::PanelChosen { category: category.to_string(), members: seats(&input, &gw) },
    );
    let outcome = match setup.hold(&gw, &input, can_pause, io).await {
        Ok(mut o) => {
            o.notes = notes;
            let model = super::model_name(config);
            o.spend = Some(report::spend::Against::new(&estimate, &super::pricing(config, &model), &o.usage));
            o
        }
        Err(e) => return Err(Failed { error: Error::Debate(e), kept: Some(Box::new(gw)), estimate: Some(estimate) }),
    };
    Ok(Some(Discussion { outcome, gateway: gw, estimate }))
}

/// The panel before the model has a say: the roles named (`roles`), or the rules' triage of
/// the ticket and the repository's survey (then with the triage itself).
fn first_panel<'c>(
    config: &Config,
    catalog: &'c Catalog,
    (category, ticket, survey): (&str, &Ticket, Option<&crate::context::Survey>),
    roles: &[String],
    max_panel: usize,
) -> Result<(Vec<Seat<'c>>, Option<Panel>), Error> {
    let (vocab, diags) = Vocabulary::load(config.user_dir.as_deref(), &config.repo);
    if diags.iter().any(|d| d.is_error()) {
        return Err(Error::Invalid(Diagnostics(diags)));
    }
    if !roles.is_empty() {
        return Ok((named(catalog, category, roles)?, None));
    }
    let p = triage(catalog, &vocab, &TriageInput { category, ticket: Some(ticket), survey, max_panel });
    Ok((members(catalog, category, &p)?, Some(p)))
}

/// What each step of a debate after the panel's first choice works with.
struct Setup<'a> {
    config: &'a Config,
    catalog: &'a Catalog,
    templates: Templates,
    category: &'a str,
    ticket: &'a Ticket,
    /// What the project says about itself (nothing for a document's or a topic's panel).
    knowledge: String,
    /// Rounds at most, and what happens without consensus.
    rounds: (u8, crate::catalog::OnNoConsensus),
    max_panel: usize,
}

impl<'a> Setup<'a> {
    /// The debate's input: the request, the panel, the rules of the debate.
    fn input(&self, context: String, panel: &[Seat<'a>]) -> DebateInput<'a> {
        let conduct = Conduct::from(&self.config.settings.discussion);
        let mut input = debate_input(self.ticket, self.category, context, panel, self.rounds, conduct);
        input.knowledge = self.knowledge.clone();
        input
    }

    /// What the debate is expected to spend and the most it can, its triage by the model
    /// (`by_model`) included, counted on `panel` without sending anything.
    fn estimate(&self, gw: &Gateway, context: &str, panel: &[Seat<'a>], by_model: bool) -> Result<Estimate, Error> {
        let input = self.input(context.to_string(), panel);
        let counter = Debater {
            gateway: gw,
            templates: &self.templates,
            events: crate::event::Events::none(),
            prompt_dir: None,
            ask: None,
        };
        let (ticket, known) = (self.ticket, self.knowledge.as_str());
        let triage =
            triage_request(&self.templates, self.catalog, self.category, (ticket, known), panel, self.max_panel);
        let seats = if by_model { self.max_panel.max(panel.len()) } else { panel.len() };
        let triage = if by_model { triage.ok() } else { None };
        Ok(count_debate(&counter, &input, self.config, triage.as_ref(), seats)?.estimate)
    }

    /// The rules' panel refined by the model; when its triage fails, the rules' panel, with a
    /// note for the report.
    async fn refine(&self, gw: &Gateway, panel: Vec<Seat<'a>>, io: &mut Io) -> (Vec<Seat<'a>>, Vec<String>) {
        let request = (self.ticket, self.knowledge.as_str());
        match hybrid(gw, &self.templates, self.catalog, self.category, request, panel, self.max_panel).await {
            Ok(p) => (p, Vec::new()),
            Err((p, why)) => {
                let note = format!("The model's triage failed ({why}); the panel is the rules' choice.");
                let _ = writeln!(io.err, "warning: {note}");
                (p, vec![note])
            }
        }
    }

    /// The debate itself, its rounds written under `.agent-smith/debate/prompts`; the
    /// consolidator's questions go to the terminal, or pause the debate when it `can_pause`.
    async fn hold(
        &self,
        gw: &Gateway,
        input: &DebateInput<'_>,
        can_pause: bool,
        io: &Io,
    ) -> Result<Outcome, crate::debate::DebateError> {
        let asker = terminal(io);
        let no_pause = NoPause(&asker);
        let debater = Debater {
            gateway: gw,
            templates: &self.templates,
            events: io.events.clone(),
            prompt_dir: Some(self.config.repo.join(".agent-smith").join("debate").join("prompts")),
            ask: consolidator_asks(self.config, can_pause, io, &asker, &no_pause),
        };
        debater.run(input).await
    }
}

/// Who answers the consolidator: nobody with `tools.ask_user: off`; the terminal, or a pause
/// (`can_pause`) when there is none; without a terminal in a pipeline that cannot pause, nobody.
fn consolidator_asks<'x>(
    config: &Config,
    can_pause: bool,
    io: &Io,
    asker: &'x crate::console::TerminalAsker,
    no_pause: &'x NoPause<'x>,
) -> Option<&'x dyn crate::ask::Asker> {
    if config.settings.tools.ask_user != crate::config::SandboxMode::On {
        None
    } else if can_pause {
        Some(asker)
    } else if io.input.is_terminal() {
        Some(no_pause)
    } else {
        None
    }
}

/// The terminal, as it answers smiths' questions.
fn terminal(io: &Io) -> crate::console::TerminalAsker {
    crate::console::TerminalAsker::new(io)
}

/// The terminal for a pipeline that cannot pause: no answer (the terminal closed) lets the
/// consolidator decide itself.
struct NoPause<'x>(&'x crate::console::TerminalAsker);

impl crate::ask::Asker for NoPause<'_> {
    fn ask<'a>(&'a self, smith: &'a str, question: &'a str, why: &'a str) -> crate::llm::BoxFuture<'a, Option<String>> {
        Box::pin(async move {
            Some(self.0.ask(smith, question, why).await.unwrap_or_else(|| {
                "(no answer came: decide yourself, and say in the plan's risks what you assumed)".to_string()
            }))
        })
    }
}

/// A debate paused on the consolidator's question (`.agent-smith/debate/paused.json`): what
/// `agentsmith resume` needs to continue it where it stopped.
#[derive(serde::Serialize, serde::Deserialize)]
pub(crate) struct PausedDebate {
    pub category: String,
    pub ticket: Ticket,
    pub context: String,
    pub knowledge: String,
    /// The panel: each role's name and why it is there.
    pub panel: Vec<(String, String)>,
    pub max_rounds: u8,
    pub on_no_consensus: crate::catalog::OnNoConsensus,
    pub outcome: Outcome,
    /// The debate's estimate, counted before it started (what `--dry-run` prints): the
    /// resumed debate's report compares it with what both parts spent.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub spend_estimate: Option<Estimate>,
}

impl PausedDebate {
    pub fn path(repo: &Path) -> PathBuf {
        repo.join(".agent-smith").join("debate").join("paused.json")
    }

    /// The paused debate of `repo`, if any; a file that cannot be read is an error naming it.
    pub fn read(repo: &Path) -> Result<Option<PausedDebate>, Error> {
        crate::job::read_state(&Self::path(repo), |e| {
            format!("not a paused debate ({e}); delete it to start the debate again")
        })
    }

    fn write(&self, repo: &Path) -> Result<(), Error> {
        let path = Self::path(repo);
        let dir = repo.join(".agent-smith").join("debate");
        crate::smith::create_state_dir(&dir).map_err(|e| Error::io(&dir, e))?;
        let json = serde_json::to_string_pretty(self).map_err(|e| Error::io(&path, std::io::Error::other(e)))?;
        crate::util::write_atomic(&path, json.as_bytes()).map_err(|e| Error::io(&path, e))
    }
}

/// Saves a debate that paused (its outcome holds the question).
pub(crate) fn save_paused(
    config: &Config,
    ticket: &Ticket,
    context: String,
    on_repo: bool,
    o: &Outcome,
    estimate: &Estimate,
) -> Result<(), Error> {
    let paused = PausedDebate {
        category: o.category.clone(),
        ticket: ticket.clone(),
        context,
        knowledge: knowledge(config, on_repo),
        panel: o.panel.iter().map(|m| (m.role.clone(), m.reason.clone())).collect(),
        max_rounds: o.max_rounds,
        on_no_consensus: config.settings.discussion.on_no_consensus,
        outcome: o.clone(),
        spend_estimate: Some(estimate.clone()),
    };
    paused.write(&config.repo)
}

/// Continues the paused debate with the user's answer: the same panel and rules, the finished
/// rounds kept. The state file goes once the debate no longer waits (it is rewritten when the
/// consolidator asks again).
pub(crate) async fn resume(
    session: &Session,
    paused: PausedDebate,
    answer: &str,
    io: &mut Io,
) -> Result<Outcome, Error> {
    let config = &session.config;
    let catalog = super::load_catalog(config, io)?;
    let panel: Vec<Seat<'_>> = paused
        .panel
        .iter()
        .map(|(name, why)| {
            let role = catalog.find(name, Some(&paused.category)).map_err(|e| {
                Error::Usage(format!(
                    "{}: the paused debate's role {name} is gone ({e}); restore it or delete the file",
                    PausedDebate::path(&config.repo).display()
                ))
            })?;
            Ok((role, why.clone()))
        })
        .collect::<Result<_, Error>>()?;
    let templates = Templates::new(&config.repo, config.user_dir.as_deref());
    let gw = session.gateway(io)?;
    let asker = terminal(io);
    let no_pause = NoPause(&asker);
    let debater = Debater {
        gateway: &gw,
        templates: &templates,
        events: io.events.clone(),
        prompt_dir: Some(config.repo.join(".agent-smith").join("debate").join("prompts")),
        ask: consolidator_asks(config, true, io, &asker, &no_pause),
    };
    let mut input = debate_input(
        &paused.ticket,
        &paused.category,
        paused.context.clone(),
        &panel,
        (paused.max_rounds, paused.on_no_consensus),
        Conduct::from(&config.settings.discussion),
    );
    input.knowledge = paused.knowledge.clone();
    let mut outcome = debater.resume(&input, paused.outcome.clone(), answer).await?;
    // What both parts spent (the engine adds the first's usage) against the estimate kept with
    // the pause.
    let model = super::model_name(config);
    let pricing = super::pricing(config, &model);
    outcome.spend = paused.spend_estimate.as_ref().map(|e| report::spend::Against::new(e, &pricing, &outcome.usage));
    if outcome.paused.is_some() {
        PausedDebate { outcome: outcome.clone(), ..paused }.write(&config.repo)?;
    } else {
        let path = PausedDebate::path(&config.repo);
        std::fs::remove_file(&path).map_err(|e| Error::io(&path, e))?;
    }
    Ok(outcome)
}

/// What the project says about itself, for a panel that works on the repository: its
/// instructions for agents and its knowledge (bounded; see [`crate::knowledge::project_text`]).
/// A document's or a topic's panel is not given it.
fn knowledge(config: &Config, on_repo: bool) -> String {
    if !on_repo {
        return String::new();
    }
    crate::knowledge::project_text(&config.repo).unwrap_or_default()
}

/// A few lines on the repository, for the drafter.
pub(crate) fn repo_summary(s: &crate::context::Survey) -> String {
    let langs: Vec<String> =
        s.languages.iter().take(6).map(|(l, n)| format!("{l} ({})", crate::util::count(*n, "file"))).collect();
    let manifests: Vec<String> = s.manifests.iter().take(12).map(|m| format!("{} ({})", m.path, m.kind)).collect();
    let deps: Vec<&str> = s.dependencies.iter().take(30).map(String::as_str).collect();
    format!(
        "Repository: {}. Languages: {}. Manifests: {}. Notable dependencies: {}.",
        crate::util::count(s.files, "file"),
        if langs.is_empty() { "none recognised".into() } else { langs.join(", ") },
        if manifests.is_empty() { "none".into() } else { manifests.join(", ") },
        if deps.is_empty() { "none".into() } else { deps.join(", ") }
    )
}

type Seat<'c> = (&'c Role, String);

fn members<'c>(catalog: &'c Catalog, category: &str, p: &Panel) -> Result<Vec<Seat<'c>>, Error> {
    p.members
        .iter()
        .map(|m| {
            let role = catalog.find(&m.role, Some(category)).map_err(|e| Error::Usage(e.to_string()))?;
            // The ticket's own words first: they say most about why the role is here.
            let mut ev: Vec<&crate::triage::Evidence> = m.evidence.iter().collect();
            ev.sort_by_key(|e| e.signal != crate::triage::Signal::Text);
            let mut evidence: Vec<String> = Vec::new();
            for e in ev {
                let text = if e.signal == crate::triage::Signal::Text {
                    format!("\"{}\"", e.hit.matched)
                } else {
                    e.hit.matched.clone()
                };
                if !evidence.contains(&text) && evidence.len() < 3 {
                    evidence.push(text);
                }
            }
            let why = match m.reason {
                Reason::AlwaysInclude => "always included".to_string(),
                Reason::Matched => format!("matched: {}", evidence.join(", ")),
                Reason::Filler => format!("repository evidence: {}", evidence.join(", ")),
                Reason::CategoryDefault => "category default".to_string(),
            };
            Ok((role, why))
        })
        .collect()
}

fn named<'c>(catalog: &'c Catalog, category: &str, names: &[String]) -> Result<Vec<Seat<'c>>, Error> {
    if names.len() > 5 {
        return Err(Error::Usage(format!("--roles names {} roles; a panel has at most 5", names.len())));
    }
    names
        .iter()
        .map(|n| {
            let r = catalog.find(n.trim(), Some(category)).map_err(|e| match e {
                crate::catalog::FindError::OtherCategory { name, category: theirs, wanted } => {
                    Error::Usage(format!("--roles: `{name}` is a {theirs} role; this debate's panel is {wanted}"))
                }
                e => Error::Usage(format!("--roles: {e}")),
            })?;
            Ok((r, "named with --roles".to_string()))
        })
        .collect()
}

/// The roles the model adds to the rules' panel or drops from it, each with its reason.
#[derive(Debug, serde::Deserialize, schemars::JsonSchema)]
struct PanelChanges {
    #[serde(default)]
    add: Vec<PanelChange>,
    #[serde(default)]
    drop: Vec<PanelChange>,
}

#[derive(Debug, serde::Deserialize, schemars::JsonSchema)]
struct PanelChange {
    role: String,
    #[serde(default)]
    reason: String,
}

impl Answer for PanelChanges {
    const NAME: &'static str = "panel_changes";
    fn schema() -> serde_json::Value {
        crate::ask::strict_schema::<PanelChanges>()
    }
    fn read(text: &str) -> Result<PanelChanges, crate::ask::Problem> {
        crate::ask::read_json(text, "the panel changes (`add` and `drop`, each a list of {role, reason})")
    }
}

/// The model may add or drop roles from the rules' panel, with a reason for each change.
async fn hybrid<'c>(
    gw: &Gateway,
    templates: &Templates,
    catalog: &'c Catalog,
    category: &str,
    (ticket, knowledge): (&Ticket, &str),
    panel: Vec<Seat<'c>>,
    max_panel: usize,
) -> Result<Vec<Seat<'c>>, (Vec<Seat<'c>>, String)> {
    let req = match triage_request(templates, catalog, category, (ticket, knowledge), &panel, max_panel) {
        Ok(r) => r,
        Err(e) => return Err((panel, e)),
    };
    let changes = match ask::<PanelChanges>(gw, None, req, &|_| Ok(())).await {
        Ok(a) => a.value,
        Err(e) => return Err((panel, e.to_string())),
    };
    let mut out = panel;
    for d in &changes.drop {
        out.retain(|(r, _)| r.name() != d.role || r.spec.always_include || d.reason.trim().is_empty());
    }
    for a in &changes.add {
        if out.len() >= max_panel || a.reason.trim().is_empty() || out.iter().any(|(r, _)| r.name() == a.role) {
            continue;
        }
        if let Some(role) = catalog.active(category).find(|r| r.name() == a.role) {
            out.push((role, format!("added by the model: {}", a.reason.trim())));
        }
    }
    Ok(out)
}

/// What the debater is given: the topic, the context, the panel and the rules of this debate.
fn debate_input<'a>(
    topic: &'a Ticket,
    category: &'a str,
    context: String,
    panel: &[Seat<'a>],
    (max_rounds, on_no_consensus): (u8, crate::catalog::OnNoConsensus),
    conduct: Conduct,
) -> DebateInput<'a> {
    DebateInput {
        topic,
        category,
        context,
        knowledge: String::new(),
        panel: panel.iter().map(|(r, w)| (*r, w.clone())).collect(),
        max_rounds,
        on_no_consensus,
        conduct,
    }
}

/// The panel as the progress shows it; each role's model too when not every role speaks with
/// the default one (a role's own `model:`, or `discussion.models`).
fn seats(input: &DebateInput<'_>, gw: &Gateway) -> Vec<crate::event::Seat> {
    let mixed = (0..input.panel.len()).any(|i| input.alias_of(i).is_some_and(|a| a != "default"));
    input
        .panel
        .iter()
        .enumerate()
        .map(|(i, (r, why))| crate::event::Seat {
            role: r.name().to_string(),
            emoji: r.spec.emoji.clone(),
            why: why.clone(),
            model: mixed.then(|| {
                let alias = input.alias_of(i).unwrap_or("default");
                match gw.model_name(Some(alias)) {
                    Some(name) => format!("{alias} ({name})"),
                    None => alias.to_string(),
                }
            }),
        })
        .collect()
}

/// The model's triage request: the rules' panel, the other roles, the topic.
fn triage_request(
    templates: &Templates,
    catalog: &Catalog,
    category: &str,
    (ticket, knowledge): (&Ticket, &str),
    panel: &[Seat<'_>],
    max_panel: usize,
) -> Result<ChatRequest, String> {
    let on_panel: Vec<&str> = panel.iter().map(|(r, _)| r.name()).collect();
    let others: Vec<serde_json::Value> = catalog
        .active(category)
        .filter(|r| !on_panel.contains(&r.name()))
        .map(|r| json!({ "name": r.name(), "description": r.spec.description }))
        .collect();
    let fixed: Vec<&str> = panel.iter().filter(|(r, _)| r.spec.always_include).map(|(r, _)| r.name()).collect();
    let ctx = json!({
        "topic": { "title": ticket.title, "body": ticket.body },
        "panel": panel.iter().map(|(r, why)| json!({ "role": r.name(), "reason": why, "evidence": "" })).collect::<Vec<_>>(),
        "others": others,
        "max_panel": max_panel,
        "fixed": fixed,
        "knowledge": knowledge,
    });
    let prompt = templates.render("debate/triage.md.j2", ctx).map_err(|e| e.to_string())?;
    Ok(ChatRequest::new(
        vec![Message::user(prompt)],
        None,
        RequestMeta { stage: "triage".into(), ..RequestMeta::default() },
    ))
}

impl<'a> Setup<'a> {
    /// `--dry-run`: the panel, the most the debate (and `also`, what follows it) may spend, and
    /// the first prompts, printed; nothing is sent. `named`: the panel was named (`--roles`), so
    /// no model refines it.
    fn dry_run(
        &self,
        io: &mut Io,
        context: String,
        panel: &[Seat<'a>],
        named: bool,
        also: &[(String, Estimate)],
    ) -> Result<u8, Error> {
        let Setup {
            config,
            catalog,
            ref templates,
            category,
            ticket,
            max_panel,
            rounds: (max_rounds, on_no_consensus),
            ..
        } = *self;
        let input = self.input(context, panel);
        // A gateway is not needed to render prompts; the renderer is the debater's.
        let dummy = Gateway::with_provider(
            Arc::new(
                crate::llm::Scripted::parse(Path::new("(dry run)"), "rules:\n  - reply: { content: \"\" }\n")
                    .map_err(Error::Model)?,
            ),
            placeholder_model(),
            crate::llm::GatewayOptions::from_config(config),
        )
        .map_err(Error::Model)?;
        let debater =
            Debater { gateway: &dummy, templates, events: crate::event::Events::none(), prompt_dir: None, ask: None };
        let triage = triage_request(templates, catalog, category, (ticket, &input.knowledge), panel, max_panel).ok();
        let hybrid = config.settings.triage.mode.unwrap_or(TriageMode::Hybrid) == TriageMode::Hybrid && !named;
        let seats = if hybrid { max_panel.max(panel.len()) } else { panel.len() };
        let w = count_debate(&debater, &input, config, hybrid.then_some(triage.as_ref()).flatten(), seats)?;
        let model = super::model_name(config);
        let mut parts = vec![(format!("the debate (at most {})", crate::util::count(max_rounds, "round")), w.estimate)];
        parts.extend(also.iter().cloned());
        let w_out = &mut io.out;
        let _ = writeln!(
            w_out,
            "dry run: nothing is sent.\n\npanel ({category}, at most {}, on no consensus: {on_no_consensus}):",
            crate::util::count(max_rounds, "round")
        );
        for (r, why) in panel {
            let _ = writeln!(w_out, "  {} {} {why}", r.spec.emoji, report::pad(r.name(), 22));
        }
        if input.conduct.mode == crate::config::DebateMode::WhenNeeded
            && let Some((first, _)) = input.panel.get(input.first_reviewer())
        {
            let _ = writeln!(
                w_out,
                "when-needed: {} reviews plan v1 first; the panel is convened only if it objects or is unsure (confidence under {}); the most below is the whole panel's",
                first.name(),
                crate::debate::verdict::show_confidence(input.conduct.min_confidence)
            );
        }
        let lines = report::spend::estimate_lines(None, &parts, &super::pricing(config, &model));
        let _ = writeln!(w_out, "\n{lines}");
        let _ = writeln!(w_out, "=== round 0: draft ({})", w.draft.meta.role.as_deref().unwrap_or("planner"));
        for m in &w.draft.messages {
            let _ = writeln!(w_out, "--- {:?}\n{}", m.role, m.content);
        }
        for (name, r) in &w.reviews {
            let _ = writeln!(w_out, "=== round 1: review by {name}");
            for m in &r.messages {
                let _ = writeln!(w_out, "--- {:?}\n{}", m.role, m.content);
            }
        }
        Ok(exit::OK)
    }
}

/// A debate's estimate, with the requests it was counted from (a dry run prints them).
pub(crate) struct Counted {
    pub draft: ChatRequest,
    pub reviews: Vec<(String, ChatRequest)>,
    /// The debate's, with the model's triage counted in.
    pub estimate: Estimate,
}

/// What a debate of `input` is expected to spend and the most it could
/// ([`crate::estimate::debate`]): the panel of `input` expected; at most, with the model's
/// `triage`, a panel of `seats` (seats the triage may add reviewing as the panel's longest
/// review does).
pub(crate) fn count_debate(
    debater: &Debater<'_>,
    input: &DebateInput<'_>,
    config: &Config,
    triage: Option<&ChatRequest>,
    seats: usize,
) -> Result<Counted, Error> {
    let draft = debater.draft_request(input)?;
    let first = crate::debate::Plan::unstructured(1, "(the drafted plan)", "(the plan drafted in round 0 goes here)");
    let mut reviews = Vec::new();
    for (r, _) in &input.panel {
        reviews.push((r.name().to_string(), debater.review_request(input, r, &first, 1, None)?));
    }
    let tokens = |req: &ChatRequest| req.messages.iter().map(|m| m.content.len()).sum::<usize>();
    if let Some(longest) = reviews.iter().max_by_key(|(_, r)| tokens(r)).map(|(_, r)| r.clone()) {
        while reviews.len() < seats {
            reviews.push(("(a role the model's triage adds)".into(), longest.clone()));
        }
    }
    // Each stage's output cap, lowered by the model's own `max_tokens`, as the gateway sends it.
    let model_cap = config.model(None).ok().and_then(|m| m.max_tokens);
    let cap = |stage: &str| {
        let c = config.settings.budget.max_output_tokens.for_stage(stage);
        u64::from(model_cap.map_or(c, |m| m.min(c)))
    };
    let calls = crate::estimate::DebateCalls {
        draft: &draft,
        reviews: &reviews,
        panel: input.panel.len(),
        rounds: input.max_rounds,
        triage,
        ask_user: config.settings.tools.ask_user == crate::config::SandboxMode::On,
        when_needed: input.conduct.mode == crate::config::DebateMode::WhenNeeded,
    };
    let estimate = crate::estimate::debate(&calls, &cap);
    Ok(Counted { draft, reviews, estimate })
}

fn placeholder_model() -> crate::config::ResolvedModel {
    crate::config::ResolvedModel {
        alias: "default".into(),
        provider: crate::config::ProviderKind::Scripted,
        name: "dry-run".into(),
        base_url: "scripted://".into(),
        api_key_env: None,
        api_key: None,
        temperature: None,
        max_tokens: None,
        script: None,
    }
}

/// Writes `round-N.md`, `plan-vN.md`, and (with `with_report`) the debate's report; returns what
/// was written.
pub(crate) fn write_outputs(repo: &Path, o: &Outcome, with_report: bool) -> Result<Vec<PathBuf>, Error> {
    let debate_dir = repo.join(".agent-smith").join("debate");
    let results = repo.join(".agent-smith").join("results");
    for dir in [&debate_dir, &results] {
        crate::smith::create_state_dir(dir).map_err(|e| Error::io(dir, e))?;
    }
    let mut written = Vec::new();
    let mut put = |path: PathBuf, text: String| -> Result<(), Error> {
        crate::util::write_atomic(&path, text.as_bytes()).map_err(|e| Error::io(&path, e))?;
        written.push(path);
        Ok(())
    };
    for r in &o.rounds {
        put(debate_dir.join(format!("round-{}.md", r.number)), report::debate::round_markdown(r))?;
    }
    for p in &o.plans {
        put(debate_dir.join(format!("plan-v{}.md", p.version)), p.markdown())?;
    }
    if !with_report {
        return Ok(written);
    }
    put(results.join("report.md"), report::debate::report_markdown(o))?;
    let json = serde_json::to_string_pretty(o)
        .map_err(|e| Error::io(results.join("report.json"), std::io::Error::other(e)))?;
    put(results.join("report.json"), json + "\n")?;
    Ok(written)
}
