// A skate payment return program of the h62 set (cwe-601-redirect).
package com.frostline.arena;

import java.net.URI;
import java.net.URISyntaxException;
import java.net.URLEncoder;
import java.nio.charset.StandardCharsets;
import java.util.Locale;
import java.util.Optional;
import java.util.Set;

import static spark.Spark.get;
import static spark.Spark.port;

/**
 * The card processor sends skaters back here after paying for a public session or a lesson
 * block; we forward them on to the booking site they came from.
 */
class SkatePaymentReturn {

    record PaymentResult(String sessionId, String status, String returnTo) {}

    private static final Set<String> RETURN_HOSTS =
            Set.of("tickets.frostline-arena.com", "lessons.frostline-arena.com");

    static Optional<String> allowedReturn(String url) {
        if (url == null) {
            return Optional.empty();
        }
        try {
            URI uri = new URI(url);
            boolean ok = "https".equals(uri.getScheme())
                    && uri.getHost() != null
                    && RETURN_HOSTS.contains(uri.getHost().toLowerCase(Locale.ROOT));
            return ok ? Optional.of(uri.toString()) : Optional.empty();
        } catch (URISyntaxException e) {
            return Optional.empty();
        }
    }

    static String withOutcome(String url, String outcome) {
        return url + (url.contains("?") ? "&" : "?") + "payment=" + outcome;
    }

    static String destination(PaymentResult result) {
        if ("paid".equals(result.status())) {
            return allowedReturn(result.returnTo())
                    .map(url -> withOutcome(url, "ok"))
                    .orElse("/bookings?payment=ok");
        }
        // Declined or abandoned: send the skater back so they can pick another card.
        return allowedReturn(result.returnTo())
                .map(url -> withOutcome(url, "failed"))
                .orElse("/bookings?payment=failed&session="
                        + URLEncoder.encode(String.valueOf(result.sessionId()), StandardCharsets.UTF_8));
    }

    public static void main(String[] args) {
        port(8090);
        get("/payments/return", (req, res) -> {
            PaymentResult result = new PaymentResult(
                    req.queryParams("session"), req.queryParams("status"), req.queryParams("return_to"));
            res.redirect(destination(result));
            return null;
        });
    }
}
