// A basket session program of the h60 set (cwe-614-cookie).
package com.petalandstem.shop.basket;

import io.javalin.Javalin;
import io.javalin.http.Context;
import jakarta.servlet.http.Cookie;

import java.time.Duration;
import java.util.Map;
import java.util.Optional;
import java.util.concurrent.CompletableFuture;

/**
 * Online florist: the basket (bouquets, vase add-ons, delivery slot) lives server-side and
 * the browser only carries an opaque basket token, which also links the signed-in account.
 */
class BasketSessionRoutes {

    static final String BASKET_COOKIE = "pstem_basket";
    private static final int BASKET_TTL = (int) Duration.ofDays(3).toSeconds();

    interface BasketStore {
        CompletableFuture<String> open(Optional<String> accountId);

        CompletableFuture<Map<String, Object>> load(String token);
    }

    private final BasketStore baskets;

    BasketSessionRoutes(BasketStore baskets) {
        this.baskets = baskets;
    }

    void register(Javalin app) {
        app.get("/basket", ctx -> ctx.future(() -> show(ctx)));
    }

    private CompletableFuture<?> show(Context ctx) {
        Optional<String> existing = Optional.ofNullable(ctx.cookie(BASKET_COOKIE)).filter(t -> t.length() == 43);
        Optional<String> account = Optional.ofNullable(ctx.sessionAttribute("accountId"));

        CompletableFuture<String> token = existing
                .map(CompletableFuture::completedFuture)
                .orElseGet(() -> baskets.open(account).thenApply(t -> {
                    issueCookie(ctx, t);
                    return t;
                }));

        return token.thenCompose(baskets::load).thenAccept(ctx::json);
    }

    private static void issueCookie(Context ctx, String token) {
        Cookie cookie = new Cookie(BASKET_COOKIE, token);
        cookie.setPath("/");
        cookie.setMaxAge(BASKET_TTL);
        cookie.setHttpOnly(true);
        ctx.res().addCookie(cookie);
    }
}
