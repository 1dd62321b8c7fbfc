// Unseen set h59: member presale access
package org.lyceumstage.membership;

import com.amazonaws.services.lambda.runtime.Context;
import com.amazonaws.services.lambda.runtime.RequestHandler;
import com.amazonaws.services.lambda.runtime.events.APIGatewayProxyRequestEvent;
import com.amazonaws.services.lambda.runtime.events.APIGatewayProxyResponseEvent;
import com.auth0.jwt.JWT;
import com.auth0.jwt.JWTVerifier;
import com.auth0.jwt.algorithms.Algorithm;
import com.auth0.jwt.exceptions.JWTVerificationException;
import com.auth0.jwt.interfaces.DecodedJWT;

import java.time.Instant;
import java.util.Map;
import java.util.Optional;

enum MemberTier { FRIEND, PATRON, BENEFACTOR }

record MemberClaims(String memberId, MemberTier tier) {}

class MemberTokenVerifier {
    static final String ISSUER = "https://members.lyceumstage.org";
    private final JWTVerifier jwtVerifier;

    MemberTokenVerifier(String signingSecret) {
        this.jwtVerifier = JWT.require(Algorithm.HMAC256(signingSecret)).withIssuer(ISSUER).build();
    }

    MemberClaims verify(String token) {
        DecodedJWT jwt = jwtVerifier.verify(token);
        Instant expires = jwt.getExpiresAtAsInstant();
        if (expires == null) {
            throw new JWTVerificationException("membership token rejected");
        }
        return new MemberClaims(jwt.getSubject(), MemberTier.valueOf(jwt.getClaim("tier").asString()));
    }
}

class PresaleWindowService {
    private final Map<MemberTier, Integer> daysBeforeGeneralSale =
            Map.of(MemberTier.FRIEND, 2, MemberTier.PATRON, 7, MemberTier.BENEFACTOR, 14);

    boolean mayBook(MemberClaims member, Instant generalSaleOpens, Instant now) {
        int lead = daysBeforeGeneralSale.getOrDefault(member.tier(), 0);
        return now.isAfter(generalSaleOpens.minusSeconds(lead * 86_400L));
    }
}

class PresaleAccessHandler implements RequestHandler<APIGatewayProxyRequestEvent, APIGatewayProxyResponseEvent> {
    private final MemberTokenVerifier verifier = new MemberTokenVerifier(System.getenv("MEMBER_TOKEN_SECRET"));
    private final PresaleWindowService presale = new PresaleWindowService();

    @Override
    public APIGatewayProxyResponseEvent handleRequest(APIGatewayProxyRequestEvent event, Context context) {
        String auth = Optional.ofNullable(event.getHeaders()).map(h -> h.get("authorization")).orElse("");
        if (!auth.startsWith("Bearer ")) {
            return new APIGatewayProxyResponseEvent().withStatusCode(401);
        }
        Map<String, String> query = Optional.ofNullable(event.getQueryStringParameters()).orElse(Map.of());
        try {
            MemberClaims member = verifier.verify(auth.substring(7));
            Instant opens = Instant.parse(query.getOrDefault("generalSaleOpens", Instant.now().toString()));
            boolean allowed = presale.mayBook(member, opens, Instant.now());
            return new APIGatewayProxyResponseEvent()
                    .withStatusCode(allowed ? 200 : 403)
                    .withHeaders(Map.of("Content-Type", "application/json"))
                    .withBody("{\"presale\":" + allowed + ",\"tier\":\"" + member.tier() + "\"}");
        } catch (JWTVerificationException | IllegalArgumentException e) {
            return new APIGatewayProxyResponseEvent().withStatusCode(401);
        }
    }
}
