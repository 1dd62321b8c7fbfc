//! Smith output: the tree growing live, and `status`.

use std::io::Write;

use crate::smith::{RunRecord, SmithEvent, TreeNode};

use super::json;

fn indent(id: &crate::smith::SmithId) -> String {
    "  ".repeat(id.level())
}

/// One line per event, indented by the smith's level, for stderr.
pub fn progress(w: &mut dyn Write, e: &SmithEvent) {
    let line = match e {
        SmithEvent::RunStarted { run_id, resumed } => {
            format!("{} {run_id}", if *resumed { "resuming" } else { "starting" })
        }
        SmithEvent::SmithStarted { smith, title, .. } => format!("{}▸ {smith}: {title}", indent(smith)),
        SmithEvent::Decided { smith, action, children } => {
            if action == "decompose" {
                format!("{}  splits into {children} subtasks", indent(smith))
            } else {
                format!("{}  works on it", indent(smith))
            }
        }
        SmithEvent::LimitEnforced { smith, limit, detail } => format!("{}  limit ({limit}): {detail}", indent(smith)),
        SmithEvent::ToolUsed { .. } => return,
        SmithEvent::Refused { smith, tool, refusal, .. } => {
            format!("{}  refused ({tool}, {}): {}", indent(smith), refusal.kind, refusal.reason)
        }
        SmithEvent::SmithFinished { smith, status, elapsed_ms, tokens, reused } => {
            if *reused {
                format!("{}✓ {smith}: {} (kept from before)", indent(smith), status.as_str())
            } else {
                format!(
                    "{}{} {smith}: {} in {:.1} s, {tokens} tokens",
                    indent(smith),
                    if status.as_str() == "completed" { "✓" } else { "✗" },
                    status.as_str(),
                    *elapsed_ms as f64 / 1000.0
                )
            }
        }
        SmithEvent::RunFinished { status } => format!("run {status:?}").to_lowercase(),
    };
    let _ = writeln!(w, "{line}");
}

pub fn status(w: &mut dyn Write, record: &RunRecord, tree: &TreeNode, as_json: bool) {
    if as_json {
        let _ = json(w, &serde_json::json!({ "run": record, "tree": tree }));
        return;
    }
    let _ = writeln!(w, "{} ({:?}): {}\n", record.run_id, record.status, record.task);
    print_node(w, tree);
}

fn print_node(w: &mut dyn Write, n: &TreeNode) {
    let time = n.elapsed_ms.map(|ms| format!(" {:.1} s", ms as f64 / 1000.0)).unwrap_or_default();
    let tokens = n.tokens.map(|t| format!(", {t} tokens")).unwrap_or_default();
    let _ = writeln!(
        w,
        "{}{} [level {}] {}{time}{tokens} — {}",
        "  ".repeat(n.level - 1),
        n.id.short(),
        n.level,
        n.status.as_str(),
        n.title
    );
    for c in &n.children {
        print_node(w, c);
    }
}
