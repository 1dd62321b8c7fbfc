//! `roles list`, `roles show` and `roles check` output.

use std::io::Write;

use serde::Serialize;

use crate::catalog::{Catalog, Layer, Role};
use crate::diag::Diagnostic;

use super::{json, pad};

#[derive(Serialize)]
struct ListedRole<'a> {
    category: &'a str,
    name: &'a str,
    display_name: &'a str,
    emoji: &'a str,
    description: &'a str,
    triggers: &'a [String],
    layer: Layer,
    file: String,
    active: bool,
    always_include: bool,
    lead: bool,
}

pub fn list(w: &mut dyn Write, catalog: &Catalog, category: Option<&str>, as_json: bool) {
    let _ = list_inner(w, catalog, category, as_json);
}

fn list_inner(w: &mut dyn Write, catalog: &Catalog, category: Option<&str>, as_json: bool) -> std::io::Result<()> {
    let cats = catalog.categories.iter().filter(|(c, _)| category.is_none_or(|want| want == c.as_str()));
    if as_json {
        let rows: Vec<ListedRole<'_>> = cats
            .flat_map(|(_, roles)| roles.values())
            .map(|r| ListedRole {
                category: &r.category,
                name: r.name(),
                display_name: &r.spec.display_name,
                emoji: &r.spec.emoji,
                description: &r.spec.description,
                triggers: &r.spec.triggers,
                layer: r.layer,
                file: r.file.display().to_string(),
                active: r.active,
                always_include: r.spec.always_include,
                lead: r.spec.lead,
            })
            .collect();
        return json(w, &rows);
    }
    let mut total = 0;
    for (cat, roles) in cats {
        writeln!(w, "{cat} ({})", crate::util::count(roles.len(), "role"))?;
        for r in roles.values() {
            total += 1;
            let mut marks = Vec::new();
            if r.spec.lead {
                marks.push("lead");
            }
            if r.spec.always_include {
                marks.push("always");
            }
            if r.layer != Layer::BuiltIn {
                marks.push(r.layer.label());
            }
            if !r.active {
                marks.push("inactive");
            }
            let marks = if marks.is_empty() { String::new() } else { format!("  [{}]", marks.join(", ")) };
            writeln!(w, "  {} {} {}{marks}", r.spec.emoji, pad(r.name(), 22), r.spec.description)?;
        }
        writeln!(w)?;
    }
    writeln!(w, "{}", crate::util::count(total, "role"))
}

pub fn show(w: &mut dyn Write, role: &Role, as_json: bool) {
    let _ = show_inner(w, role, as_json);
}

fn show_inner(w: &mut dyn Write, role: &Role, as_json: bool) -> std::io::Result<()> {
    if as_json {
        return json(w, role);
    }
    let s = &role.spec;
    writeln!(w, "{} {} ({}/{})", s.emoji, s.display_name, role.category, s.name)?;
    writeln!(w, "{}", s.description)?;
    writeln!(w)?;
    writeln!(w, "defined in:  {} ({})", role.file.display(), role.layer.label())?;
    if let Some(old) = &role.replaces {
        writeln!(w, "replaces:    {}", old.display())?;
    }
    writeln!(w, "triggers:    {}", if s.triggers.is_empty() { "(none)".into() } else { s.triggers.join(", ") })?;
    writeln!(w, "model:       {}", s.model.as_deref().unwrap_or("default"))?;
    writeln!(w, "lead: {}   always_include: {}   active: {}", s.lead, s.always_include, role.active)?;
    writeln!(w)?;
    writeln!(w, "convergence criteria:")?;
    for c in &s.convergence_criteria {
        writeln!(w, "  - {c}")?;
    }
    writeln!(w)?;
    writeln!(w, "rules:")?;
    for line in s.rules.lines() {
        writeln!(w, "  {line}")?;
    }
    Ok(())
}

pub fn check(w: &mut dyn Write, catalog: &Catalog, diags: &[Diagnostic]) {
    let _ = check_inner(w, catalog, diags);
}

fn check_inner(w: &mut dyn Write, catalog: &Catalog, diags: &[Diagnostic]) -> std::io::Result<()> {
    for d in diags {
        writeln!(w, "{d}")?;
    }
    let roles: usize = catalog.categories.values().map(|r| r.len()).sum();
    let errors = diags.iter().filter(|d| d.is_error()).count();
    let warnings = diags.len() - errors;
    let by_layer = |l: Layer| catalog.categories.values().flat_map(|r| r.values()).filter(|r| r.layer == l).count();
    if !diags.is_empty() {
        writeln!(w)?;
    }
    writeln!(
        w,
        "{} in {} ({} built-in, {} user, {} project, {} skills_path): {errors} error{}, {warnings} warning{}",
        crate::util::count(roles, "role"),
        crate::util::count(catalog.categories.len(), "category"),
        by_layer(Layer::BuiltIn),
        by_layer(Layer::User),
        by_layer(Layer::Project),
        by_layer(Layer::SkillsPath),
        if errors == 1 { "" } else { "s" },
        if warnings == 1 { "" } else { "s" },
    )
}
