//! Running the rounds.

use std::path::PathBuf;

use serde::Serialize;
use serde_json::json;

use super::plan::Revision;
use super::plan::{self, Dissent, Plan, Response};
use super::rules::{self, Next};
use super::substance;
use super::verdict::Verdict;
use super::{Conduct, FirstReview, ModelRef, Outcome, Pause, Position, Round, Stance, UserAnswer};
use crate::ask::{Answer, AskError, Problem, ask};
use crate::catalog::{OnNoConsensus, Role};
use crate::config::DebateMode;
use crate::context::Ticket;
use crate::event::{EventKind, Events, Origin};
use crate::llm::{ChatRequest, Gateway, LlmError, Message, RequestMeta};
use crate::templates::{TemplateError, Templates};

/// The longest the other reviews of a round wait for the first one's answer to begin, when they
/// are sent after it to read the prefix it caches.
const STAGGER_WAIT: std::time::Duration = std::time::Duration::from_secs(5);

/// A panel member, as the outcome records it.
#[derive(Debug, Clone, PartialEq, Serialize, serde::Deserialize)]
pub struct Member {
    pub role: String,
    pub display_name: String,
    pub emoji: String,
    /// Why triage put the role on the panel.
    pub reason: String,
    /// The model the role speaks with.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub model: Option<ModelRef>,
}

/// What a debate is about and who debates.
pub struct DebateInput<'a> {
    pub topic: &'a Ticket,
    pub category: &'a str,
    /// A summary of the repository or document, for the drafter.
    pub context: String,
    /// The project's knowledge (`.agentsmith/knowledge.md`, bounded), for every prompt of the
    /// debate; empty when there is none.
    pub knowledge: String,
    /// The panel, in order; each member's reason for being there.
    pub panel: Vec<(&'a Role, String)>,
    pub max_rounds: u8,
    pub on_no_consensus: OnNoConsensus,
    /// Every role every round, or one reviewer first; the models the roles take.
    pub conduct: Conduct,
}

impl DebateInput<'_> {
    /// The model alias of the panel's `i`th role: its own `model:`, else the next of
    /// `discussion.models` in turn (role `i` takes `models[i % n]`), else the default (`None`).
    pub fn alias_of(&self, i: usize) -> Option<&str> {
        let (role, _) = self.panel.get(i)?;
        let models = &self.conduct.models;
        role.spec.model.as_deref().or_else(|| models.get(i % models.len().max(1)).map(String::as_str))
    }

    /// The drafter's and consolidator's model: the lead's, or the default without a lead.
    pub fn planner_alias(&self) -> Option<&str> {
        self.panel.iter().position(|(r, _)| r.spec.lead).and_then(|i| self.alias_of(i))
    }

    /// Who reviews first in `when-needed` mode: the first role that did not draft the plan
    /// (the lead drafts it), else the lead.
    pub fn first_reviewer(&self) -> usize {
        self.panel.iter().position(|(r, _)| !r.spec.lead).unwrap_or(0)
    }
}

#[derive(Debug, thiserror::Error)]
pub enum DebateError {
    #[error(transparent)]
    Template(#[from] TemplateError),
    #[error("drafting the plan failed: {0}")]
    Draft(LlmError),
    #[error("the panel is empty; choose roles with --roles or check skills.yaml")]
    EmptyPanel,
    #[error("the saved debate does not wait for an answer")]
    NotPaused,
}

/// Runs debates through one gateway.
pub struct Debater<'a> {
    pub gateway: &'a Gateway,
    pub templates: &'a Templates,
    /// Where the debate's events go (rounds, positions, plans).
    pub events: Events,
    /// Where each prompt is written (`.agent-smith/debate/prompts`), for audit.
    pub prompt_dir: Option<PathBuf>,
    /// Who answers the consolidator's question (`ask_user` in its answer): `Some(answer)` on a
    /// terminal, `None` when no one can now (the debate then pauses). `None` here: the
    /// consolidator may not ask (`tools.ask_user: off`, or a pipeline that cannot pause).
    pub ask: Option<&'a dyn crate::ask::Asker>,
}

#[derive(Serialize)]
struct TopicCtx<'a> {
    title: &'a str,
    body: &'a str,
}

#[derive(Serialize)]
struct PositionCtx<'a> {
    role: &'a str,
    display_name: &'a str,
    verdict: &'a str,
    reasoning: &'a str,
    alternative: &'a str,
}

impl Debater<'_> {
    fn emit(&self, e: EventKind) {
        self.events.emit(Origin::stage("debate"), e);
    }

    /// Writes `file` in the prompt folder (for audit), masked.
    fn keep(&self, file: &str, text: &str) {
        let Some(dir) = &self.prompt_dir else { return };
        let _ = std::fs::create_dir_all(dir);
        let text = self.gateway.redactor().mask(text);
        let _ = crate::util::write_atomic(&dir.join(file), text.as_bytes());
    }

    fn log_prompt(&self, name: &str, req: &ChatRequest) {
        let text: String = req.messages.iter().map(|m| format!("## {:?}\n\n{}\n\n", m.role, m.content)).collect();
        self.keep(&format!("{name}.md"), &text);
    }

    /// Keeps an answer that could not be used (`NAME.unusable.md` beside the prompt), so the
    /// user can see what the model said.
    fn log_unusable(&self, name: &str, problem: &Problem, answer: &str) {
        let text = format!("# Unusable answer ({name})\n\nWhy: {problem}\n\n## The answer, as received\n\n{answer}\n");
        self.keep(&format!("{name}.unusable.md"), &text);
    }

    fn lead<'r>(input: &DebateInput<'r>) -> Option<&'r Role> {
        input.panel.iter().map(|(r, _)| *r).find(|r| r.spec.lead)
    }

    /// The prompt for round 0.
    pub fn draft_request(&self, input: &DebateInput<'_>) -> Result<ChatRequest, TemplateError> {
        let lead = Self::lead(input);
        let panel: Vec<serde_json::Value> = input.panel.iter().map(|(r, _)| json!({ "name": r.name(), "display_name": r.spec.display_name, "description": r.spec.description })).collect();
        // A category may word the draft for its own kind of job (`debate/legal/draft.md.j2`).
        let specific = format!("debate/{}/draft.md.j2", input.category);
        let name = if self.templates.has(&specific) { specific.as_str() } else { "debate/draft.md.j2" };
        let user = self.templates.render(
            name,
            json!({ "lead": lead.map(|l| json!({ "display_name": l.spec.display_name })), "context": input.context, "panel": panel }),
        )?;
        self.plan_request(input, lead, user, "draft", 0)
    }

    /// A request for a plan (the draft, a consolidation), in the lead's voice when there is one.
    /// What every plan request repeats comes first, each part marked for the prompt cache: the
    /// job and the project knowledge, then the lead's role; what the stage asks comes last.
    fn plan_request(
        &self,
        input: &DebateInput<'_>,
        lead: Option<&Role>,
        user: String,
        stage: &str,
        round: u32,
    ) -> Result<ChatRequest, TemplateError> {
        let mut messages = vec![Message::system(self.job(input)?)];
        if let Some(l) = lead {
            messages
                .push(Message::system(self.templates.render("debate/role-system.md.j2", json!({ "role": l.spec }))?));
        }
        messages.push(Message::user(user));
        let meta = RequestMeta {
            stage: stage.into(),
            role: lead.map(|l| l.name().to_string()),
            round: Some(round),
            smith: None,
        };
        Ok(ChatRequest::new(messages, Some((Plan::NAME, Plan::schema())), meta))
    }

    /// The prompt a member gets in a round.
    pub fn review_request(
        &self,
        input: &DebateInput<'_>,
        role: &Role,
        plan: &Plan,
        round: u32,
        previous: Option<&Round>,
    ) -> Result<ChatRequest, TemplateError> {
        let prev: Vec<PositionCtx<'_>> = previous
            .map(|r| {
                r.positions
                    .iter()
                    .filter(|p| p.stance != Stance::Invalid)
                    .map(|p| PositionCtx {
                        role: &p.role,
                        display_name: &p.display_name,
                        verdict: p.stance.as_str(),
                        reasoning: p.reasoning(),
                        alternative: p.alternative(),
                    })
                    .collect()
            })
            .unwrap_or_default();
        let own = previous
            .and_then(|r| r.positions.iter().find(|p| p.role == role.name()))
            .map(|p| json!({ "verdict": p.stance.as_str(), "reasoning": p.reasoning() }));
        // What repeats comes first, each part marked for the prompt cache: what every role
        // shares (the job, the project knowledge, how to answer), then the role; the plan and
        // the positions, which change every round, come last.
        let shared = format!(
            "{}\n\n{}",
            self.job(input)?.trim_end(),
            self.templates.render("debate/review-answer.md.j2", json!({}))?
        );
        let user = self.templates.render(
            "debate/review.md.j2",
            json!({
                "plan": plan.markdown(),
                "plan_version": plan.version,
                "round": round,
                "max_rounds": input.max_rounds,
                "previous": prev,
                "own_previous": own,
            }),
        )?;
        let system = self.templates.render("debate/role-system.md.j2", json!({ "role": role.spec }))?;
        let meta = RequestMeta {
            stage: "review".into(),
            role: Some(role.name().to_string()),
            round: Some(round),
            smith: None,
        };
        Ok(ChatRequest::new(
            vec![Message::system(shared), Message::system(system), Message::user(user)],
            Some((Verdict::NAME, Verdict::schema())),
            meta,
        ))
    }

    fn consolidate_request(
        &self,
        input: &DebateInput<'_>,
        plan: &Plan,
        round: &Round,
        answers: &[UserAnswer],
    ) -> Result<ChatRequest, TemplateError> {
        let lead = Self::lead(input);
        let pick = |s: Stance| -> Vec<serde_json::Value> {
            round
                .positions
                .iter()
                .filter(|p| p.stance == s)
                .map(|p| json!({ "role": p.role, "reasoning": p.reasoning(), "alternative": p.alternative() }))
                .collect()
        };
        let user = self.templates.render(
            "debate/consolidate.md.j2",
            json!({
                "lead": lead.map(|l| json!({ "display_name": l.spec.display_name })),
                "plan": plan.markdown(),
                "plan_version": plan.version,
                "next_version": plan.version + 1,
                "round": round.number,
                "objections": pick(Stance::Object),
                "suggestions": pick(Stance::Suggest),
            }),
        )?;
        let user = user + &answered(answers);
        self.plan_request(input, lead, user, "consolidate", round.number)
    }

    /// The job and the project knowledge: the part of a review or revision prompt that every
    /// round repeats.
    fn job(&self, input: &DebateInput<'_>) -> Result<String, TemplateError> {
        self.templates.render(
            "debate/job.md.j2",
            json!({ "topic": TopicCtx { title: &input.topic.title, body: &input.topic.body }, "knowledge": input.knowledge }),
        )
    }

    /// Runs the whole debate: the draft, then rounds until the rules (`rules::next`) say the
    /// plan stands, the dissent stands, the debate failed, or a revision failed; then what
    /// stands at the end.
    pub async fn run(&self, input: &DebateInput<'_>) -> Result<Outcome, DebateError> {
        if input.panel.is_empty() {
            return Err(DebateError::EmptyPanel);
        }
        let max_rounds = input.max_rounds.clamp(1, crate::limits::MAX_ROUNDS);
        let mut outcome = self.outcome(input, max_rounds);
        match self.draft(input, &mut outcome.answers).await? {
            Ok(plan) => outcome.plans.push(plan),
            Err(why) => outcome.failed = Some(why),
        }
        let pending = match (input.conduct.mode, outcome.plans.last().cloned()) {
            (DebateMode::WhenNeeded, Some(plan)) if outcome.failed.is_none() => {
                Some(self.first_review(input, &plan, &mut outcome).await?)
            }
            _ => None,
        };
        self.rounds(input, outcome, 1, pending).await
    }

    /// `when-needed`: the first reviewer alone reviews plan v1. A valid AGREE or SUGGEST (no
    /// unmet criterion) stated with at least `min_confidence` lets the plan stand without the
    /// panel: round 1 holds that one position. Otherwise the panel is convened: round 1 is held
    /// with the other roles, blind, and the first reviewer's position counts as its own (it is
    /// not asked twice). Returns what the rules say of round 1.
    async fn first_review(
        &self,
        input: &DebateInput<'_>,
        plan: &Plan,
        outcome: &mut Outcome,
    ) -> Result<Next, DebateError> {
        let i = input.first_reviewer();
        let Some((role, _)) = input.panel.get(i) else { return Err(DebateError::EmptyPanel) };
        self.emit(EventKind::FirstReview { role: role.name().to_string(), plan_version: plan.version });
        let req = self.review_request(input, role, plan, 1, None)?;
        self.log_prompt(&format!("round-1-{}", role.name()), &req);
        let position = self.review(input, role, input.alias_of(i), plan, req, None).await;
        let min_confidence = input.conduct.min_confidence;
        // A position that states no confidence is unsure; an absent one is never agreement.
        let sure = position.confidence().is_some_and(|c| c >= min_confidence);
        let stands = sure && matches!(position.stance, Stance::Agree | Stance::Suggest);
        let first = FirstReview {
            reviewer: position.role.clone(),
            stance: position.stance,
            confidence: position.confidence(),
            min_confidence,
            convened: !stands,
        };
        self.emit(EventKind::PanelConvened {
            convened: first.convened,
            reviewer: first.reviewer.clone(),
            stance: first.stance.as_str().to_ascii_lowercase(),
            confidence: first.confidence,
            why: first.reason(),
        });
        outcome.when_needed = Some(first);
        let round = if stands {
            let positions = vec![position];
            Round { number: 1, plan_version: plan.version, positions, converged: false, first_reviewer_only: true }
        } else {
            self.round(input, plan, 1, None, Some((i, position))).await?
        };
        let next = rules::next(&round, outcome.max_rounds == 1);
        if next == Next::Failed {
            outcome.failed = Some(absent_failure(&round));
        }
        outcome.rounds.push(round);
        Ok(next)
    }

    /// The model an alias resolves to, as the outcome records it (`None`: the default).
    fn model_ref(&self, alias: Option<&str>) -> Option<ModelRef> {
        let alias = alias.unwrap_or("default");
        self.gateway.model_name(Some(alias)).map(|name| ModelRef { alias: alias.to_string(), name })
    }

    /// Continues a debate that paused on the consolidator's question, with the user's answer:
    /// the revision it paused in (the answer in the consolidator's prompt), then the rounds
    /// left. Finished rounds are not held again; what was spent before is added.
    pub async fn resume(
        &self,
        input: &DebateInput<'_>,
        mut outcome: Outcome,
        answer: &str,
    ) -> Result<Outcome, DebateError> {
        let Some(pause) = outcome.paused.take() else { return Err(DebateError::NotPaused) };
        let Some(round) = outcome.rounds.iter().find(|r| r.number == pause.round) else {
            return Err(DebateError::NotPaused);
        };
        let next = rules::next(round, pause.round == u32::from(outcome.max_rounds));
        let (before, before_by_role) = (outcome.usage.clone(), std::mem::take(&mut outcome.usage_by_role));
        outcome.answers.push(UserAnswer {
            round: pause.round,
            question: pause.question,
            why: pause.why,
            answer: answer.trim().to_string(),
        });
        let mut outcome = self.rounds(input, outcome, pause.round, Some(next)).await?;
        outcome.usage.merge(&before);
        let mut by_role: std::collections::BTreeMap<String, crate::llm::Tally> = before_by_role.into_iter().collect();
        for (role, t) in std::mem::take(&mut outcome.usage_by_role) {
            by_role.entry(role).or_default().merge(&t);
        }
        outcome.usage_by_role = by_role.into_iter().collect();
        Ok(outcome)
    }

    /// The rounds from `from`; `pending`: round `from` was held already (before a pause) and
    /// this is what the rules said of it.
    async fn rounds(
        &self,
        input: &DebateInput<'_>,
        mut outcome: Outcome,
        from: u32,
        mut pending: Option<Next>,
    ) -> Result<Outcome, DebateError> {
        let max_rounds = outcome.max_rounds;
        for number in from..=u32::from(max_rounds) {
            let Some(current) = outcome.plans.last().filter(|_| outcome.failed.is_none()).cloned() else { break };
            let next = match pending.take() {
                Some(next) => next,
                None => {
                    let round = self.round(input, &current, number, outcome.rounds.last(), None).await?;
                    let next = rules::next(&round, number == u32::from(max_rounds));
                    if next == Next::Failed {
                        outcome.failed = Some(absent_failure(&round));
                    }
                    outcome.rounds.push(round);
                    next
                }
            };
            // One reviewer's approval (`when-needed`) lets the plan stand, but is no consensus.
            let agreed = outcome.approved_alone().is_none();
            match next {
                Next::Agreed => {
                    outcome.converged = agreed;
                    break;
                }
                Next::NoConsensus | Next::Failed => break,
                Next::ReviewAgain => continue,
                Next::FoldSuggestions | Next::AnswerObjections => {
                    let Some(round) = outcome.rounds.last() else { break };
                    match self.revise(input, &current, round, &mut outcome.answers).await? {
                        Revised::Plan(p) => outcome.plans.push(p),
                        Revised::Failed(why) => {
                            outcome.partial = Some(why);
                            break;
                        }
                        Revised::Asks(question, why) => {
                            outcome.paused = Some(Pause { round: number, question, why });
                            self.spent(&mut outcome);
                            return Ok(outcome);
                        }
                    }
                    if next == Next::FoldSuggestions {
                        outcome.converged = agreed;
                        break;
                    }
                }
            }
        }
        self.conclude(input, &mut outcome);
        Ok(outcome)
    }

    /// The outcome before anything happened: the topic and the panel, with their models.
    fn outcome(&self, input: &DebateInput<'_>, max_rounds: u8) -> Outcome {
        Outcome {
            topic: input.topic.title.clone(),
            category: input.category.to_string(),
            panel: input
                .panel
                .iter()
                .enumerate()
                .map(|(i, (r, why))| Member {
                    role: r.name().to_string(),
                    display_name: r.spec.display_name.clone(),
                    emoji: r.spec.emoji.clone(),
                    reason: why.clone(),
                    model: self.model_ref(input.alias_of(i)),
                })
                .collect(),
            max_rounds,
            rounds: Vec::new(),
            plans: Vec::new(),
            converged: false,
            planner_model: self.model_ref(input.planner_alias()),
            when_needed: None,
            vote: None,
            dissent: Vec::new(),
            absent: Vec::new(),
            stopped: false,
            partial: None,
            failed: None,
            usage: Default::default(),
            usage_by_role: Vec::new(),
            notes: Vec::new(),
            paused: None,
            answers: Vec::new(),
            spend: None,
        }
    }

    /// Round 0: the lead (or the planner) drafts plan v1; `Ok(Err(why))` when the answer, asked
    /// again once, still held no reviewable plan.
    ///
    /// When the user may be asked (`tools.ask_user: on`), the drafter gets the consolidator's
    /// answer schema (so the two share their cached prefix, tools first): a question is asked
    /// on a terminal, and without one the drafter is told to decide and say what it assumed;
    /// the debate never pauses before its first plan.
    async fn draft(
        &self,
        input: &DebateInput<'_>,
        answers: &mut Vec<UserAnswer>,
    ) -> Result<Result<Plan, String>, DebateError> {
        let lead = Self::lead(input);
        self.emit(EventKind::DraftStarted { by: lead.map_or_else(|| "planner".to_string(), |l| l.name().to_string()) });
        let alias = input.planner_alias();
        let req = self.draft_request(input)?;
        self.log_prompt("round-0-draft", &req);
        let mut drafted = None;
        if let Some(asker) = self.ask {
            let check = self.plan_rules(input, &[]);
            let check = |r: &Revision| match r {
                Revision::Plan(p) => check(p),
                Revision::Ask { .. } => Ok(()),
            };
            match ask::<Revision>(self.gateway, alias, req.clone(), &check).await {
                Ok(crate::ask::Asked { value: Revision::Plan(p), .. }) => drafted = Some(Ok(Plan { version: 1, ..p })),
                Ok(crate::ask::Asked { value: Revision::Ask { question, why }, .. }) => {
                    let answer = match asker.ask("lead", &question, &why).await {
                        Some(a) => a.trim().to_string(),
                        None => NOT_ASKED.to_string(),
                    };
                    answers.push(UserAnswer { round: 0, question, why, answer });
                }
                Err(e) => drafted = Some(self.settle(input, Err(e), 1, &[], "round-0-draft")),
            }
        }
        let drafted = match drafted {
            Some(d) => d,
            None => {
                let mut req = req;
                if let Some(last) = req.messages.last_mut() {
                    last.content.push_str(&answered(answers));
                }
                self.log_prompt("round-0-draft-answered", &req);
                self.plan_call(input, alias, req, 1, &[], "round-0-draft").await
            }
        };
        match drafted {
            Ok(plan) => {
                self.emit(EventKind::PlanReady {
                    version: plan.version,
                    title: plan.title.clone(),
                    steps: plan.steps.len(),
                });
                Ok(Ok(plan))
            }
            Err(PlanError::Call(e)) => Err(DebateError::Draft(e)),
            Err(PlanError::Unusable(why)) => Ok(Err(format!("the drafted plan cannot be reviewed: {why}"))),
        }
    }

    /// One round: every member reviews `current` at once (the gateway bounds the calls).
    /// `given`: the panel's `i`th role already took its position in this round (the first
    /// review of a `when-needed` debate), which counts without asking it again.
    async fn round(
        &self,
        input: &DebateInput<'_>,
        current: &Plan,
        number: u32,
        previous: Option<&Round>,
        given: Option<(usize, Position)>,
    ) -> Result<Round, DebateError> {
        let asked = input.panel.len() - usize::from(given.is_some());
        self.emit(EventKind::RoundStarted { round: number, plan_version: current.version, roles: asked });
        let mut calls = Vec::new();
        let mut stagger = false;
        for (i, (role, _)) in input.panel.iter().enumerate() {
            if given.as_ref().is_some_and(|(g, _)| *g == i) {
                continue;
            }
            let req = self.review_request(input, role, current, number, previous)?;
            if calls.is_empty() {
                stagger = asked > 1 && crate::llm::cacheable(crate::llm::leading_tokens(&req));
            }
            self.log_prompt(&format!("round-{number}-{}", role.name()), &req);
            calls.push(self.review(input, role, input.alias_of(i), current, req, previous));
        }
        let positions = if stagger {
            // The block every role shares is long enough to cache, but a provider's cache
            // serves a prefix only once the answer that wrote it has begun: sent together,
            // every review would pay the write. So the first review goes first and the others
            // as soon as its answer starts (or after STAGGER_WAIT, so a slow server does not
            // serialise the round).
            let mut calls = calls.into_iter();
            let first = calls.next();
            let rest: Vec<_> = calls.collect();
            let started = std::sync::Arc::new(tokio::sync::Notify::new());
            let first = async {
                match first {
                    Some(call) => vec![crate::llm::first_event(started.clone(), call).await],
                    None => Vec::new(),
                }
            };
            let rest = async {
                let _ = tokio::time::timeout(STAGGER_WAIT, started.notified()).await;
                futures::future::join_all(rest).await
            };
            let (mut positions, rest) = futures::join!(first, rest);
            positions.extend(rest);
            positions
        } else {
            futures::future::join_all(calls).await
        };
        let mut positions = positions;
        if let Some((i, p)) = given {
            positions.insert(i.min(positions.len()), p);
        }
        let mut round =
            Round { number, plan_version: current.version, positions, converged: false, first_reviewer_only: false };
        round.converged = rules::converged(&round);
        let total = self.gateway.ledger().total();
        self.emit(EventKind::RoundFinished {
            round: number,
            converged: round.converged,
            agree: round.count(Stance::Agree),
            object: round.count(Stance::Object),
            suggest: round.count(Stance::Suggest),
            invalid: round.count(Stance::Invalid),
            tokens: total.input_tokens + total.output_tokens,
            cost_usd: total.known_cost(),
        });
        Ok(round)
    }

    /// The consolidator's next version, answering the round's objections (or folding in its
    /// suggestions); `Err(why)` when no usable revision came back.
    async fn revise(
        &self,
        input: &DebateInput<'_>,
        current: &Plan,
        round: &Round,
        answers: &mut Vec<UserAnswer>,
    ) -> Result<Revised, DebateError> {
        self.emit(EventKind::Revising {
            round: round.number,
            objections: round.count(Stance::Object),
            next_version: current.version + 1,
        });
        let objectors: Vec<String> =
            round.positions.iter().filter(|p| p.stance == Stance::Object).map(|p| p.role.clone()).collect();
        let alias = input.planner_alias();
        let name = format!("round-{}-consolidate", round.number);
        let version = current.version + 1;
        // One question per revision: once answered, the revision is asked for without the choice.
        let asker = self.ask.filter(|_| !answers.iter().any(|a| a.round == round.number));
        let mut result = None;
        if let Some(asker) = asker {
            let req = self.consolidate_request(input, current, round, answers)?;
            self.log_prompt(&name, &req);
            let check = self.plan_rules(input, &objectors);
            let check = |r: &Revision| match r {
                Revision::Plan(p) => check(p),
                Revision::Ask { .. } => Ok(()),
            };
            match ask::<Revision>(self.gateway, alias, req, &check).await {
                Ok(crate::ask::Asked { value: Revision::Plan(p), .. }) => result = Some(Ok(Plan { version, ..p })),
                Ok(crate::ask::Asked { value: Revision::Ask { question, why }, .. }) => {
                    match asker.ask("consolidator", &question, &why).await {
                        Some(answer) => answers.push(UserAnswer {
                            round: round.number,
                            question,
                            why,
                            answer: answer.trim().to_string(),
                        }),
                        None => return Ok(Revised::Asks(question, why)),
                    }
                }
                Err(e) => result = Some(self.settle(input, Err(e), version, &objectors, &name)),
            }
        }
        let result = match result {
            Some(r) => r,
            None => {
                let req = self.consolidate_request(input, current, round, answers)?;
                let name = if asker.is_some() { format!("{name}-answered") } else { name };
                self.log_prompt(&name, &req);
                self.plan_call(input, alias, req, version, &objectors, &name).await
            }
        };
        Ok(match result {
            Ok(p) => {
                self.emit(EventKind::PlanReady { version: p.version, title: p.title.clone(), steps: p.steps.len() });
                Revised::Plan(p)
            }
            Err(PlanError::Call(e)) => {
                Revised::Failed(format!("revising the plan after round {} failed: {e}", round.number))
            }
            Err(PlanError::Unusable(why)) => {
                Revised::Failed(format!("the revision after round {} cannot be reviewed: {why}", round.number))
            }
        })
    }

    /// What stands at the end: the dissent when there was no consensus (written into the plan,
    /// or the debate stopped, as `on_no_consensus` says), and the usage.
    fn conclude(&self, input: &DebateInput<'_>, outcome: &mut Outcome) {
        if !outcome.converged && outcome.approved_alone().is_none() {
            if let Some(last) = outcome.rounds.last() {
                outcome.dissent = last
                    .positions
                    .iter()
                    .filter(|p| p.stance == Stance::Object)
                    .map(|p| Dissent {
                        role: p.role.clone(),
                        objection: p.reasoning().to_string(),
                        alternative: p.alternative().to_string(),
                    })
                    .collect();
                outcome.absent =
                    rules::absent(last).into_iter().map(|(r, why)| (r.to_string(), why.to_string())).collect();
            }
            match input.on_no_consensus {
                OnNoConsensus::Proceed => {
                    if let Some(p) = outcome.plans.last_mut() {
                        p.dissent = outcome.dissent.clone();
                    }
                }
                OnNoConsensus::Stop => outcome.stopped = true,
                OnNoConsensus::Vote => hold_vote(outcome),
            }
        }
        self.spent(outcome);
        self.emit(EventKind::DebateFinished {
            converged: outcome.converged,
            rounds: outcome.rounds.len(),
            dissent: outcome.dissent.len(),
            failed: outcome.failed.clone(),
            approved_by: outcome.approved_alone().map(|w| w.reviewer.clone()),
            vote: outcome.vote.as_ref().map(|v| crate::event::VoteCount {
                in_favour: v.in_favour,
                against: v.against,
                carried: v.carried,
            }),
        });
        let u = &outcome.usage;
        self.emit(EventKind::Usage {
            calls: u.calls,
            input_tokens: u.input_tokens,
            cached_input_tokens: u.cache_read_tokens,
            output_tokens: u.output_tokens,
            cost_usd: u.known_cost(),
        });
    }

    /// What the debate spent, in all and by role.
    fn spent(&self, outcome: &mut Outcome) {
        outcome.usage = self.gateway.ledger().total();
        let mut by_role: std::collections::BTreeMap<String, crate::llm::Tally> = std::collections::BTreeMap::new();
        for ((_, role, _), t) in self.gateway.ledger().by_key() {
            by_role.entry(role.unwrap_or_else(|| "planner".into())).or_default().merge(&t);
        }
        outcome.usage_by_role = by_role.into_iter().collect();
    }

    /// One role's review: the call, one more try for an unusable answer (unreadable, or with
    /// no substance), and the verdict's meaning once its criteria are weighed.
    async fn review(
        &self,
        input: &DebateInput<'_>,
        role: &Role,
        alias: Option<&str>,
        plan: &Plan,
        req: ChatRequest,
        previous: Option<&Round>,
    ) -> Position {
        let round = req.meta.round.unwrap_or(0);
        let mut position = Position {
            role: role.name().to_string(),
            display_name: role.spec.display_name.clone(),
            emoji: role.spec.emoji.clone(),
            round,
            stance: Stance::Invalid,
            verdict: None,
            invalid: None,
            unmet: Vec::new(),
            changed_from: None,
            asked_again: false,
            model: self.model_ref(alias),
        };
        let read = format!("{}\n{}\n{}", input.topic.title, input.topic.body, plan.markdown());
        let prompt: String = req.messages.iter().map(|m| m.content.as_str()).collect::<Vec<_>>().join("\n");
        let quoted: String = previous
            .map(|r| r.positions.iter().map(|p| format!("{}\n{}\n", p.reasoning(), p.alternative())).collect())
            .unwrap_or_default();
        let reviewed = substance::Reviewed { plan: &read, prompt: &prompt, quoted: &quoted };
        let check = |v: &Verdict| substance::position_problem(v, &reviewed).map_or(Ok(()), Err);
        let parsed = match ask::<Verdict>(self.gateway, alias, req, &check).await {
            Ok(a) => {
                position.asked_again = a.attempts > 1;
                Ok(a.value)
            }
            Err(e) => {
                position.asked_again = !matches!(e, AskError::Call(_));
                if let AskError::Unusable { problem, answer, .. } = &e {
                    self.log_unusable(&format!("round-{round}-{}", role.name()), problem, answer);
                }
                Err(why_absent(&e))
            }
        };
        match parsed {
            Ok(v) => {
                (position.stance, position.unmet) = rules::stance_of(&v);
                position.verdict = Some(v);
            }
            Err(why) => position.invalid = Some(why),
        }
        if let Some(prev) = previous.and_then(|r| r.positions.iter().find(|p| p.role == position.role))
            && prev.stance != position.stance
        {
            position.changed_from = Some(prev.stance);
        }
        self.events.emit(
            Origin::stage("debate").role(&position.role),
            EventKind::PositionTaken {
                round,
                emoji: position.emoji.clone(),
                stance: position.stance.as_str().to_ascii_lowercase(),
                reason: position.one_line(),
                confidence: position.confidence(),
            },
        );
        position
    }

    /// A plan from the drafter or consolidator, asked again once when the answer holds no
    /// reviewable plan (no steps, a title that names nothing) or leaves objections unanswered.
    async fn plan_call(
        &self,
        input: &DebateInput<'_>,
        alias: Option<&str>,
        req: ChatRequest,
        version: u32,
        objectors: &[String],
        name: &str,
    ) -> Result<Plan, PlanError> {
        let check = self.plan_rules(input, objectors);
        let asked = ask::<Plan>(self.gateway, alias, req, &check).await.map(|a| a.value);
        self.settle(input, asked, version, objectors, name)
    }

    /// What a plan must be: reviewable, and answering every objection.
    fn plan_rules<'x>(
        &self,
        input: &'x DebateInput<'_>,
        objectors: &'x [String],
    ) -> impl Fn(&Plan) -> Result<(), Problem> + Send + Sync + 'x {
        let roles: Vec<&'x str> =
            input.panel.iter().flat_map(|(r, _)| [r.name(), r.spec.display_name.as_str()]).collect();
        move |plan: &Plan| -> Result<(), Problem> {
            if let Some(problem) = substance::plan_problem(plan, &roles) {
                return Err(problem);
            }
            let missing: Vec<&str> = objectors
                .iter()
                .filter(|o| !plan.responses.iter().any(|r| &r.role == *o))
                .map(String::as_str)
                .collect();
            if missing.is_empty() {
                Ok(())
            } else {
                Err(Problem::new(
                    format!("these objections are not answered in `responses`: {}", missing.join(", ")),
                    "",
                ))
            }
        }
    }

    /// The plan from an answer: as asked, or, when asked again it was still unusable, what can
    /// be read of it (objections left unanswered recorded as such).
    fn settle(
        &self,
        input: &DebateInput<'_>,
        asked: Result<Plan, AskError>,
        version: u32,
        objectors: &[String],
        name: &str,
    ) -> Result<Plan, PlanError> {
        let roles: Vec<&str> = input.panel.iter().flat_map(|(r, _)| [r.name(), r.spec.display_name.as_str()]).collect();
        match asked {
            Ok(p) => Ok(Plan { version, ..p }),
            Err(AskError::Call(e) | AskError::Again { error: e, .. }) => Err(PlanError::Call(e)),
            Err(AskError::Unusable { answer, problem, .. }) => {
                self.log_unusable(name, &problem, &answer);
                let still =
                    |problem: &Problem| PlanError::Unusable(format!("asked again once, still: {}", problem.reason()));
                // What can be read of the answer is salvaged: a plan that only left objections
                // unanswered goes on, with them recorded.
                let mut p = plan::parse(&answer, version).ok_or_else(|| still(&problem))?;
                if let Some(problem) = substance::plan_problem(&p, &roles) {
                    return Err(still(&problem));
                }
                // Objections still unanswered are recorded as such, not invented.
                for o in objectors {
                    if !p.responses.iter().any(|r| &r.role == o) {
                        p.responses.push(Response {
                            role: o.clone(),
                            decision: plan::Decision::Rejected,
                            reason: "(not answered by the consolidator)".into(),
                        });
                    }
                }
                Ok(p)
            }
        }
    }
}

/// What came of a revision.
enum Revised {
    Plan(Plan),
    /// No usable revision: why.
    Failed(String),
    /// The consolidator asked the user (question, why) and no one could answer now.
    Asks(String, String),
}

/// What the drafter is told when its question cannot be asked now (no terminal): the debate
/// does not pause before its first plan.
const NOT_ASKED: &str =
    "(not asked: no one can answer now; decide yourself, and state what you assumed among the plan's risks)";

/// The user's answers to the consolidator's questions, for its prompt.
fn answered(answers: &[UserAnswer]) -> String {
    if answers.is_empty() {
        return String::new();
    }
    let mut out =
        String::from("\n\n# The user's answers to your questions\n\nTake them into account in this version:\n");
    for a in answers {
        out.push_str(&format!("\n- You asked: {}\n  The user answered: {}\n", a.question, a.answer));
    }
    out
}

/// Why no plan came from the drafter or consolidator.
enum PlanError {
    /// The call failed (after the gateway's retries).
    Call(LlmError),
    /// Asked again once, the answer still held no reviewable plan.
    Unusable(String),
}

/// `on_no_consensus: vote`, at the round cap: the last round's valid positions vote, weighted by
/// their confidence. Carried, the plan goes on with the dissent on record; not carried, as
/// `stop`. A debate that failed or was cut short before the cap holds no vote and stops: a
/// failed debate is never voted through.
fn hold_vote(outcome: &mut Outcome) {
    let at_cap = outcome.failed.is_none() && outcome.partial.is_none();
    let Some(vote) = outcome.rounds.last().filter(|_| at_cap).map(rules::vote) else {
        outcome.stopped = true;
        return;
    };
    if vote.carried {
        if let Some(p) = outcome.plans.last_mut() {
            p.dissent = outcome.dissent.clone();
        }
    } else {
        outcome.stopped = true;
    }
    outcome.vote = Some(vote);
}

/// Why a role gave no valid position, in a line for people: what was wrong with each answer
/// ([`Problem::reason`]: the first one's too when the second had another problem or its call
/// failed), without what the model was told to do about it (the log of unusable answers keeps
/// the whole problem and the answer).
fn why_absent(e: &AskError) -> String {
    match e {
        AskError::Call(e) => format!("the model call failed: {e}"),
        AskError::Again { .. } | AskError::Unusable { .. } => e.to_string(),
    }
}

/// Why a round with more than half the panel absent failed the debate, in one line naming who;
/// why each was absent is the outcome's `absent`, said once per role where it is shown.
fn absent_failure(round: &Round) -> String {
    let absent = rules::absent(round);
    let who: Vec<&str> = absent.iter().map(|(role, _)| *role).collect();
    format!(
        "{} of {} gave no valid position in round {} ({}); the model did not give usable verdicts",
        absent.len(),
        crate::util::count(round.positions.len(), "role"),
        round.number,
        who.join(", ")
    )
}
