//! The fix-bug / add-feature report: ticket, panel and debate in brief, plan, smiths, diff stat,
//! tests before and after, usage.

use std::fmt::Write as _;
use std::io::Write;
use std::path::Path;

use serde_json::{Value, json};

use crate::debate::Plan;
use crate::job::{ChangeJob, Debated, Delivered, Kind};
use crate::llm::Tally;
use crate::smith::TreeNode;

/// Longest ticket body quoted in the report, in characters.
const MAX_TICKET: usize = 3000;

pub struct View<'a> {
    pub job: &'a ChangeJob,
    /// The plan the panel agreed on (the run's); `None` with `--no-debate`.
    pub plan: Option<&'a Plan>,
    pub delivered: &'a Delivered,
    pub tree: Option<&'a TreeNode>,
    /// `(smith id, summary)`.
    pub summaries: &'a [(String, String)],
    pub usage: &'a Tally,
    pub run_id: &'a str,
    /// What the engine refused the models, in every stage.
    pub refusals: &'a [crate::smith::RefusalEntry],
    /// What the run spent against its worst case.
    pub spend: &'a super::spend::Against,
    /// How the tree carried out the agreed plan's steps (no rows with `--no-debate`).
    pub steps: &'a super::plan_steps::Steps,
}

fn headline(v: &View<'_>) -> &'static str {
    match (v.delivered.verified, v.delivered.delivery_failed) {
        (true, false) => "✅ verified",
        (true, true) => "⚠️ verified, not delivered",
        (false, _) => "❌ not verified",
    }
}

fn cost(t: &Tally) -> String {
    match t.known_cost() {
        Some(c) => format!("${c:.4}"),
        None if t.cost_usd > 0.0 => {
            format!("at least ${:.4} ({} without a price)", t.cost_usd, crate::util::count(t.unpriced_calls, "call"))
        }
        None => "unknown (no prices configured)".into(),
    }
}

fn reproduction(v: &View<'_>) -> Option<&'static str> {
    if v.job.kind != Kind::FixBug {
        return None;
    }
    Some(match v.delivered.reproduced {
        Some(true) => "yes: the change's tests fail without its fix and pass with it",
        Some(false) => "no: the change's tests pass even without its fix, so they do not show the bug",
        None => "not checked (the change adds no separate test, or it was not verified)",
    })
}

pub fn markdown(v: &View<'_>) -> String {
    let j = v.job;
    let mut s = String::new();
    let _ = writeln!(s, "# {}: {}\n", j.kind.command(), j.ticket.title);
    let _ = writeln!(s, "**{}.** {}\n", headline(v), v.delivered.outcome);
    let _ = writeln!(s, "Run `{}`, from commit `{}`.\n", v.run_id, &j.base_commit[..j.base_commit.len().min(12)]);
    ticket_section(&mut s, j);
    let _ = writeln!(s, "\n## Panel and debate\n");
    panel(&mut s, j, v.plan, "\nObjections on record:\n");
    let plan = j.plan_markdown(v.plan);
    let _ = writeln!(s, "\nThe rounds are in `.agent-smith/debate/`.\n\n## Plan\n\n{}\n", demote(plan.trim()));
    let mut steps = String::new();
    v.steps.markdown(&mut steps, "## The plan's steps");
    if !steps.is_empty() {
        let _ = writeln!(s, "{}\n", steps.trim());
    }
    let _ = writeln!(s, "## Smiths\n");
    match v.tree {
        Some(t) => node(&mut s, t, v.summaries),
        None => s.push_str("No smith ran.\n"),
    }
    change_section(&mut s, v);
    tests_section(&mut s, v);
    refused_section(&mut s, v.refusals);
    let u = v.usage;
    let _ = writeln!(
        s,
        "\n## Usage\n\n{} model calls ({} failed), {} input and {} output tokens; cost {}.",
        u.calls,
        u.failed_calls,
        u.input_cell(),
        u.output_tokens,
        cost(u)
    );
    for note in u.notes() {
        let _ = writeln!(s, "\n{}.", crate::util::capitalised(&note));
    }
    let _ = write!(s, "\n{}", v.spend.markdown());
    s
}

/// `## Ticket`: where it came from, and its text quoted (the first `MAX_TICKET` characters).
fn ticket_section(s: &mut String, j: &ChangeJob) {
    let _ = writeln!(s, "## Ticket\n\nFrom {}.\n", j.ticket_source);
    let body: String = j.ticket.body.chars().take(MAX_TICKET).collect();
    for line in body.lines() {
        let _ = writeln!(s, "> {line}");
    }
    if j.ticket.body.chars().count() > MAX_TICKET {
        let _ = writeln!(s, ">\n> [...]");
    }
}

/// The words of a job given straight to the smith tree (`--no-debate`), where the debate's
/// summary goes.
const NO_DEBATE: &str = "No debate (--no-debate): the ticket went straight to the smith tree.";

/// The panel with each member's reason, the debate's line and its notes, and the plan's
/// dissent under `heading`.
fn panel(s: &mut String, j: &ChangeJob, plan: Option<&Plan>, heading: &str) {
    let line = match &j.debate {
        Some(Debated::Summary(d)) => {
            for seat in &d.panel {
                let _ = writeln!(s, "- {} **{}**: {}", seat.emoji, seat.role, seat.why);
            }
            d.with_notes()
        }
        Some(Debated::Untyped(line)) => {
            for (emoji, role, why) in &j.untyped_panel {
                let _ = writeln!(s, "- {emoji} **{role}**: {why}");
            }
            line.clone()
        }
        None => NO_DEBATE.to_string(),
    };
    let _ = writeln!(s, "\n{line}");
    let dissent = j.dissent(plan);
    if !dissent.is_empty() {
        let _ = writeln!(s, "{heading}");
        for d in dissent {
            let _ = writeln!(s, "- **{}**: {} (alternative: {})", d.role, d.objection, d.alternative);
        }
    }
}

/// `## Change`: the files changed, with their lines added and removed, and the patch.
fn change_section(s: &mut String, v: &View<'_>) {
    let _ = writeln!(s, "\n## Change\n");
    if v.delivered.files.is_empty() {
        s.push_str("No files changed.\n");
        return;
    }
    s.push_str("| file | + | - |\n| --- | ---: | ---: |\n");
    for (add, del, file) in &v.delivered.files {
        let _ = writeln!(s, "| `{file}` | {add} | {del} |");
    }
    if let Some(p) = &v.delivered.patch {
        let _ = writeln!(s, "\nThe patch: `{}`.", p.display());
    }
}

/// `## Tests` and the command they ran with, then each run.
fn tests_list(s: &mut String, j: &ChangeJob) {
    let _ = writeln!(s, "\n## Tests\n\nCommand: `{}` (from {}).\n", j.test.command, j.test.source);
    for t in &j.tests {
        let _ = writeln!(s, "- {}: {} ({:.1} s)", label(&t.label), t.verdict(), t.seconds);
    }
}

/// The tests, the rounds of fixes, the reproduction and the last failing output when the
/// change was not verified.
fn tests_section(s: &mut String, v: &View<'_>) {
    let j = v.job;
    tests_list(s, j);
    if j.fixes > 0 {
        let _ = writeln!(
            s,
            "\n{} of fixes after failing tests (at most {}).",
            crate::util::count(j.fixes, "round"),
            j.fix_attempts
        );
    }
    if let Some(r) = reproduction(v) {
        let _ = writeln!(s, "\nReproduced before the fix: {r}.");
    }
    if let Some(last) = j.tests.iter().rev().find(|t| !t.passed && t.label != "before" && t.label != "reproduction")
        && !v.delivered.verified
    {
        let _ =
            writeln!(s, "\nOutput of the last failing run ({}):\n\n```\n{}\n```", last.label, last.output.trim_end());
    }
}

/// Longest pull request body, in characters (GitHub takes 65,536).
const MAX_PR_BODY: usize = 60_000;

/// The pull request's description: the ticket, `Fixes` for its issue, the plan (`None`:
/// `--no-debate`), the panel and the plan's dissent, the tests run and the cost.
pub fn pr_body(j: &ChangeJob, plan: Option<&Plan>, usage: &Tally, run_id: &str) -> String {
    let mut s = String::new();
    let _ = writeln!(s, "{} for: {} (from {}).\n", j.kind.command(), j.ticket.title, j.ticket_source);
    if let Some(issue) = j.pull_request.as_ref().and_then(|t| t.issue.as_ref().map(|i| (t, i))).map(|(t, i)| {
        if i.owner.eq_ignore_ascii_case(&t.owner) && i.repo.eq_ignore_ascii_case(&t.repo) {
            format!("#{}", i.number)
        } else {
            format!("{}/{}#{}", i.owner, i.repo, i.number)
        }
    }) {
        let _ = writeln!(s, "Fixes {issue}\n");
    }
    let _ = writeln!(s, "## Plan\n\n{}\n", demote(j.plan_markdown(plan).trim()));
    let _ = writeln!(s, "## Panel\n");
    panel(&mut s, j, plan, "\n### Dissent\n");
    tests_list(&mut s, j);
    let _ = writeln!(
        s,
        "\n## Cost\n\n{} model calls, {} input and {} output tokens; cost {}.",
        usage.calls,
        usage.input_tokens,
        usage.output_tokens,
        cost(usage)
    );
    let _ = writeln!(s, "\n---\nOpened by agentsmith (run `{run_id}`).");
    crate::util::clip(&s, MAX_PR_BODY)
}

/// `## Refused`: every refusal with its smith, stage, tool and reason (the audit of a run).
pub fn refused_section(s: &mut String, refusals: &[crate::smith::RefusalEntry]) {
    if refusals.is_empty() {
        return;
    }
    let _ = writeln!(
        s,
        "\n## Refused\n\n{} of the models {} refused or undone:\n",
        crate::util::count(refusals.len(), "request"),
        if refusals.len() == 1 { "was" } else { "were" }
    );
    for r in refusals {
        let reason = r.reason.lines().next().unwrap_or("");
        let _ = writeln!(s, "- `{}` ({}, `{}`, {}): {reason}", r.smith, r.stage, r.tool, r.kind);
    }
}

/// What a test run's label means, for people.
fn label(l: &str) -> String {
    match l {
        "before" => "before the change".into(),
        "reproduction" => "with the change's tests but not its fix".into(),
        other => format!("with the change ({other})"),
    }
}

/// The plan's headings, two levels down, to sit under `## Plan`.
fn demote(text: &str) -> String {
    let mut fenced = false;
    let lines: Vec<String> = text
        .lines()
        .map(|l| {
            if l.trim_start().starts_with("```") {
                fenced = !fenced;
            }
            if !fenced && l.starts_with('#') { format!("##{l}") } else { l.to_string() }
        })
        .collect();
    lines.join("\n")
}

fn node(s: &mut String, n: &TreeNode, summaries: &[(String, String)]) {
    let summary = summaries.iter().find(|(id, _)| *id == n.id.0).map(|(_, t)| t.as_str()).unwrap_or("");
    let first = summary.lines().find(|l| !l.trim().is_empty()).unwrap_or("(no summary)");
    let steps = super::plan_steps::served(n);
    let _ = writeln!(
        s,
        "{}- `{}` ({}): {}{steps} — {}",
        "  ".repeat(n.level),
        n.id,
        n.status.as_str(),
        n.title,
        first.trim()
    );
    for c in &n.children {
        node(s, c, summaries);
    }
}

pub fn json(v: &View<'_>) -> Value {
    json!({
        "run_id": v.run_id,
        "kind": v.job.kind,
        "verified": v.delivered.verified,
        "delivered": !v.delivered.delivery_failed && v.delivered.verified,
        "outcome": v.delivered.outcome,
        "reproduced": v.delivered.reproduced,
        "files": v.delivered.files.iter().map(|(a, d, f)| json!({ "path": f, "added": a, "removed": d })).collect::<Vec<_>>(),
        "patch": v.delivered.patch,
        "pull_request": v.delivered.pull_request,
        "job": v.job,
        // The agreed plan (null with --no-debate): the job's title, Markdown and dissent are its.
        "plan": v.plan,
        "tree": v.tree,
        "plan_steps": v.steps.rows,
        "plan_split": v.steps.choice,
        "usage": v.usage,
        "spend": v.spend.json(),
        "refused": v.refusals,
    })
}

/// What the user sees on stdout at the end.
pub fn summary(w: &mut dyn Write, v: &View<'_>, report: &Path) {
    let _ = writeln!(w, "{}: {}", headline(v), v.delivered.outcome);
    if !v.delivered.files.is_empty() {
        let _ = writeln!(w);
        for (add, del, file) in &v.delivered.files {
            let _ = writeln!(w, "  {file} +{add} -{del}");
        }
    }
    let _ = writeln!(w);
    for t in &v.job.tests {
        let _ = writeln!(w, "tests {}: {}", label(&t.label), t.verdict());
    }
    if let Some(r) = reproduction(v) {
        let _ = writeln!(w, "reproduced before the fix: {r}");
    }
    if !v.refusals.is_empty() {
        let _ = writeln!(
            w,
            "\n{} of the models {} refused (listed in {})",
            crate::util::count(v.refusals.len(), "request"),
            if v.refusals.len() == 1 { "was" } else { "were" },
            report.display()
        );
    }
    let u = v.usage;
    let cached = if u.cache_read_tokens > 0 { format!(" ({})", u.input_words()) } else { String::new() };
    let _ = writeln!(
        w,
        "\n{}, {} tokens{cached}, cost {}",
        crate::util::count(u.calls, "model call"),
        u.input_tokens + u.output_tokens,
        cost(u)
    );
    for note in u.notes() {
        let _ = writeln!(w, "{note}");
    }
    let _ = writeln!(w, "Wrote {}", report.display());
}
