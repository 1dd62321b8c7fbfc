//! Smith copies in proportion to what they touch: a leaf's working copy is sparse (the files
//! its task names and the top-level files), widened when the smith reads or writes elsewhere;
//! its change merges and verifies (on a whole copy) like any other. Copies are removed when a
//! run completes, kept with --keep-work and kept when it fails.

use crate::change::{
    BUG, DEBATE, EXECUTE, FIX, add_test, calc_project, decompose, edit, fix_bug, labels, read, report, smith_edits,
};
use crate::common::{Project, git};

/// Only in the note's text: the model sees it only if reading the note gave it the content.
const MARKER: &str = "divisor-note-7731";

/// The calc project with a note in a folder no task names, many files elsewhere, and a test
/// that passes only on a complete copy.
fn project() -> Project {
    let p = calc_project();
    p.write("docs/notes/divisor.txt", &format!("{MARKER}: mean divides by the number of values\n"));
    for i in 0..30 {
        p.write(&format!("vendor/big/x{i}.txt"), &format!("file {i}\n"));
    }
    p.write(
        "test_tree.py",
        "import os\nimport unittest\n\n\nclass TreeTest(unittest.TestCase):\n    def test_whole_tree(self):\n        self.assertTrue(os.path.exists('vendor/big/x7.txt'))\n        self.assertTrue(os.path.exists('docs/notes/divisor.txt'))\n",
    );
    git(&p.repo(), &["add", "-A"]);
    git(&p.repo(), &["commit", "-q", "-m", "notes and vendored files"]);
    p
}

fn leaf(n: u32) -> String {
    format!(".agent-smith/smiths/smith-root/children/smith-00{n}/private/work")
}

/// smith-001 reads the note (outside its copy), then fixes calc.py and marks the note;
/// smith-002 adds the test.
fn script() -> String {
    let reads = "{ name: read_file, arguments: { path: docs/notes/divisor.txt } }";
    let fixes = format!(
        "{}, {}",
        edit("calc.py", BUG, FIX),
        edit("docs/notes/divisor.txt", MARKER, &format!("{MARKER} (applied)"))
    );
    format!(
        "{DEBATE}{}{EXECUTE}  - when: {{ stage: execute, smith: smith-root/smith-001, contains: \"{MARKER}\" }}\n    replies:\n      - tool_calls: [{fixes}]\n      - content: \"Fixed mean, as the note says.\"\n  - when: {{ stage: execute, smith: smith-root/smith-001 }}\n    reply: {{ tool_calls: [{reads}] }}\n{}",
        decompose(&["Fix the divisor in mean() in calc.py", "Add test_mean to test_calc.py"]),
        smith_edits("smith-root/smith-002", &add_test(), "Added test_mean."),
    )
}

#[test]
fn a_leaf_reads_outside_its_sparse_copy_and_its_change_merges_and_verifies_on_the_whole_tree() {
    let p = project();
    let (code, out, err) = fix_bug(&p, &script(), &["--keep-work"]);
    assert_eq!(code, 0, "{out}{err}");
    // The note's content reached the model (its next answer is scripted on it) and its change
    // to the note was merged, verified and applied with the fix.
    assert!(read(&p, "calc.py").contains(FIX));
    assert!(read(&p, "docs/notes/divisor.txt").contains("(applied)"));
    assert!(read(&p, "test_calc.py").contains("def test_mean"));
    let (_, json) = report(&p);
    assert_eq!(json["verified"], true);
    // "before" ran test_tree.py too: verification sees the whole tree.
    assert_eq!(labels(&json)[..2], ["before true", "attempt 1 true"]);
    // --keep-work: the copies are there, and sparse: each holds the top-level files and what
    // its smith touched, not the vendored folder.
    let first = p.repo().join(leaf(1));
    let second = p.repo().join(leaf(2));
    assert!(first.join("calc.py").is_file() && first.join("docs/notes/divisor.txt").is_file());
    assert!(!first.join("vendor").exists(), "the leaf's copy was not widened beyond what it read");
    assert!(second.join("test_calc.py").is_file());
    assert!(!second.join("docs").exists() && !second.join("vendor").exists());
    // Each leaf's patch is relative to the base like a full copy's: no deletions of what it
    // never checked out.
    let own = read(&p, ".agent-smith/smiths/smith-root/children/smith-001/outbox/changes.patch");
    assert!(own.contains("docs/notes/divisor.txt") && !own.contains("deleted file"), "{own}");
}

#[test]
fn copies_are_removed_when_the_run_completes() {
    let p = calc_project();
    let script = format!(
        "{DEBATE}{EXECUTE}{}",
        smith_edits("smith-root", &format!("{}, {}", edit("calc.py", BUG, FIX), add_test()), "Fixed.")
    );
    let (code, out, err) = fix_bug(&p, &script, &[]);
    assert_eq!(code, 0, "{out}{err}");
    assert!(!p.repo().join(".agent-smith/smiths/smith-root/private/work").exists());
    assert!(!p.repo().join(".agent-smith/verify/attempt").exists());
    assert!(!p.repo().join(".agent-smith/verify/before").exists());
    // Git's records of them are gone too.
    let base = p.repo().join(".agent-smith/base");
    assert_eq!(git(&base, &["worktree", "list"]).lines().count(), 1, "{}", git(&base, &["worktree", "list"]));
    // The results stay.
    assert!(read(&p, ".agent-smith/results/final.patch").contains(FIX));
    assert!(read(&p, ".agent-smith/smiths/smith-root/outbox/changes.patch").contains(FIX));
}

#[test]
fn copies_are_kept_with_keep_work_and_when_the_run_fails() {
    let p = calc_project();
    let script = format!(
        "{DEBATE}{EXECUTE}{}",
        smith_edits("smith-root", &format!("{}, {}", edit("calc.py", BUG, FIX), add_test()), "Fixed.")
    );
    let (code, out, err) = fix_bug(&p, &script, &["--keep-work"]);
    assert_eq!(code, 0, "{out}{err}");
    let work = p.repo().join(".agent-smith/smiths/smith-root/private/work");
    assert!(work.join("calc.py").is_file() && std::fs::read_to_string(work.join("calc.py")).unwrap().contains(FIX));
    assert!(p.repo().join(".agent-smith/verify/attempt/calc.py").is_file());

    let p = calc_project();
    let wrong = "return sum(values) / (len(values) + 1)";
    let script = format!(
        "{DEBATE}{EXECUTE}{}  - when: {{ stage: fix }}\n    reply: {{ content: \"I do not see the problem.\" }}\n",
        smith_edits("smith-root", &format!("{}, {}", edit("calc.py", BUG, wrong), add_test()), "Fixed mean."),
    );
    let (code, out, err) = fix_bug(&p, &script, &["--fix-attempts", "1"]);
    assert_eq!(code, 1, "{out}{err}");
    let work = p.repo().join(".agent-smith/smiths/smith-root/private/work");
    assert!(std::fs::read_to_string(work.join("calc.py")).unwrap().contains(wrong), "the failed run keeps its copy");
}
