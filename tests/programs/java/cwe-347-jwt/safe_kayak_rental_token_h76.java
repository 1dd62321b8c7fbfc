// A kayak outfitter rental extension token program of the h76 set (cwe-347-jwt).
package com.riverbend.rentals.api;

import com.nimbusds.jose.JWSAlgorithm;
import com.nimbusds.jose.JWSVerifier;
import com.nimbusds.jose.crypto.MACVerifier;
import com.nimbusds.jwt.JWTClaimsSet;
import com.nimbusds.jwt.SignedJWT;
import io.javalin.Javalin;
import io.javalin.http.Context;
import io.javalin.http.Handler;
import io.javalin.http.UnauthorizedResponse;
import java.nio.charset.StandardCharsets;
import java.util.Date;
import java.util.LinkedHashMap;
import java.util.Map;
import java.util.concurrent.ConcurrentHashMap;

@FunctionalInterface
interface MemberHandler {
    void handle(Context ctx, JWTClaimsSet member) throws Exception;
}

class MemberGate {
    private final JWSVerifier verifier;

    MemberGate(byte[] secret) throws Exception {
        this.verifier = new MACVerifier(secret);
    }

    JWTClaimsSet verified(Context ctx) throws Exception {
        SignedJWT jwt = SignedJWT.parse(bearer(ctx));
        if (!JWSAlgorithm.HS256.equals(jwt.getHeader().getAlgorithm()) || !jwt.verify(verifier)) {
            throw new UnauthorizedResponse();
        }
        JWTClaimsSet claims = jwt.getJWTClaimsSet();
        Date expires = claims.getExpirationTime();
        if (expires == null || expires.before(new Date())) {
            throw new UnauthorizedResponse();
        }
        return claims;
    }

    Handler requireMember(MemberHandler handler) {
        return ctx -> handler.handle(ctx, verified(ctx));
    }

    static String bearer(Context ctx) {
        String header = ctx.header("Authorization");
        if (header == null || !header.startsWith("Bearer ")) {
            throw new UnauthorizedResponse();
        }
        return header.substring(7);
    }
}

class RentalDesk {
    private final Map<String, Integer> hoursByMember = new ConcurrentHashMap<>();

    void current(Context ctx, JWTClaimsSet member) {
        ctx.json(Map.of("member", member.getSubject(), "hours", hoursByMember.getOrDefault(member.getSubject(), 0)));
    }

    void extend(Context ctx, JWTClaimsSet member) throws Exception {
        int extra = ctx.formParamAsClass("hours", Integer.class).check(h -> h > 0 && h <= 8, "1-8 hours").get();
        int total = hoursByMember.merge(member.getSubject(), extra, Integer::sum);
        ctx.json(Map.of("member", member.getSubject(), "hours", total, "billedTo", member.getStringClaim("account")));
    }
}

class RentalApi {
    public static void main(String[] args) throws Exception {
        MemberGate gate = new MemberGate(System.getenv("RENTAL_TOKEN_SECRET").getBytes(StandardCharsets.UTF_8));
        RentalDesk desk = new RentalDesk();

        Map<String, Handler> getRoutes = new LinkedHashMap<>();
        Map<String, Handler> postRoutes = new LinkedHashMap<>();
        getRoutes.put("/rentals/current", gate.requireMember(desk::current));
        postRoutes.put("/rentals/extend", gate.requireMember(desk::extend));

        Javalin app = Javalin.create();
        getRoutes.forEach(app::get);
        postRoutes.forEach(app::post);
        app.start(7100);
    }
}
