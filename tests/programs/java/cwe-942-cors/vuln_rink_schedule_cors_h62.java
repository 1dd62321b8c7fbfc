// A rink schedule cors program of the h62 set (cwe-942-cors).
package com.frostline.api;

import io.javalin.Javalin;
import io.javalin.http.Context;
import io.javalin.http.UnauthorizedResponse;

import java.time.LocalDateTime;
import java.util.List;
import java.util.Optional;
import java.util.concurrent.CompletableFuture;

/**
 * JSON API behind the arena's booking widgets: public skate sessions, figure-skating ice
 * time and a member's own bookings. The account service sets the arena_sid cookie on the
 * parent domain when a member signs in; the widgets call this API from the browser.
 */
class RinkScheduleApi {

    record IceSlot(String rink, LocalDateTime starts, int minutes, String kind, int spotsLeft) {}

    record Booking(String reference, IceSlot slot, int skaters) {}

    interface Sessions {
        Optional<String> memberFor(String sessionId);
    }

    interface Schedule {
        CompletableFuture<List<IceSlot>> upcoming(String kind);
        CompletableFuture<List<Booking>> bookingsOf(String memberId);
    }

    static String currentMember(Context ctx, Sessions sessions) {
        return Optional.ofNullable(ctx.cookie("arena_sid"))
                .flatMap(sessions::memberFor)
                .orElseThrow(UnauthorizedResponse::new);
    }

    static Javalin create(Sessions sessions, Schedule schedule) {
        Javalin app = Javalin.create(config -> {
            config.http.defaultContentType = "application/json";
            config.bundledPlugins.enableCors(cors -> cors.addRule(rule -> {
                rule.reflectClientOrigin = true;
                rule.allowCredentials = true;
                rule.exposeHeader("X-Spots-Left");
            }));
        });

        app.get("/slots", ctx -> {
            String kind = Optional.ofNullable(ctx.queryParam("kind")).orElse("public");
            ctx.future(() -> schedule.upcoming(kind).thenAccept(ctx::json));
        });

        app.get("/me/bookings", ctx -> {
            String member = currentMember(ctx, sessions);
            ctx.future(() -> schedule.bookingsOf(member).thenAccept(ctx::json));
        });

        return app;
    }

    public static void main(String[] args) {
        Sessions sessions = sid -> Optional.empty();
        Schedule schedule = new Schedule() {
            public CompletableFuture<List<IceSlot>> upcoming(String kind) {
                return CompletableFuture.completedFuture(List.of());
            }

            public CompletableFuture<List<Booking>> bookingsOf(String memberId) {
                return CompletableFuture.completedFuture(List.of());
            }
        };
        create(sessions, schedule).start(7100);
    }
}
