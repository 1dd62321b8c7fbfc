//! Smith output: `status`.

use std::io::Write;

use crate::job::RunRecord;
use crate::smith::TreeNode;

use super::json;

pub fn status(w: &mut dyn Write, record: &RunRecord, tree: &TreeNode, as_json: bool) {
    if as_json {
        let _ = json(w, &serde_json::json!({ "run": record, "tree": tree }));
        return;
    }
    let _ = writeln!(w, "{} ({}): {}\n", record.run_id, record.status.as_str(), record.task);
    print_node(w, tree);
}

fn print_node(w: &mut dyn Write, n: &TreeNode) {
    let time = n.elapsed_ms.map(|ms| format!(" {:.1} s", ms as f64 / 1000.0)).unwrap_or_default();
    let tokens = n.tokens.map(|t| format!(", {t} tokens")).unwrap_or_default();
    let steps = super::plan_steps::served(n);
    let _ = writeln!(
        w,
        "{}{} [level {}] {}{time}{tokens} — {}{steps}",
        "  ".repeat(n.level),
        n.id.short(),
        n.level,
        n.status.as_str(),
        n.title
    );
    if let Some(q) = &n.question {
        // Model output: cleaned again (the file may have been edited), shown indented.
        let pad = "  ".repeat(n.level + 1);
        let question =
            crate::ask::clean_question(&q.question, crate::ask::MAX_QUESTION).replace('\n', &format!("\n{pad}  "));
        let _ = writeln!(w, "{pad}asks: {question}");
        if !q.why.is_empty() {
            let why = crate::ask::clean_question(&q.why, crate::ask::MAX_WHY).replace('\n', &format!("\n{pad}  "));
            let _ = writeln!(w, "{pad}why it blocks: {why}");
        }
    }
    for c in &n.children {
        print_node(w, c);
    }
}
