//! `agentsmith debate`, `mad-discussion` and `legal-analysis`: input, panel, debate, report.

use std::io::Write;
use std::path::{Path, PathBuf};

use crate::cli::{DebateArgs, DebateOpts, GlobalArgs, LegalArgs, MadArgs};
use crate::config::Env;
use crate::console::Io;
use crate::context::{Ticket, survey};
use crate::debate::Outcome;
use crate::error::{Error, exit};
use crate::stages::debate::{PausedDebate, Stage, discuss, repo_summary, save_paused, write_outputs};
use crate::stages::plan_run::{Panel, begin, debate_then_tree, precheck};
use crate::stages::{Session, load_catalog, lock};

use super::args::{debate_command_flags, debate_flags, run_options};
use super::setup::session;

/// Longest document text given to the panel, in characters.
const MAX_DOCUMENT_CHARS: usize = 120_000;

pub async fn debate(global: &GlobalArgs, env: Env, args: DebateArgs, io: &mut Io) -> Result<u8, Error> {
    let ticket = match (&args.topic, &args.ticket_file) {
        (Some(t), _) => Ticket::parse(t, "the topic")?,
        (None, Some(f)) => Ticket::from_file(f)?,
        (None, None) => return Err(Error::Usage("give a topic, or --ticket-file FILE".into())),
    };
    let flags = debate_command_flags(&args)?;
    if args.execute {
        return execute(global, env, args, ticket, flags, io).await;
    }
    run(global, env, &args.category, ticket, true, &args.opts, io).await
}

/// `debate --execute`: the debate, then the agreed plan carried out by the smith tree, as `run`.
async fn execute(
    global: &GlobalArgs,
    env: Env,
    args: DebateArgs,
    ticket: Ticket,
    flags: Vec<crate::config::FlagValue>,
    io: &mut Io,
) -> Result<u8, Error> {
    let session = session(global, env.clone(), flags)?;
    let config = &session.config;
    crate::stages::model_ready(config)?;
    let _lock = lock(config, "debate --execute")?;
    let opts = run_options(&args.exec);
    let old = precheck(config, &opts, "debate --execute", io)?;
    let ws = begin(config, old, io)?;
    let panel = Panel { category: &args.category, roles: &args.opts.roles, run: &opts, placed: None };
    debate_then_tree(&session, &env, &ws, &ticket, panel, io).await
}

pub async fn mad(global: &GlobalArgs, env: Env, args: MadArgs, io: &mut Io) -> Result<u8, Error> {
    let ticket = Ticket::parse(&args.topic, "the topic")?;
    run(global, env, "mad", ticket, false, &args.opts, io).await
}

pub async fn legal(global: &GlobalArgs, env: Env, args: LegalArgs, io: &mut Io) -> Result<u8, Error> {
    let text = read_document(&args.document)?;
    let name =
        args.document.file_name().map_or_else(|| "the document".to_string(), |n| n.to_string_lossy().to_string());
    let truncated = text.chars().count() > MAX_DOCUMENT_CHARS;
    let body: String = text.chars().take(MAX_DOCUMENT_CHARS).collect();
    let mut intro = format!(
        "Analyse the document `{name}`: the clauses at issue, the risks ranked by likelihood and impact, and proposed wording."
    );
    match &args.party {
        Some(p) => intro.push_str(&format!(" Take the side of {p}.")),
        None => intro.push_str(" No party was named: assess the risks for each party."),
    }
    if truncated {
        intro.push_str(&format!(" The document was cut after {MAX_DOCUMENT_CHARS} characters."));
    }
    let ticket = Ticket {
        title: format!("Legal analysis of {name}"),
        body: format!("{intro}\n\n---\n\n{body}"),
        file: Some(args.document.clone()),
    };
    run(global, env, "legal", ticket, false, &args.opts, io).await
}

/// Text of a .md/.txt document, or of a PDF's pages.
fn read_document(path: &Path) -> Result<String, Error> {
    let ext = path.extension().and_then(|e| e.to_str()).map(str::to_ascii_lowercase).unwrap_or_default();
    let bytes =
        std::fs::read(path).map_err(|e| Error::Usage(format!("{}: cannot read the document: {e}", path.display())))?;
    let text = if ext == "pdf" || bytes.starts_with(b"%PDF") {
        let doc = lopdf::Document::load_mem(&bytes)
            .map_err(|e| Error::Usage(format!("{}: not a readable PDF: {e}", path.display())))?;
        let pages: Vec<u32> = doc.get_pages().keys().copied().collect();
        doc.extract_text(&pages).map_err(|e| {
            Error::Usage(format!("{}: cannot extract the PDF's text: {e}; convert it to text first", path.display()))
        })?
    } else {
        String::from_utf8(bytes)
            .map_err(|_| Error::Usage(format!("{}: not UTF-8 text; give a .md, .txt or .pdf file", path.display())))?
    };
    if text.trim().is_empty() {
        return Err(Error::Usage(format!(
            "{}: the document has no text (a scanned PDF needs OCR first)",
            path.display()
        )));
    }
    Ok(text)
}

async fn run(
    global: &GlobalArgs,
    env: Env,
    category: &str,
    ticket: Ticket,
    survey_repo: bool,
    opts: &DebateOpts,
    io: &mut Io,
) -> Result<u8, Error> {
    let session = session(global, env, debate_flags(opts))?;
    let config = &session.config;
    // A dry run writes nothing, so it takes no lock.
    let _lock = if opts.dry_run { None } else { Some(lock(config, &format!("debate ({category})"))?) };
    let catalog = load_catalog(config, io)?;
    let survey = survey_repo.then(|| survey(&config.repo));
    let context = survey.as_ref().map(repo_summary).unwrap_or_default();
    let stage = Stage {
        category,
        ticket: &ticket,
        context: context.clone(),
        survey: survey.as_ref(),
        roles: &opts.roles,
        prompts_only: opts.dry_run,
        secrets: None,
        can_pause: true,
        also: Vec::new(),
    };
    let Some(d) = discuss(&session, &catalog, stage, io).await.map_err(|f| f.error)? else {
        return Ok(exit::OK);
    };
    if d.outcome.paused.is_some() {
        save_paused(config, &ticket, context, survey.is_some(), &d.outcome, &d.estimate)?;
    } else {
        // A new debate replaces one that waited for an answer.
        let _ = std::fs::remove_file(PausedDebate::path(&config.repo));
    }
    finish(config, &d.outcome, io)
}

/// `agentsmith resume` of a debate paused on the consolidator's question: `answer` (from
/// --answer or answers.yaml's `consolidator`), then the rest of the debate.
pub(crate) async fn resume(session: &Session, paused: PausedDebate, answer: &str, io: &mut Io) -> Result<u8, Error> {
    let outcome = crate::stages::debate::resume(session, paused, answer, io).await?;
    finish(&session.config, &outcome, io)
}

/// The outputs and the summary of a debate that ended or paused; its exit status.
fn finish(config: &crate::config::Config, o: &Outcome, io: &mut Io) -> Result<u8, Error> {
    if let Some(p) = &o.paused {
        write_outputs(&config.repo, o, false)?;
        let why = if p.why.is_empty() { String::new() } else { format!("\n  why it blocks: {}", p.why) };
        let _ = writeln!(
            io.out,
            "Paused: the debate waits for the user's answer (exit status 3).\n  consolidator asks (revising after round {}): {}{why}\nContinue with `agentsmith resume --answer \"...\"` (or `consolidator: ...` in {}).",
            p.round,
            p.question,
            config.repo.join(".agent-smith").join("answers.yaml").display()
        );
        return Ok(exit::NEEDS_INPUT);
    }
    let written = write_outputs(&config.repo, o, true)?;
    summary(&mut io.out, o, &written);
    Ok(if o.plan_to_carry_out().is_none() || o.partial.is_some() { exit::FAILED } else { exit::OK })
}

fn summary(w: &mut dyn Write, o: &Outcome, written: &[PathBuf]) {
    let _ = writeln!(w, "{}", o.summary());
    if let Some(p) = &o.partial {
        let _ = writeln!(w, "Partial: {p}");
    }
    if let Some(plan) = o.final_plan() {
        let _ = writeln!(w, "\n{}", plan.markdown().trim_end());
    }
    let _ = writeln!(w);
    for note in o.usage.notes() {
        let _ = writeln!(w, "{note}");
    }
    if let Some(a) = &o.spend {
        let _ = writeln!(w, "{}", a.line());
    }
    for p in written.iter().filter(|p| p.ends_with("report.md") || p.ends_with("report.json")) {
        let _ = writeln!(w, "Wrote {}", p.display());
    }
}
