//! Calls between the files of a project. A call that carries request data into a function of
//! another file (an [`Escape`]) is followed there: that function is analysed with the caller's
//! arguments, so a helper module's sinks are reached from the views that feed them. Files are
//! found the way each language names them: Python and Rust by module path (`app.utils`,
//! `.utils`, `crate::db`), JavaScript by relative path (`./db`), Java by class name, Go by
//! package (the folder: every file of a folder is one package, which calls its functions by bare
//! name).

use std::collections::HashMap;

use super::ast::{Carried, Entry, Escape};
use crate::scan::lex::Lang;

/// The scanned files, by language and the name a module is imported by: a file's stem, or its
/// folder's name for the file that stands for the folder (`__init__.py`, `mod.rs`, `index.js`)
/// and for every Go file (a Go package is its folder).
pub struct ModuleIndex {
    by_name: HashMap<(Lang, String), Vec<String>>,
}

/// A function of another file to analyse: the file and what to analyse there.
pub type Follow = (String, Entry);

/// A file a call may reach, the function called there, and its class.
type Target<'s, 'c> = (&'s String, &'c str, Option<&'c str>);

impl ModuleIndex {
    pub fn new<'a>(files: impl IntoIterator<Item = &'a str>) -> ModuleIndex {
        let mut by_name: HashMap<(Lang, String), Vec<String>> = HashMap::new();
        for rel in files {
            let Some(lang) = Lang::of(rel) else { continue };
            let (dir, file) = rel.rsplit_once('/').unwrap_or(("", rel));
            let stem = file.split('.').next().unwrap_or(file);
            let folder = dir.rsplit('/').next().unwrap_or(dir);
            let name = match (lang, stem) {
                (Lang::Go, _) | (Lang::Python, "__init__") | (Lang::Rust, "mod") | (Lang::Javascript, "index") => {
                    folder
                }
                _ => stem,
            };
            if !name.is_empty() {
                by_name.entry((lang, name.to_string())).or_default().push(rel.to_string());
            }
        }
        ModuleIndex { by_name }
    }

    /// Where a call of `caller` (a file of `lang`) that carries request data goes: each file
    /// that may define the callee, and the function there with the request data as arguments.
    pub fn follow(&self, caller: &str, lang: Lang, e: &Escape) -> Vec<Follow> {
        let args: Vec<Option<Carried>> = e
            .args
            .iter()
            .map(|t| {
                t.as_ref()
                    .map(|t| Carried { label: format!("{}, passed in by {caller}:{}", t.label, e.line), ..t.clone() })
            })
            .collect();
        let dir = parent(caller);
        let callee = e.callee.as_str();
        let targets: Vec<Target<'_, '_>> = match lang {
            Lang::Go => match callee.rsplit_once('.') {
                // A bare name: a function of the same package, in another file of the folder.
                None => self
                    .files(caller, lang, dir.rsplit('/').next().unwrap_or(dir))
                    .into_iter()
                    .filter(|f| parent(f) == dir)
                    .map(|f| (f, callee, None))
                    .collect(),
                Some((pkg, func)) => {
                    let pkg = pkg.rsplit('.').next().unwrap_or(pkg);
                    self.files(caller, lang, pkg).into_iter().map(|f| (f, func, None)).collect()
                }
            },
            Lang::Java => {
                let segs: Vec<&str> = callee.split('.').collect();
                let [.., class, func] = segs.as_slice() else { return Vec::new() };
                self.files(caller, lang, class).into_iter().map(|f| (f, *func, Some(*class))).collect()
            }
            Lang::Javascript => self.js_targets(caller, dir, callee),
            Lang::Python | Lang::Rust => self.module_targets(caller, lang, dir, callee),
            Lang::Template => Vec::new(),
        };
        targets
            .into_iter()
            .map(|(f, func, class)| {
                let entry = Entry { func: func.to_string(), class: class.map(str::to_string), args: args.clone() };
                (f.clone(), entry)
            })
            .collect()
    }

    /// The files of `lang` whose module is called `name`, other than `caller`.
    fn files(&self, caller: &str, lang: Lang, name: &str) -> Vec<&String> {
        self.by_name
            .get(&(lang, name.to_string()))
            .map(|v| v.iter().filter(|f| *f != caller).collect())
            .unwrap_or_default()
    }

    /// `./lib/db.query` called from a file in `dir`: the module's path, then the function.
    fn js_targets<'s, 'c>(&'s self, caller: &str, dir: &str, callee: &'c str) -> Vec<Target<'s, 'c>> {
        let Some((path, member)) = callee.rsplit_once('/') else { return Vec::new() };
        let Some((stem, func)) = member.split_once('.') else { return Vec::new() };
        if !callee.starts_with('.') || func.contains('.') {
            return Vec::new();
        }
        let Some(target) = normalize(&format!("{dir}/{path}/{stem}")) else { return Vec::new() };
        let stem = target.rsplit('/').next().unwrap_or(&target);
        self.files(caller, Lang::Javascript, stem)
            .into_iter()
            .filter(|f| {
                let base = f.split_once('.').map_or(f.as_str(), |(b, _)| b);
                base == target || base == format!("{target}/index")
            })
            .map(|f| (f, func, None))
            .collect()
    }

    /// A Python or Rust module path called from a file in `dir`: the function of a module
    /// (`utils.run`), or a method of its class (`utils.Helper.run`); a relative path names the
    /// folder, an absolute one is matched on its longest tail.
    fn module_targets<'s, 'c>(&'s self, caller: &str, lang: Lang, dir: &str, callee: &'c str) -> Vec<Target<'s, 'c>> {
        let relative = callee.len() - callee.trim_start_matches('.').len();
        let mut segs: Vec<&str> = callee.trim_start_matches('.').split('.').collect();
        // `crate::db::run`, `self::db::run`, `super::db::run`: the module path alone.
        let ups = segs.iter().take_while(|s| **s == "super").count();
        if lang == Lang::Rust {
            segs.retain(|s| !matches!(*s, "crate" | "self" | "super"));
        }
        let mut out = Vec::new();
        for class_segs in 0..=1 {
            let Some(split) = segs.len().checked_sub(1 + class_segs).filter(|n| *n > 0) else { continue };
            let (module, rest) = segs.split_at(split);
            let (class, func) = match rest {
                [func] => (None, *func),
                [class, func] => (Some(*class), *func),
                _ => continue,
            };
            // A relative path (`.utils`, `..pkg.utils`, `super::db`) names the folder;
            // one that climbs above the scanned root names nothing we have.
            let base = match (relative, ups) {
                (0, 0) => None,
                (0, up) | (up, _) => match ancestor(dir, up.saturating_sub(usize::from(lang == Lang::Python))) {
                    Some(b) => Some(b),
                    None => continue,
                },
            };
            let mut best: Vec<(usize, &String)> = Vec::new();
            for f in self.files(caller, lang, module[module.len() - 1]) {
                let score = match &base {
                    Some(b) => usize::from(module_dir(f, lang) == join(b, &module[..module.len() - 1])),
                    None => matching_tail(&module_path(f, lang), module),
                };
                if score > 0 {
                    best.push((score, f));
                }
            }
            let top = best.iter().map(|(s, _)| *s).max().unwrap_or(0);
            out.extend(best.into_iter().filter(|(s, _)| *s == top).map(|(_, f)| (f, func, class)));
        }
        out
    }
}

fn parent(rel: &str) -> &str {
    rel.rsplit_once('/').map_or("", |(d, _)| d)
}

/// `dir` `up` folders higher, if there are as many.
fn ancestor(dir: &str, up: usize) -> Option<String> {
    let mut d = dir;
    for _ in 0..up {
        if d.is_empty() {
            return None;
        }
        d = parent(d);
    }
    Some(d.to_string())
}

fn join(dir: &str, segs: &[&str]) -> String {
    std::iter::once(dir).chain(segs.iter().copied()).filter(|s| !s.is_empty()).collect::<Vec<_>>().join("/")
}

/// `a/./b/../c` as `a/c`; `None` when it climbs above the root.
fn normalize(path: &str) -> Option<String> {
    let mut out: Vec<&str> = Vec::new();
    for seg in path.split('/') {
        match seg {
            "" | "." => {}
            ".." => {
                out.pop()?;
            }
            s => out.push(s),
        }
    }
    Some(out.join("/"))
}

/// The folders and name of the module a file is (`app/utils.py` and `app/utils/__init__.py`
/// are both `app/utils`).
fn module_path(rel: &str, lang: Lang) -> Vec<&str> {
    let mut segs: Vec<&str> = rel.split('/').collect();
    let file = segs.pop().unwrap_or("");
    let stem = file.split('.').next().unwrap_or(file);
    let stands_for_folder = matches!((lang, stem), (Lang::Python, "__init__") | (Lang::Rust, "mod"));
    if !stands_for_folder {
        segs.push(stem);
    }
    segs
}

/// The folder a module's parent package is (`app` for `app/utils.py` and `app/utils/__init__.py`).
fn module_dir(rel: &str, lang: Lang) -> String {
    let mut segs = module_path(rel, lang);
    segs.pop();
    segs.join("/")
}

/// How many of `module`'s names, from the last, the file's path ends with (0: not this module).
fn matching_tail(path: &[&str], module: &[&str]) -> usize {
    path.iter().rev().zip(module.iter().rev()).take_while(|(a, b)| a == b).count()
}

#[cfg(test)]
mod tests {
    use super::*;

    fn escape(callee: &str) -> Escape {
        Escape {
            callee: callee.into(),
            line: 7,
            args: vec![None, Some(Carried { label: "request.args".into(), escaped: 2 })],
        }
    }

    fn follow(files: &[&str], caller: &str, callee: &str) -> Vec<(String, Option<String>, String)> {
        let index = ModuleIndex::new(files.iter().copied());
        let lang = Lang::of(caller).unwrap_or(Lang::Python);
        let mut out: Vec<_> =
            index.follow(caller, lang, &escape(callee)).into_iter().map(|(f, e)| (f, e.class, e.func)).collect();
        out.sort();
        out
    }

    fn one(file: &str, class: Option<&str>, func: &str) -> Vec<(String, Option<String>, String)> {
        vec![(file.into(), class.map(str::to_string), func.into())]
    }

    #[test]
    fn python_modules_by_path_relative_and_package() {
        let files = ["app/views.py", "app/utils.py", "other/utils.py", "app/db/__init__.py", "app/svc.py"];
        assert_eq!(follow(&files, "app/views.py", "app.utils.run"), one("app/utils.py", None, "run"));
        assert_eq!(follow(&files, "app/views.py", ".utils.run"), one("app/utils.py", None, "run"));
        assert_eq!(follow(&files, "app/views.py", ".db.query"), one("app/db/__init__.py", None, "query"));
        assert_eq!(follow(&files, "app/views.py", "app.svc.Svc.run"), one("app/svc.py", Some("Svc"), "run"));
        // `utils` alone is either file: both are followed.
        assert_eq!(follow(&files, "app/views.py", "utils.run").len(), 2);
        assert!(follow(&files, "app/views.py", "subprocess.run").is_empty());
        assert!(follow(&files, "app/views.py", "...x.run").is_empty());
    }

    #[test]
    fn go_packages_are_folders() {
        let files = ["cmd/main.go", "cmd/helpers.go", "internal/db/db.go", "internal/db/q.go"];
        assert_eq!(follow(&files, "cmd/main.go", "helper"), one("cmd/helpers.go", None, "helper"));
        assert_eq!(follow(&files, "cmd/main.go", "db.Query").len(), 2);
        assert!(follow(&files, "cmd/main.go", "fmt.Sprintf").is_empty());
    }

    #[test]
    fn javascript_relative_paths_and_java_classes_and_rust_paths() {
        let files = ["src/app.js", "src/lib/db.ts", "src/util/index.js", "src/Web.java", "src/Helper.java"];
        assert_eq!(follow(&files, "src/app.js", "./lib/db.query"), one("src/lib/db.ts", None, "query"));
        assert_eq!(follow(&files, "src/app.js", "./util.run"), one("src/util/index.js", None, "run"));
        assert!(follow(&files, "src/app.js", "../../x.run").is_empty());
        assert!(follow(&files, "src/app.js", "express.run").is_empty());
        assert_eq!(follow(&files, "src/Web.java", "Helper.run"), one("src/Helper.java", Some("Helper"), "run"));
        let rust = ["src/main.rs", "src/db.rs", "src/web/mod.rs"];
        assert_eq!(follow(&rust, "src/main.rs", "crate.db.query"), one("src/db.rs", None, "query"));
        assert_eq!(follow(&rust, "src/main.rs", "web.handle"), one("src/web/mod.rs", None, "handle"));
    }

    #[test]
    fn the_taint_says_where_it_came_from() {
        let index = ModuleIndex::new(["a/v.py", "a/u.py"]);
        let got = index.follow("a/v.py", Lang::Python, &escape(".u.run"));
        let carried = Carried { label: "request.args, passed in by a/v.py:7".to_string(), escaped: 2 };
        assert_eq!(got[0].1.args, vec![None, Some(carried)], "the label says where; what it is escaped against stays");
    }
}
