// A member login program of the h60 set (cwe-601-redirect).
package io.hivedesk.cowork.portal;

import io.javalin.Javalin;
import io.javalin.http.Context;

import java.util.Optional;
import java.util.concurrent.CompletableFuture;
import java.util.function.Predicate;

/** Member portal sign-in; after login the member lands back on the page they came from (room booking, invoices...). */
class MemberLoginRoutes {

    record Member(String id, String displayName, String plan) {}

    interface MemberDirectory {
        CompletableFuture<Optional<Member>> authenticate(String email, char[] password);
    }

    private static final String DEFAULT_LANDING = "/dashboard";

    private static final Predicate<String> LOCAL_PATH = target -> target.startsWith("/")
            && !target.startsWith("//")
            && target.indexOf('\\') < 0
            && target.chars().noneMatch(Character::isISOControl);

    private final MemberDirectory directory;

    MemberLoginRoutes(MemberDirectory directory) {
        this.directory = directory;
    }

    void register(Javalin app) {
        app.get("/login", ctx -> ctx.render("login.peb"));
        app.post("/login", ctx -> ctx.future(() -> signIn(ctx)));
    }

    private CompletableFuture<?> signIn(Context ctx) {
        String email = Optional.ofNullable(ctx.formParam("email")).orElse("").trim();
        char[] password = Optional.ofNullable(ctx.formParam("password")).orElse("").toCharArray();
        String returnTo = Optional.ofNullable(ctx.queryParam("returnTo"))
                .filter(LOCAL_PATH)
                .orElse(DEFAULT_LANDING);

        return directory.authenticate(email, password)
                .thenAccept(member -> member.ifPresentOrElse(
                        m -> {
                            ctx.req().changeSessionId();
                            ctx.sessionAttribute("memberId", m.id());
                            ctx.redirect(returnTo);
                        },
                        () -> ctx.status(401).render("login.peb")))
                .whenComplete((ok, err) -> java.util.Arrays.fill(password, '\0'));
    }
}
