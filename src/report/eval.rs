//! An eval for people: the plan of a dry run, a line per scored pair, and the table of arms with
//! their intervals and paired differences (the same table in report.md, with what it means).

use std::io::Write;
use std::path::Path;

use crate::eval::{Kind, Outcome, Plan, Summary};

/// `--dry-run`: the suite, the seed, the arms and each pair's command, in order.
pub fn plan(out: &mut dyn Write, plan: &Plan, command: impl Fn(&str, crate::eval::Arm) -> String) {
    let tasks = plan.tasks();
    let _ = writeln!(
        out,
        "eval {} (dry run: nothing is run): {} tasks x {} arms = {} runs, seed {}, model {}",
        plan.suite,
        tasks.len(),
        plan.arms.len(),
        plan.order.len(),
        plan.seed,
        plan.model
    );
    let _ = writeln!(out, "arms: {}", plan.arms.iter().map(|a| a.name()).collect::<Vec<_>>().join(", "));
    for (arm, why) in &plan.skipped {
        let _ = writeln!(out, "left out: {} ({why})", arm.name());
    }
    let _ = writeln!(out);
    for (i, (t, a)) in plan.order.iter().enumerate() {
        let _ = writeln!(out, "{:>3}. {t} / {}: {}", i + 1, a.name(), command(t, *a));
    }
}

/// One scored pair, for the progress on stderr.
pub fn progress_line(n: usize, total: usize, o: &Outcome) -> String {
    // The cost as the table gives it.
    let cost = cost(&o.spend);
    format!(
        "[{n}/{total}] {} / {}: {} ({} calls, {} tokens, {cost}, {:.0} s)",
        o.task,
        o.arm.name(),
        o.note,
        o.spend.calls,
        o.spend.tokens(),
        o.wall_secs
    )
}

fn cost(s: &crate::spend::Tally) -> String {
    // Calls that answered with a price; failed calls cost nothing the tally knows.
    let priced = s.calls.saturating_sub(s.failed_calls + s.unpriced_calls);
    match (priced, s.unpriced_calls) {
        (_, 0) => format!("${:.4}", s.cost_usd),
        (0, _) => "unknown".into(),
        (_, u) => format!("${:.4} + {u} unpriced calls", s.cost_usd),
    }
}

fn thousands(n: u64) -> String {
    if n >= 10_000 { format!("{}k", n / 1000) } else { n.to_string() }
}

/// The table of arms, then the paired differences, as Markdown (it reads as text too).
fn tables(out: &mut dyn Write, s: &Summary) {
    let score_name = match s.kind {
        Kind::Bugfix => "solved rate [95% CI]",
        Kind::Security => "F1 of kept findings [95% CI]",
    };
    let _ = writeln!(
        out,
        "| arm | tasks | {} | {score_name} | calls | tokens | cost | wall | rounds |",
        match s.kind {
            Kind::Bugfix => "solved",
            Kind::Security => "real kept / decoys dropped",
        }
    );
    let _ = writeln!(out, "| --- | ---: | ---: | --- | ---: | ---: | ---: | ---: | ---: |");
    for a in &s.arms {
        let count = match (&a.solved, &a.findings) {
            (Some(n), _) => format!("{n}/{}", a.tasks),
            (None, Some(c)) => format!(
                "{}/{} / {}/{}",
                c.found,
                c.found + c.missed,
                c.decoys_dropped,
                c.decoys_dropped + c.decoys_kept
            ),
            (None, None) => "-".into(),
        };
        let _ = writeln!(
            out,
            "| {} | {} | {count} | {} | {} | {} | {} | {:.0} s | {} |",
            a.arm.name(),
            a.tasks,
            a.score.show(2),
            a.spend.calls,
            thousands(a.spend.tokens()),
            cost(&a.spend),
            a.wall_secs,
            a.rounds
        );
    }
    if s.pairs.is_empty() {
        return;
    }
    let _ = writeln!(out, "\n| difference | tasks | mean [95% CI] | supported | calls saved by the first |");
    let _ = writeln!(out, "| --- | ---: | --- | --- | ---: |");
    for p in &s.pairs {
        let _ = writeln!(
            out,
            "| {} - {} | {} | {} | {} | {} |",
            p.a.name(),
            p.b.name(),
            p.tasks,
            p.difference.show(2),
            if p.difference.excludes_zero() { "yes" } else { "no: the interval holds 0" },
            p.calls_saved
        );
    }
}

/// The table on stdout, after the run.
pub fn table(out: &mut dyn Write, s: &Summary, dir: &Path) {
    let _ = writeln!(out, "eval {}: {} tasks, seed {}, model {}\n", s.suite, s.tasks.len(), s.seed, s.model);
    tables(out, s);
    for (arm, why) in &s.skipped {
        let _ = writeln!(out, "\nleft out: {} ({why})", arm.name());
    }
    if s.missing > 0 {
        let _ =
            writeln!(out, "\n{} runs not scored yet: the table covers the others (`--resume` continues)", s.missing);
    }
    let _ = writeln!(out, "\nWrote {} and report.json", dir.join("report.md").display());
}

/// `report.md`: the tables, what they mean, and every pair's result.
pub fn markdown(out: &mut dyn Write, s: &Summary) {
    let _ = writeln!(out, "# Eval: {}\n", s.suite);
    let _ = writeln!(
        out,
        "{} tasks; seed {} (the task order and the intervals); model {}.\n",
        s.tasks.len(),
        s.seed,
        s.model
    );
    tables(out, s);
    let meaning = match s.kind {
        Kind::Bugfix => "A task is solved when its hidden tests pass on what the arm delivered.",
        Kind::Security => {
            "A finding counts when it is kept and points at a labelled line (within two lines): a real one found, a decoy kept; a decoy no kept finding points at was dropped."
        }
    };
    let _ = writeln!(
        out,
        "\n{meaning} Intervals are 95 % percentile bootstrap intervals over tasks ({} resamples); a difference is paired by task, and \"supported\" means its interval leaves out 0. With a dozen tasks, only large differences can show: an interval that holds 0 is no evidence either way.\n",
        crate::eval::stats::RESAMPLES
    );
    for (arm, why) in &s.skipped {
        let _ = writeln!(out, "Left out: {} ({why}).\n", arm.name());
    }
    let _ = writeln!(
        out,
        "## Every run\n\n| task | arm | score | calls | tokens | wall | what happened |\n| --- | --- | ---: | ---: | ---: | ---: | --- |"
    );
    for o in &s.outcomes {
        let _ = writeln!(
            out,
            "| {} | {} | {:.2} | {} | {} | {:.0} s | {} |",
            o.task,
            o.arm.name(),
            o.score,
            o.spend.calls,
            o.spend.tokens(),
            o.wall_secs,
            o.note.replace('|', "\\|")
        );
    }
}
