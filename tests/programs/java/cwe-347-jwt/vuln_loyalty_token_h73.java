// A loyalty token program of the h73 set (cwe-347-jwt).
package com.hocuspocusemporium.loyalty;

import java.nio.charset.StandardCharsets;
import java.security.MessageDigest;
import java.time.Instant;
import java.util.Base64;
import java.util.Map;

import javax.crypto.Mac;
import javax.crypto.spec.SecretKeySpec;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;

import jakarta.inject.Inject;
import jakarta.ws.rs.GET;
import jakarta.ws.rs.HeaderParam;
import jakarta.ws.rs.NotAuthorizedException;
import jakarta.ws.rs.POST;
import jakarta.ws.rs.Path;
import jakarta.ws.rs.PathParam;
import jakarta.ws.rs.Produces;
import jakarta.ws.rs.core.MediaType;

@Path("/wand-club")
@Produces(MediaType.APPLICATION_JSON)
public class WandClubResource {

    private static final ObjectMapper MAPPER = new ObjectMapper();
    private static final byte[] SECRET = Base64.getDecoder()
            .decode(System.getenv().getOrDefault("WANDCLUB_JWT_SECRET", ""));

    @Inject
    PointsLedger ledger;

    @GET
    @Path("/points")
    public Map<String, Object> points(@HeaderParam("Authorization") String authorization) throws Exception {
        String member = memberFrom(authorization);
        return Map.of("member", member, "points", ledger.balance(member));
    }

    @POST
    @Path("/rewards/{rewardId}/redeem")
    public Map<String, Object> redeem(@HeaderParam("Authorization") String authorization,
                                      @PathParam("rewardId") String rewardId) throws Exception {
        String member = memberFrom(authorization);
        long remaining = ledger.redeem(member, rewardId.strip());
        return Map.of("member", member, "reward", rewardId, "remaining", remaining);
    }

    private String memberFrom(String authorization) throws Exception {
        if (authorization == null || !authorization.regionMatches(true, 0, "Bearer ", 0, 7)) {
            throw new NotAuthorizedException("Bearer");
        }
        String[] parts = authorization.substring(7).strip().split("\\.", -1);
        if (parts.length != 3) {
            throw new NotAuthorizedException("Bearer");
        }

        Base64.Decoder b64 = Base64.getUrlDecoder();
        JsonNode header = MAPPER.readTree(new String(b64.decode(parts[0]), StandardCharsets.UTF_8));
        JsonNode claims = MAPPER.readTree(new String(b64.decode(parts[1]), StandardCharsets.UTF_8));

        String alg = header.path("alg").asText("");
        if (alg.equalsIgnoreCase("HS256")) {
            Mac mac = Mac.getInstance("HmacSHA256");
            mac.init(new SecretKeySpec(SECRET, "HmacSHA256"));
            byte[] expected = mac.doFinal((parts[0] + "." + parts[1]).getBytes(StandardCharsets.US_ASCII));
            if (!MessageDigest.isEqual(expected, b64.decode(parts[2]))) {
                throw new NotAuthorizedException("Bearer error=\"invalid_token\"");
            }
        }

        if (claims.path("exp").asLong(0) < Instant.now().getEpochSecond()) {
            throw new NotAuthorizedException("Bearer error=\"invalid_token\", error_description=\"expired\"");
        }
        if (!"wandclub".equals(claims.path("aud").asText())) {
            throw new NotAuthorizedException("Bearer error=\"invalid_token\"");
        }
        return claims.path("sub").asText();
    }

    public interface PointsLedger {
        long balance(String member);

        long redeem(String member, String rewardId);
    }
}
