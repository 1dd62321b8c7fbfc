// Servlet filter that authenticates members calling the class-booking API with a bearer pass token
package gym.ironworks.booking;

import com.auth0.jwt.JWT;
import com.auth0.jwt.JWTVerifier;
import com.auth0.jwt.algorithms.Algorithm;
import com.auth0.jwt.exceptions.JWTVerificationException;
import com.auth0.jwt.interfaces.DecodedJWT;
import jakarta.servlet.FilterChain;
import jakarta.servlet.ServletException;
import jakarta.servlet.annotation.WebFilter;
import jakarta.servlet.http.HttpFilter;
import jakarta.servlet.http.HttpServletRequest;
import jakarta.servlet.http.HttpServletResponse;
import java.io.IOException;
import java.util.Optional;

@WebFilter("/api/classes/*")
public class MemberPassFilter extends HttpFilter {

    private static final JWTVerifier VERIFIER = JWT
            .require(Algorithm.HMAC256(System.getenv("GYM_PASS_SECRET")))
            .withIssuer("ironworks-gym")
            .build();

    static Optional<String> bearer(HttpServletRequest req) {
        return Optional.ofNullable(req.getHeader("Authorization"))
                .filter(h -> h.startsWith("Bearer "))
                .map(h -> h.substring(7).trim());
    }

    static Optional<DecodedJWT> validPass(String token) {
        try {
            DecodedJWT jwt = VERIFIER.verify(token);
            return Optional.of(jwt).filter(j -> j.getExpiresAt() != null);
        } catch (JWTVerificationException e) {
            return Optional.empty();
        }
    }

    @Override
    protected void doFilter(HttpServletRequest req, HttpServletResponse res, FilterChain chain)
            throws IOException, ServletException {
        Optional<DecodedJWT> pass = bearer(req).flatMap(MemberPassFilter::validPass);
        if (pass.isEmpty()) {
            res.sendError(HttpServletResponse.SC_UNAUTHORIZED, "membership pass required");
            return;
        }
        req.setAttribute("memberId", pass.get().getSubject());
        req.setAttribute("membershipTier", pass.get().getClaim("tier").asString());
        chain.doFilter(req, res);
    }
}
