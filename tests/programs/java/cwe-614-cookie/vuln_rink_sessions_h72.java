// A rink sessions program of the h72 set (cwe-614-cookie).
package com.glidewayrinks.portal;

import io.javalin.Javalin;
import io.javalin.http.Context;
import io.javalin.http.Cookie;
import io.javalin.http.HttpStatus;
import io.javalin.http.SameSite;

import java.io.IOException;
import java.net.URI;
import java.net.URLEncoder;
import java.net.http.HttpClient;
import java.net.http.HttpRequest;
import java.net.http.HttpResponse;
import java.nio.charset.StandardCharsets;
import java.security.SecureRandom;
import java.time.Duration;
import java.util.Base64;
import java.util.Map;
import java.util.concurrent.ConcurrentHashMap;

public class RinkPortal {

    interface SessionIssuer {
        String cookieName();

        default Cookie build(String token, Duration ttl) {
            Cookie cookie = new Cookie(cookieName(), token);
            cookie.setPath("/");
            cookie.setMaxAge((int) ttl.toSeconds());
            cookie.setSecure(true);
            cookie.setHttpOnly(true);
            cookie.setSameSite(SameSite.LAX);
            return cookie;
        }
    }

    static final class StaffSessionIssuer implements SessionIssuer {
        public String cookieName() { return "glideway_staff"; }
    }

    static final class MemberSessionIssuer implements SessionIssuer {
        public String cookieName() { return "glideway_member"; }

        @Override
        public Cookie build(String token, Duration ttl) {
            // members stay signed in for the whole skate session and only need the member pages
            Cookie cookie = new Cookie(cookieName(), token);
            cookie.setPath("/members");
            cookie.setMaxAge((int) ttl.toSeconds());
            return cookie;
        }
    }

    interface CredentialCheck {
        boolean valid(String id, String secret);
    }

    // both member PINs and staff passwords are checked by the pass-desk service
    static final class PassDeskCheck implements CredentialCheck {
        private final HttpClient http = HttpClient.newHttpClient();
        private final URI endpoint;

        PassDeskCheck(String endpoint) {
            this.endpoint = URI.create(endpoint);
        }

        @Override
        public boolean valid(String id, String secret) {
            String form = "id=" + URLEncoder.encode(id, StandardCharsets.UTF_8)
                    + "&secret=" + URLEncoder.encode(secret, StandardCharsets.UTF_8);
            HttpRequest req = HttpRequest.newBuilder(endpoint)
                    .header("Content-Type", "application/x-www-form-urlencoded")
                    .POST(HttpRequest.BodyPublishers.ofString(form))
                    .build();
            try {
                return http.send(req, HttpResponse.BodyHandlers.discarding()).statusCode() == 204;
            } catch (IOException e) {
                return false;
            } catch (InterruptedException e) {
                Thread.currentThread().interrupt();
                return false;
            }
        }
    }

    record LoginForm(String id, String secret) {}

    private final SecureRandom random = new SecureRandom();
    private final Map<String, String> sessions = new ConcurrentHashMap<>();

    private String newToken(String subject) {
        byte[] raw = new byte[32];
        random.nextBytes(raw);
        String token = Base64.getUrlEncoder().withoutPadding().encodeToString(raw);
        sessions.put(token, subject);
        return token;
    }

    private void login(Context ctx, SessionIssuer issuer, CredentialCheck check, Duration ttl) {
        LoginForm form = new LoginForm(ctx.formParam("id"), ctx.formParam("secret"));
        if (form.id() == null || form.secret() == null || !check.valid(form.id(), form.secret())) {
            ctx.status(HttpStatus.UNAUTHORIZED).result("wrong number or PIN");
            return;
        }
        ctx.cookie(issuer.build(newToken(form.id()), ttl));
        ctx.redirect(issuer instanceof MemberSessionIssuer ? "/members/home" : "/staff/floor");
    }

    public static void main(String[] args) {
        RinkPortal portal = new RinkPortal();
        CredentialCheck memberPins = new PassDeskCheck("https://passdesk.glidewayrinks.com/v1/members/verify");
        CredentialCheck staffLdap = new PassDeskCheck("https://passdesk.glidewayrinks.com/v1/staff/verify");

        Javalin app = Javalin.create();
        app.post("/members/login", ctx -> portal.login(ctx, new MemberSessionIssuer(), memberPins, Duration.ofHours(4)));
        app.post("/staff/login", ctx -> portal.login(ctx, new StaffSessionIssuer(), staffLdap, Duration.ofHours(10)));
        app.get("/members/home", ctx -> {
            String subject = portal.sessions.get(String.valueOf(ctx.cookie("glideway_member")));
            if (subject == null) {
                ctx.redirect("/");
                return;
            }
            ctx.result("Welcome back, skater " + subject);
        });
        app.start(8090);
    }
}
