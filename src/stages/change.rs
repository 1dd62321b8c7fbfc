//! The change job of fix-bug and add-feature, after the debate: the smith tree in working
//! copies, verification by the tests with rounds of fixes, delivery, and the report. Kept in
//! `run.json` at every step, so `resume` finishes it.

use std::io::Write;

use std::path::{Path, PathBuf};
use std::time::Duration;

use serde_json::json;

use crate::config::{Config, Env};
use crate::console::Io;
use crate::debate::Plan;
use crate::error::{Error, exit};
use crate::estimate::{Estimate, Split};
use crate::event::{EventKind, Events, Origin, Refusal};
use crate::git::{self, Base};
use crate::job::{ChangeJob, Delivered, Delivery, Kind, PrOutcome, PrPending, PrTarget, RunRecord, TestRun};
use crate::llm::{Gateway, Message, RequestMeta};
use crate::report;
use crate::smith::{RunStatus, SmithId, Workspace};
use crate::templates::Templates;

use super::debate::Discussion;
use super::tree::{TreeOptions, command_policy, run_tree, sandbox};
use super::{Session, deliver, verify};

/// Writes what the panel settled into the job: the panel and how its debate ended (the
/// dissent is the plan's: the debate writes it into the plan it goes on with). Returns the
/// debate's estimate and the gateway the job goes on with.
pub(crate) fn debated(job: &mut ChangeJob, d: Discussion) -> (Estimate, Gateway) {
    job.debate = Some(crate::job::Debated::Summary(d.outcome.summary()));
    (d.estimate, d.gateway)
}

/// The record of a change job over `plan` (none with `--no-debate`: the ticket alone): the
/// root's task made from the job, and the run's estimate, the `debate`'s and the rest's (the
/// tree on the plan's steps, the fix rounds).
pub(crate) fn record(
    config: &Config,
    job: ChangeJob,
    plan: Option<Plan>,
    debate: Estimate,
) -> Result<RunRecord, Error> {
    let templates = Templates::new(&config.repo, config.user_dir.as_deref());
    let task = templates.render(
        &format!("change/{}.md.j2", job.kind.command()),
        json!({
            "test": job.test.command,
            "ticket": { "title": job.ticket.title, "body": job.ticket.body },
            "plan": job.plan_markdown(plan.as_ref()),
            "context": job.context,
        }),
    )?;
    let task_chars = task.chars().count();
    let split = plan.as_ref().map_or(Split::Assumed, |p| Split::Plan(p.steps.len()));
    let tree = super::plan_run::tree_estimate(config, task_chars, split);
    let fix = super::plan_run::fix_estimate(config, task_chars, job.fix_attempts);
    let model = super::model_label(config)?;
    let mut record = RunRecord::start(job.kind.command(), job.ticket.title.clone(), task, &config.settings, model);
    record.estimate = Some(debate.with(&tree.1).with(&fix.1));
    // The plan's steps are the root's first split (none with --no-debate: the root decides).
    record.plan = plan;
    record.job = Some(job);
    Ok(record)
}

/// Starts the job of `record`: removes an earlier run's copies, makes the base of the working
/// copies, records the job, and carries it out.
pub(crate) async fn start(
    env: &Env,
    config: &Config,
    mut record: RunRecord,
    gateway: Gateway,
    io: &mut Io,
) -> Result<u8, Error> {
    let ws = Workspace::new(&config.repo);
    let mut job = take_job(&mut record, &ws)?;
    clear_copies(&ws)?;
    let base = git::prepare_base(&config.repo, &ws.root)
        .map_err(|source| Error::Git { doing: "cannot make the working copies", source })?;
    job.base_commit = base.commit.clone();
    let events = io.events.clone();
    let mut flow = Flow { env, config, ws, base, record, job, gateway, events };
    flow.save()?;
    flow.carry_on(false, io).await
}

/// `agentsmith resume` for a fix-bug / add-feature run: the tree's unfinished smiths, then
/// verification and delivery.
pub(crate) async fn resume(session: &Session, env: &Env, mut record: RunRecord, io: &mut Io) -> Result<u8, Error> {
    let config = &session.config;
    let ws = Workspace::new(&config.repo);
    let job = take_job(&mut record, &ws)?;
    let base = git::prepare_base(&config.repo, &ws.root)
        .map_err(|source| Error::Git { doing: "cannot reopen the working copies", source })?;
    if base.commit != job.base_commit {
        return Err(Error::Usage(format!(
            "the working copies in {} start at {} but the run at {}; start over with `agentsmith {} --fresh`",
            ws.root.display(),
            base.commit,
            job.base_commit,
            job.kind.command()
        )));
    }
    record.status = RunStatus::Running;
    let gateway = session.gateway(io)?;
    super::tree::attach_log(io, &ws);
    let events = io.events.clone();
    gateway.set_events(events.clone());
    let mut flow = Flow { env, config, ws, base, record, job, gateway, events };
    flow.save()?;
    if let Some(pending) = flow.job.pr_pending.clone() {
        return flow.retry_pull_request(pending, io).await;
    }
    flow.carry_on(true, io).await
}

/// The change job of `record`, which the flow keeps (and writes back at every save).
fn take_job(record: &mut RunRecord, ws: &Workspace) -> Result<ChangeJob, Error> {
    record.job.take().ok_or_else(|| {
        Error::Usage(format!("{}: the run is not a fix-bug or add-feature job", RunRecord::path(ws).display()))
    })
}

/// Removes the working copies of an earlier run (the base clone, verification copies).
fn clear_copies(ws: &Workspace) -> Result<(), Error> {
    for name in ["base", "verify"] {
        let dir = ws.root.join(name);
        if dir.exists() {
            std::fs::remove_dir_all(&dir).map_err(|e| Error::io(&dir, e))?;
        }
    }
    Ok(())
}

struct Flow<'a> {
    env: &'a Env,
    config: &'a Config,
    ws: Workspace,
    base: Base,
    /// The run's record; its job is `job`, written back with the usage at every save.
    record: RunRecord,
    job: ChangeJob,
    gateway: Gateway,
    /// The run's events: the command's sinks and the workspace's `events.jsonl`.
    events: Events,
}

impl Flow<'_> {
    fn emit(&self, stage: &str, kind: EventKind) {
        self.events.emit(Origin::stage(stage), kind);
    }

    /// Writes `run.json` with the job as it stands.
    fn save(&mut self) -> Result<(), Error> {
        let mut job = self.job.clone();
        job.usage.merge(&self.gateway.ledger().total());
        self.record.job = Some(job);
        self.record.write(&self.ws)
    }

    fn brief(&self) -> String {
        let mut b = format!(
            "{} for the ticket \"{}\". The test command is `{}`, run from the top of your copy.",
            if self.job.kind == Kind::FixBug { "A bug fix" } else { "A new feature" },
            self.job.ticket.title,
            self.job.test.command
        );
        b.push_str(match self.job.kind {
            Kind::FixBug => " Where the ticket allows, a test that reproduces the bug comes first; it must fail before the fix and pass after.",
            Kind::AddFeature => " The ticket's acceptance criteria become tests.",
        });
        if !self.job.context.trim().is_empty() {
            b.push_str("\n\n");
            b.push_str(self.job.context.trim());
        }
        b
    }

    /// The brief and the project's knowledge, for the prompts outside the tree (which adds it
    /// itself): the fix after failing tests.
    fn brief_with_knowledge(&self) -> String {
        let mut b = self.brief();
        crate::knowledge::add_to_brief(&mut b, &self.config.repo);
        b
    }

    async fn carry_on(&mut self, resumed: bool, io: &mut Io) -> Result<u8, Error> {
        // Ctrl-C stops the tree and the verification cleanly: the state is saved for `resume`.
        let _handling = io.interrupt.handle();
        let brief = self.brief();
        let opts = TreeOptions {
            resumed,
            coding: Some(self.base.clone()),
            brief,
            test_command: Some(self.job.test.command.clone()),
            ..TreeOptions::default()
        };
        let tree =
            run_tree(&self.gateway, self.config, self.env, &self.ws, self.record.clone(), opts, &io.interrupt).await;
        // run_tree recorded the tree's status; keep it, with the job.
        if let Some(r) = RunRecord::read(&self.ws) {
            self.record.status = r.status;
        }
        let interrupted = || "interrupted: the run's state is saved; continue it with `agentsmith resume`".to_string();
        let Some(summary) = tree? else {
            self.record.status = RunStatus::Interrupted;
            let _ = self.save();
            let _ = writeln!(&mut io.err, "{}", interrupted());
            return Ok(exit::INTERRUPTED);
        };
        self.record.status = RunStatus::Running;
        self.save()?;
        let stop = io.interrupt.token();
        let finished = tokio::select! {
            r = self.verify_and_fix() => Some(r),
            () = stop.cancelled() => None,
        };
        let Some(verified) = finished else {
            self.record.status = RunStatus::Interrupted;
            let _ = self.save();
            let _ = writeln!(&mut io.err, "{}", interrupted());
            return Ok(exit::INTERRUPTED);
        };
        let incomplete = (summary.status != crate::smith::SmithStatus::Completed)
            .then(|| (summary.status.as_str().to_string(), summary.summary.clone()));
        let delivered = self.deliver(verified?, incomplete).await?;
        self.finish(delivered, io)
    }

    /// `resume` after a failed `--pr`: the branch is committed and verified; only the push, the
    /// pull request and the comment are tried again (a pull request already opened is not
    /// opened twice: only its comment is retried).
    async fn retry_pull_request(&mut self, pending: PrPending, io: &mut Io) -> Result<u8, Error> {
        let Some(target) = self.job.pull_request.clone() else {
            return Err(Error::Usage(
                "the saved run has a pending pull request but no --pr target; start over with --fresh".into(),
            ));
        };
        let mut d = pending.delivered;
        let previous = d.pull_request.take().unwrap_or_default();
        let pr = match (previous.number, previous.url.clone()) {
            (Some(number), Some(url)) if previous.pushed => {
                let mut out = PrOutcome { error: None, ..previous };
                self.comment_on_issue(&target, &super::pull_request::Opened { number, url }, &mut out).await;
                out
            }
            _ => self.pull_request(&target, &pending.branch).await,
        };
        d.delivery_failed = pr.error.is_some();
        d.outcome = pr_outcome(&target, &pending.branch, &pending.committed, &pr);
        d.pull_request = Some(pr);
        self.finish(d, io)
    }

    /// The end of a run: the event, the status, the saved state (a failed `--pr` is kept for
    /// `resume`), the copies removed when complete, the report, the exit status.
    fn finish(&mut self, delivered: Delivered, io: &mut Io) -> Result<u8, Error> {
        self.emit(
            "deliver",
            EventKind::Delivered {
                verified: delivered.verified,
                delivered: delivered.verified && !delivered.delivery_failed,
                outcome: delivered.outcome.clone(),
            },
        );
        self.record.status =
            if delivered.verified && !delivered.delivery_failed { RunStatus::Completed } else { RunStatus::Failed };
        // A failed `--pr` stays pending (with what was delivered) for `resume`; else nothing is.
        self.job.pr_pending = match (delivered.pull_request.as_ref(), self.job.pr_pending.take()) {
            (Some(pr), Some(p)) if pr.error.is_some() => Some(PrPending { delivered: delivered.clone(), ..p }),
            _ => None,
        };
        self.save()?;
        if self.record.status == RunStatus::Completed && !self.record.keep_work {
            crate::stages::tree::remove_work(&self.ws)?;
        }
        self.write_report(&delivered, io)?;
        Ok(if delivered.verified && !delivered.delivery_failed {
            exit::OK
        } else if delivered.pull_request.as_ref().is_some_and(|p| p.config_error) {
            exit::USAGE
        } else {
            exit::FAILED
        })
    }

    fn spec(&self) -> verify::TestSpec {
        verify::TestSpec {
            command: self.job.test.command.clone(),
            timeout: Duration::from_secs(self.config.settings.tools.command_timeout_secs.max(1)),
            sandbox: sandbox(self.config, self.env),
        }
    }

    /// A test run's output is masked like any output (a key can never reach a sandboxed test,
    /// but its output still goes to the report and the model); one the sandbox refused is a
    /// refusal like any other: logged, and in the report.
    fn audit(&self, run: &mut TestRun) {
        run.output = self.gateway.redactor().mask(&run.output).into_owned();
        if let Some(e) = run.error.as_deref().filter(|e| e.starts_with("refused:")) {
            self.events.emit(
                Origin::stage("verify").smith(&SmithId::root().0),
                EventKind::Refused {
                    tool: "tests".into(),
                    refusal: Refusal::new("sandbox", format!("{} ({})", e, run.label)),
                },
            );
        }
        self.emit(
            "verify",
            EventKind::TestsRun {
                label: run.label.clone(),
                passed: run.passed,
                verdict: run.verdict(),
                seconds: run.seconds,
            },
        );
    }

    fn root_work(&self) -> PathBuf {
        self.ws.dir(&SmithId::root()).join("private").join("work")
    }

    fn patch_path(&self) -> PathBuf {
        self.ws.dir(&SmithId::root()).join("outbox").join("changes.patch")
    }

    fn note(&self, stage: &str, line: &str) {
        self.emit(stage, EventKind::Notice { message: line.to_string() });
    }

    /// Runs the tests before the change (once), then verifies the root's patch on fresh copies,
    /// handing failures back to the root for up to `fix_attempts` rounds. Returns whether the
    /// last patch passed.
    async fn verify_and_fix(&mut self) -> Result<bool, Error> {
        let spec = self.spec();
        let verify_dir = self.ws.root.join("verify");
        if !self.job.tests.iter().any(|t| t.label == "before") {
            let empty = verify_dir.join("empty.patch");
            let _ = self.ws.engine_write(&empty, "");
            let mut run = verify::verify(&self.base, &verify_dir.join("before"), &empty, None, &spec, "before").await;
            self.audit(&mut run);
            self.job.tests.push(run);
            self.save()?;
        }
        loop {
            let patch = self.patch_path();
            if std::fs::read_to_string(&patch).map_or(true, |t| t.trim().is_empty()) {
                self.note("verify", "the smiths left no change to verify");
                return Ok(false);
            }
            let n = self.job.tests.iter().filter(|t| t.label.starts_with("attempt")).count() + 1;
            let label = format!("attempt {n}");
            let mut run = verify::verify(&self.base, &verify_dir.join("attempt"), &patch, None, &spec, &label).await;
            self.audit(&mut run);
            let passed = run.passed;
            let feedback = if run.output.trim().is_empty() { run.verdict() } else { run.output.clone() };
            self.job.tests.push(run);
            self.save()?;
            if passed {
                return Ok(true);
            }
            if self.job.fixes >= self.job.fix_attempts {
                return Ok(false);
            }
            self.job.fixes += 1;
            self.note(
                "fix",
                &format!(
                    "handing the failure back to the root smith (fix {} of {})",
                    self.job.fixes, self.job.fix_attempts
                ),
            );
            self.fix_round(&feedback).await?;
            self.save()?;
        }
    }

    /// One round of fixes: the root's agent loop in its working copy, told the failing output;
    /// its patch is then taken again.
    async fn fix_round(&mut self, output: &str) -> Result<(), Error> {
        let root = SmithId::root();
        let work = self.root_work();
        git::worktree(&self.base, &work).map_err(|source| Error::Git { doing: "the root's working copy", source })?;
        let templates = Templates::new(&self.config.repo, self.config.user_dir.as_deref());
        let system = templates.render(
            "smith/execute.md.j2",
            json!({ "smith_id": root.0, "coding": true, "brief": self.brief_with_knowledge() }),
        )?;
        let prompt = templates.render(
            "change/tests-failed.md.j2",
            json!({ "attempt": self.job.fixes, "attempts": self.job.fix_attempts, "test": self.job.test.command, "output": output }),
        )?;
        let task = std::fs::read_to_string(self.ws.inbox(&root)).unwrap_or_else(|_| self.record.context.clone());
        let ctx = crate::tools::ToolContext {
            ws: self.ws.clone(),
            actor: root.clone(),
            commands: command_policy(self.config, self.env, Some(&self.job.test.command)),
            work: Some(self.base.inner(&work)),
            redact: None,
            max_write: usize::try_from(self.config.settings.tools.max_write_bytes).unwrap_or(usize::MAX),
            copy: Some(crate::tools::WorkCopy { base: self.base.clone(), top: work.clone() }),
        };
        let tools = crate::tools::Registry::all();
        // Tool use in fix rounds is logged like the tree's: every refusal with its reason.
        let origin = Origin::stage("fix").smith(&root.0);
        let on_tool = |u: &crate::agent::ToolUse| {
            if let Some(r) = &u.refused {
                self.events.emit(origin, EventKind::Refused { tool: u.tool.clone(), refusal: r.clone() });
            }
            self.events.emit(origin, EventKind::ToolUsed { tool: u.tool.clone(), ok: u.ok, detail: u.detail.clone() });
        };
        let agent = crate::agent::AgentLoop {
            gateway: &self.gateway,
            alias: None,
            tools: &tools,
            ctx: &ctx,
            max_turns: self.record.max_turns,
            meta: RequestMeta {
                stage: "fix".into(),
                role: None,
                round: Some(self.job.fixes),
                smith: Some(root.0.clone()),
            },
            on_tool: &on_tool,
            asker: None,
        };
        let out = agent.run(vec![Message::system(system), Message::user(task).cached(), Message::user(prompt)]).await;
        let entry = format!("\n\n## Fix {}\n\n{}\n", self.job.fixes, out.answer.trim());
        let notes = self.ws.dir(&root).join("private").join("fixes.md");
        let before = std::fs::read_to_string(&notes).unwrap_or_default();
        let _ = self.ws.engine_write(&notes, &(before + &entry));
        let (patch, undone) = git::diff(&work, &self.base)
            .map_err(|source| Error::Git { doing: "collecting the fixed change", source })?;
        for path in undone {
            self.events.emit(
                origin,
                EventKind::Refused {
                    tool: "run_command".into(),
                    refusal: Refusal::new(
                        "git-path",
                        format!("`{path}` in the working copy is the engine's; it was undone before the changes were collected"),
                    ),
                },
            );
        }
        self.ws.engine_write(&self.patch_path(), &patch).map_err(|e| Error::io(self.patch_path(), e))
    }

    /// Writes the final patch, checks the reproduction, and delivers a verified change.
    /// `incomplete`: the tree's status when not every smith completed; a verified patch is then
    /// kept, not delivered.
    async fn deliver(&mut self, verified: bool, incomplete: Option<(String, String)>) -> Result<Delivered, Error> {
        let final_patch = self.ws.root.join("results").join("final.patch");
        let text = std::fs::read_to_string(self.patch_path()).unwrap_or_default();
        let mut d = Delivered {
            verified,
            reproduced: None,
            outcome: String::new(),
            delivery_failed: false,
            patch: None,
            files: Vec::new(),
            pull_request: None,
        };
        if text.trim().is_empty() {
            d.outcome = match &incomplete {
                Some((status, why)) => format!(
                    "No change was made: the smiths' work is {status} ({}).",
                    crate::util::clip(why.lines().next().unwrap_or("").trim().trim_end_matches('.'), 200)
                ),
                None => "No change was made.".into(),
            };
            return Ok(d);
        }
        self.ws.engine_write(&final_patch, &text).map_err(|e| Error::io(&final_patch, e))?;
        d.patch = Some(final_patch.clone());
        d.files = git::numstat(&self.base, &final_patch);
        if self.job.kind == Kind::FixBug && verified {
            d.reproduced = self.reproduce(&final_patch, &text).await;
        }
        if !verified {
            d.outcome = format!(
                "Not verified: the tests still fail. Your working tree is untouched; the last patch is in {}.",
                final_patch.display()
            );
            return Ok(d);
        }
        if let Some((status, _)) = incomplete {
            d.delivery_failed = true;
            d.outcome = format!(
                "The tests pass, but the smiths' work is {status} (see Smiths below), so the change is not delivered; the patch is in {}. Continue with `agentsmith resume`, or apply it yourself.",
                final_patch.display()
            );
            return Ok(d);
        }
        match self.job.delivery.clone() {
            Delivery::Patch => {
                d.outcome = match &self.job.delivery_note {
                    Some(n) => format!("Verified; not applied: {n}."),
                    None => format!("Verified; saved as {} (--no-apply).", final_patch.display()),
                };
            }
            Delivery::Apply => self.apply(&mut d, &final_patch),
            Delivery::Branch(name) => self.commit_on_branch(&mut d, &name, &final_patch).await,
        }
        Ok(d)
    }

    /// Whether the verified fix's tests show the bug: the tests it adds fail without the rest
    /// of the patch. `None`: not checked (the patch adds no separate test) or the run failed.
    async fn reproduce(&mut self, final_patch: &Path, text: &str) -> Option<bool> {
        let files = verify::files_of(text);
        let tests: Vec<String> = files.iter().filter(|f| verify::is_test_path(f)).cloned().collect();
        if tests.is_empty() || tests.len() >= files.len() {
            return None;
        }
        let dir = self.ws.root.join("verify").join("reproduction");
        let mut run = verify::verify(&self.base, &dir, final_patch, Some(&tests), &self.spec(), "reproduction").await;
        self.audit(&mut run);
        let reproduced = if run.error.is_some() { None } else { Some(!run.passed) };
        self.job.tests.push(run);
        reproduced
    }

    /// `--apply` (the default on a clean tree): the verified patch applied to the working
    /// tree, unless the tree changed during the run (without `--force`).
    fn apply(&self, d: &mut Delivered, final_patch: &Path) {
        let dirty = deliver::dirty(&self.config.repo);
        if !dirty.is_empty() && !self.job.force {
            d.delivery_failed = true;
            d.outcome = format!(
                "Verified, but not applied: the working tree changed during the run ({}). The patch is in {}; apply it with `git apply`, or rerun with --force.",
                dirty.join(", "),
                final_patch.display()
            );
            return;
        }
        match deliver::apply_to_tree(&self.config.repo, final_patch) {
            Ok(()) => d.outcome = "Verified and applied to the working tree.".into(),
            Err(e) => {
                d.delivery_failed = true;
                d.outcome = format!(
                    "Verified, but the patch does not apply to the working tree ({e}); it is in {}.",
                    final_patch.display()
                );
            }
        }
    }

    /// `--branch NAME` (and `--pr`): the verified patch committed on a new branch, then pushed
    /// and opened as a pull request when asked.
    async fn commit_on_branch(&mut self, d: &mut Delivered, name: &str, final_patch: &Path) {
        let message = format!(
            "{}\n\n{} ({}).\nVerified with `{}`.",
            self.job.title(self.record.plan.as_ref()),
            self.job.ticket.title,
            self.job.ticket_source,
            self.job.test.command
        );
        let committed =
            deliver::commit_on_branch(&self.base, &self.ws.root, &self.config.repo, name, final_patch, &message);
        let c = match committed {
            Ok(c) => c,
            Err(e) => {
                d.delivery_failed = true;
                d.outcome = format!(
                    "Verified, but the branch could not be made ({e}); the patch is in {}.",
                    final_patch.display()
                );
                return;
            }
        };
        let committed = format!("committed on the new branch `{name}` ({})", &c[..c.len().min(12)]);
        d.outcome = format!("Verified and {committed}; your working tree is untouched.");
        if let Some(t) = self.job.pull_request.clone() {
            let pr = self.pull_request(&t, name).await;
            d.delivery_failed = pr.error.is_some();
            d.outcome = pr_outcome(&t, name, &committed, &pr);
            d.pull_request = Some(pr);
            self.job.pr_pending = Some(PrPending { branch: name.to_string(), committed, delivered: d.clone() });
        }
    }

    /// `--pr` after the branch is committed (so only ever for a verified change): the push, the
    /// pull request, the comment on the issue. A failure is returned in the outcome, never lost.
    async fn pull_request(&mut self, t: &PrTarget, branch: &str) -> PrOutcome {
        use super::pull_request as pr;
        let mut out = PrOutcome::default();
        let fail = |out: &mut PrOutcome, e: pr::PrError| {
            out.config_error = matches!(e, pr::PrError::Config(_));
            out.error = Some(e.to_string());
        };
        self.note("deliver", &format!("pushing `{branch}` to `{}`", t.remote));
        if let Err(e) = pr::push(&self.config.repo, self.env, t, branch) {
            fail(&mut out, e);
            return out;
        }
        out.pushed = true;
        let mut usage = self.job.usage.clone();
        usage.merge(&self.gateway.ledger().total());
        let plan = self.record.plan.as_ref();
        let body = report::change::pr_body(&self.job, plan, &usage, &self.record.run_id);
        let opened = match pr::open(self.config, self.env, t, branch, self.job.title(plan), &body).await {
            Ok(o) => o,
            Err(e) => {
                if let pr::PrError::Exists { url, .. } = &e {
                    out.url = Some(url.clone());
                }
                fail(&mut out, e);
                return out;
            }
        };
        out.number = Some(opened.number);
        out.url = Some(opened.url.clone());
        self.comment_on_issue(t, &opened, &mut out).await;
        out
    }

    /// `--pr-comment`: the pull request's link as a comment on the issue it fixes.
    async fn comment_on_issue(&self, t: &PrTarget, opened: &super::pull_request::Opened, out: &mut PrOutcome) {
        if let (true, Some(issue)) = (t.comment, &t.issue) {
            match super::pull_request::comment(self.config, self.env, issue, opened).await {
                Ok(url) => out.comment = Some(url),
                Err(e) => {
                    out.error =
                        Some(format!("commenting on issue {}/{}#{} failed: {e}", issue.owner, issue.repo, issue.number))
                }
            }
        }
    }

    /// How the tests verified the whole change, for each step of the plan: the last run with
    /// the change.
    fn tests_line(&self) -> String {
        let last = self.job.tests.iter().rev().find(|t| t.label.starts_with("attempt"));
        match last {
            Some(t) => format!("tests (`{}`): {} ({})", self.job.test.command, t.verdict(), t.label),
            None => format!("tests (`{}`): not run with the change", self.job.test.command),
        }
    }

    fn write_report(&mut self, d: &Delivered, io: &mut Io) -> Result<(), Error> {
        let results = self.ws.root.join("results");
        let tree = crate::smith::read_tree(&self.ws);
        let mut usage = self.job.usage.clone();
        usage.merge(&self.gateway.ledger().total());
        let summaries: Vec<(String, String)> = flatten(tree.as_ref())
            .into_iter()
            .map(|n| {
                let s = crate::smith::summary_of(&self.ws.result(&n.id));
                (n.id.0.clone(), s)
            })
            .collect();
        let refusals = crate::smith::refusals(&self.ws);
        let spend = super::plan_run::against_estimate(self.config, &self.record, &usage);
        let tests = self.tests_line();
        let steps = super::plan_run::steps(&self.ws, self.record.plan.as_ref(), Some(&tests));
        let view = report::change::View {
            steps: &steps,
            spend: &spend,
            refusals: &refusals,
            job: &self.job,
            plan: self.record.plan.as_ref(),
            delivered: d,
            tree: tree.as_ref(),
            summaries: &summaries,
            usage: &usage,
            run_id: &self.record.run_id,
        };
        let md = report::change::markdown(&view);
        let path = results.join("report.md");
        self.ws.engine_write(&path, &md).map_err(|e| Error::io(&path, e))?;
        let json_path = results.join("report.json");
        let text = serde_json::to_string_pretty(&report::change::json(&view)).unwrap_or_default();
        self.ws.engine_write(&json_path, &(text + "\n")).map_err(|e| Error::io(&json_path, e))?;
        if let Ok(text) = std::fs::read_to_string(self.ws.result(&SmithId::root())) {
            let final_md = results.join("final.md");
            self.ws.engine_write(&final_md, &text).map_err(|e| Error::io(&final_md, e))?;
        }
        report::change::summary(&mut io.out, &view, &path);
        // What was spent against the worst case `--dry-run` and `--confirm` estimate.
        let _ = writeln!(&mut io.out, "{}", spend.line());
        Ok(())
    }
}

fn flatten(tree: Option<&crate::smith::TreeNode>) -> Vec<&crate::smith::TreeNode> {
    let mut out = Vec::new();
    let mut stack: Vec<&crate::smith::TreeNode> = tree.into_iter().collect();
    while let Some(n) = stack.pop() {
        out.push(n);
        stack.extend(n.children.iter().rev());
    }
    out
}

/// The outcome's words for a `--pr` delivery.
fn pr_outcome(t: &PrTarget, branch: &str, committed: &str, pr: &PrOutcome) -> String {
    let repo = format!("{}/{}", t.owner, t.repo);
    match (&pr.url, &pr.error, pr.number) {
        (Some(url), None, Some(n)) => {
            let comment = match &pr.comment {
                Some(c) if !c.is_empty() => format!(" The issue has a comment linking it: {c}."),
                Some(_) => " The issue has a comment linking it.".to_string(),
                None => String::new(),
            };
            format!(
                "Verified, {committed}, pushed to `{}` and opened as pull request #{n} on {repo}: {url}.{comment}",
                t.remote
            )
        }
        (_, Some(e), _) if pr.pushed && pr.number.is_some() => {
            format!(
                "Verified, {committed}, pushed and opened as pull request #{} on {repo}, but {e}.",
                pr.number.unwrap_or(0)
            )
        }
        (Some(_), Some(e), None) => format!("Verified, {committed} and pushed to `{}`, but {e}.", t.remote),
        (_, Some(e), _) if pr.pushed => format!(
            "Verified, {committed} and pushed to `{}`, but the pull request failed: {e}. Open it yourself from `{branch}` into `{}`.",
            t.remote, t.base
        ),
        (_, Some(e), _) => format!(
            "Verified and {committed}, but the pull request failed: the branch was not pushed: {e}. Your working tree is untouched."
        ),
        _ => format!("Verified and {committed}; the pull request's result is unknown."),
    }
}
