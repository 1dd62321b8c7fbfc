// claim return (h58 set)
package com.harbourmutual.portal;

import io.javalin.Javalin;
import io.javalin.http.Context;
import io.javalin.http.HttpStatus;

import java.util.Map;
import java.util.Optional;
import java.util.function.Function;
import java.util.function.Predicate;

final class ClaimSubmissionFlow {

    interface ClaimInbox {
        String file(String policyNo, String lossDate, String description);
    }

    private static final String DEFAULT_LANDING = "/my/claims";

    private static final Predicate<String> NON_EMPTY = s -> s != null && !s.isBlank();
    private static final Predicate<String> POLICY_FORMAT = s -> s.matches("HM-[0-9]{8}");
    private static final Predicate<String> ISO_DATE = s -> s.matches("\\d{4}-\\d{2}-\\d{2}");
    private static final Predicate<String> LOCAL_PATH = s -> s.startsWith("/")
            && !s.startsWith("//")
            && !s.contains("\\")
            && s.chars().noneMatch(Character::isISOControl);

    private static final Function<Context, String> RETURN_TO = ctx ->
            Optional.ofNullable(ctx.formParam("returnTo"))
                    .filter(NON_EMPTY.and(LOCAL_PATH))
                    .orElse(DEFAULT_LANDING);

    private final ClaimInbox inbox;

    ClaimSubmissionFlow(ClaimInbox inbox) {
        this.inbox = inbox;
    }

    private void submit(Context ctx) {
        String policyNo = ctx.formParam("policyNo");
        String lossDate = ctx.formParam("lossDate");
        String description = Optional.ofNullable(ctx.formParam("description")).orElse("");

        if (!NON_EMPTY.and(POLICY_FORMAT).test(policyNo) || !NON_EMPTY.and(ISO_DATE).test(lossDate)) {
            ctx.status(422).json(Map.of("error", "policy number or loss date invalid"));
            return;
        }

        inbox.file(policyNo, lossDate, description);
        ctx.redirect(RETURN_TO.apply(ctx), HttpStatus.SEE_OTHER);
    }

    void mount(Javalin app) {
        Map.<String, io.javalin.http.Handler>of("/claims/submit", this::submit)
                .forEach(app::post);
    }
}
